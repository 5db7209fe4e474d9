// A real screen file and the real entities (schemas/), for engine tests that render a product screen as
// the app would (without the access pipeline: give the test engine the rights it needs).
import { readdirSync, readFileSync } from 'node:fs';
import { loadScreenFile } from '../../../engine/build/load-files';

/** schemas/<name>.json as the build ships it (fragments resolved, templates compiled), e.g. realScreen('buyer/order-pay'). */
export const realScreen = (name: string): object => loadScreenFile(`schemas/${name}.json`, 'schemas/fragments') as object;

/** Every entity of schemas/entities by its $id. */
export function realEntities(): Record<string, unknown> {
  return Object.fromEntries(
    readdirSync('schemas/entities').map((f) => {
      const e = JSON.parse(readFileSync(`schemas/entities/${f}`, 'utf8')) as { $id?: string };
      return [e.$id ?? f.replace(/\.json$/, ''), e];
    }),
  );
}
