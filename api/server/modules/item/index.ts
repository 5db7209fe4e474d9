export { itemHandlers } from './routes';
