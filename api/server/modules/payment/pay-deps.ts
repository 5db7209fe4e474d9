// What the payment services use of the server's services: the database, the clock, the provider and a log.
// Narrower than Deps so the demo seed (seed-demo.ts), which runs before the server exists, uses the very
// same services.
import type { Db } from '../../db';
import type { Clock, PaymentProvider } from '../../core';

export interface PayDeps {
  orm: Db;
  clock: Clock;
  pay: PaymentProvider;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}
