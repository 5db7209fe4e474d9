// Accounts: keys, login, sessions and tokens, registration, one-time codes.
export { aclHandlers } from './routes';
export { KeyService } from './key-service';
export { SessionService } from './session-service';
export { LogSmsProvider } from './sms-provider';
export { hashPassword } from './passwords';
export { LOCKOUT } from './login-service';
export { CODE_RULES } from './codes-service';
