// Accounts: keys, login, sessions and tokens, registration, one-time codes.
import type { ServerModule } from '../../core';
import type { SessionService } from './session-service';
import type { KeyService } from './key-service';
import { aclHandlers } from './routes';
import * as aclTables from './tables';
import { aclCodes } from './codes';
import { seedPeopleDemo } from './demo';

export { aclHandlers, aclTables };
export const aclModule = { handlers: aclHandlers, tables: aclTables, codes: aclCodes, seedDemo: seedPeopleDemo } satisfies ServerModule<'acl'>;
export { KeyService } from './key-service';
export { REUSE_GRACE_MS, SessionService, type TokenTtl } from './session-service';
export { LogSmsProvider } from './sms-provider';
export { hashPassword } from './passwords';
export { LOGIN_RULES, SMS_RULES } from './throttle';
export { DEMO_PASSWORD, PEOPLE, COMPANIES, peopleOf, type DemoPerson } from './demo';
export { CODE_RULES } from './codes-service';

declare module '../../core/context' {
  interface Services {
    sessions: SessionService;
    keys: KeyService;
  }
}
