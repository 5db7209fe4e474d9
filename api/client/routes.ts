// Every call's route (method, path, sealing), keyed by catalogue key: the table the client sends by.
import type { CallRoutes } from './call-route';
import { CALL_ROUTES } from './gen/routes';

export const callRoutes: CallRoutes = new Map(Object.entries(CALL_ROUTES));
