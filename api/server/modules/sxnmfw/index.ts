export { sxnmfwHandlers } from './routes';
