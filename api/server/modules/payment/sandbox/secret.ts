// The payment module's per-deployment secrets (db/secrets.ts keeps them).
import { deploymentSecret, type Database } from '../../../db';

/** The HMAC key the sandbox signs its notifications with (PAY_SANDBOX_SECRET overrides). */
export const sandboxSecret = (db: Database): Promise<string> => deploymentSecret(db, 'sandbox-pay-hmac', process.env.PAY_SANDBOX_SECRET);
/** The key of the attempts' return tokens (pay-numbers.ts returnToken). */
export const resultSecret = (db: Database): Promise<string> => deploymentSecret(db, 'payment-result');
