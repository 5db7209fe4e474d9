// The logged-in user: user info, menus, enterprise accounts, account switching.
import type { ServerModule } from '../../core';
import { userHandlers } from './routes';
import * as userTables from './tables';
import { userCodes } from './codes';

export { userHandlers, userTables };
export const userModule = { handlers: userHandlers, tables: userTables, codes: userCodes } satisfies ServerModule<'user'>;
export { loginResult, loginUserOf, toLoginUser, type TokenDTO } from './service';
export { accountsOfPerson, personByPhone, setLastAccount } from './queries';
