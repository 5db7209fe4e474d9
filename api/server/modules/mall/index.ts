export { mallHandlers } from './routes';
