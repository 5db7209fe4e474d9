// The logged-in user: user info, menus, enterprise accounts, account switching.
export { userHandlers } from './routes';
export { loginResult, loginUserOf, toLoginUser, type TokenDTO } from './service';
