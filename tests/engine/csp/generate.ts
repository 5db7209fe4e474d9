// Writes an entity's precompiled validators as an ES module under .artifacts/ (inside the repo, so its
// imports resolve), the same code the Vite plugin serves to the browser.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { entityValidatorsCode } from '../../../engine/build/validator-code';
import { STANDALONE_RUNTIME } from '../../../engine/validation/runtime';
import { loadFixtures } from '../fixtures/load';

export function writePrecompiled(entity: string): string {
  const { entities } = loadFixtures();
  const runtime = resolve('engine/validation/runtime.ts');
  const { code } = entityValidatorsCode(entity, entities, (spec) => (spec === STANDALONE_RUNTIME ? runtime : spec));
  mkdirSync('.artifacts/csp', { recursive: true });
  const file = resolve(`.artifacts/csp/${entity}.validators.mjs`);
  writeFileSync(file, code);
  return file;
}
