// Column helpers the domains' Drizzle tables share (modules/<domain>/tables.ts).
import { customType, numeric, timestamp } from 'drizzle-orm/pg-core';

/** timestamptz read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** bytea as a Node Buffer / Uint8Array (uploaded files). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
/** numeric kept as its exact decimal string ("12.50"): money never passes through a float. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
