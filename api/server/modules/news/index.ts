export { newsHandlers } from './routes';
