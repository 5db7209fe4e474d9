export { shortcutHandlers } from './routes';
