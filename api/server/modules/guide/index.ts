export { guideHandlers } from './routes';
