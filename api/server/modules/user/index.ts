// The logged-in user: user info, menus, enterprise accounts, account switching.
import type { ServerModule } from '../../core';
import { userHandlers } from './routes';

export { userHandlers };
export const userModule = { handlers: userHandlers } satisfies ServerModule<'user'>;
export { loginResult, loginUserOf, toLoginUser, type TokenDTO } from './service';
