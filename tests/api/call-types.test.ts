// gen/calls.ts is exactly what json-schema-to-ts derives from the catalogue now (schemas:check only compares
// its input digest): derived again here through the compiler, as `npm run catalogue:types` does.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALL_TYPES_FILE, callTypesSource } from '../../scripts/call-types-source';

describe('derived call types (api/catalogue/gen/calls.ts)', () => {
  it('are what FromSchema derives from the catalogue', () => {
    expect(readFileSync(CALL_TYPES_FILE, 'utf8') === callTypesSource(), `${CALL_TYPES_FILE} is stale: run npm run catalogue:types`).toBe(true);
  }, 180_000);
});
