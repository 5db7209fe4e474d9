export { fileHandlers } from './routes';
