export { noticeHandlers } from './routes';
