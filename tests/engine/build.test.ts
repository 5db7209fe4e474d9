// @vitest-environment node
// The engine's Vite plugin in a real build: each screen file becomes its own lazy chunk, manifests stay
// small and eager, validators are precompiled per entity (no eval), and a broken schema fails the build
// with the file and the JSON pointer.
import { describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { engineSchemas } from '../../engine/build/vite-plugin';
import { fixtureCatalogue } from './fixtures/load';

const FIXTURES = 'tests/engine/fixtures';

async function buildApp(dir = `${FIXTURES}/screens`) {
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    root: process.cwd(),
    plugins: [engineSchemas({ catalogue: { keys: fixtureCatalogue.keys }, dir, entitiesDir: `${FIXTURES}/entities` })],
    build: { write: false, minify: false, rollupOptions: { input: `${FIXTURES}/app/main.ts` } },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((o) => o.output).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
}

describe('engine vite plugin', () => {
  it('gives every screen file its own lazy chunk and keeps the entry small', async () => {
    const chunks = await buildApp();
    const entry = chunks.find((c) => c.isEntry)!;
    const screenFiles = ['app', 'seller/seller', 'seller/goods-group', 'seller/goods-list', 'seller/goods-detail', 'seller/goods-edit', 'seller/goods-overview', 'seller/cockpit', 'shared/goods-add'];
    for (const name of screenFiles) {
      const file = `${FIXTURES}/screens/${name}.json`;
      const owners = chunks.filter((c) => c.moduleIds.some((m) => m.endsWith(file)));
      expect(owners, name).toHaveLength(1);
      expect(owners[0]!.isEntry, name).toBe(false);
      expect(owners[0]!.isDynamicEntry, name).toBe(true);
    }
    // The entry holds manifests (route parts), not screen bodies.
    expect(entry.code).toContain('commodity-manage-commodityList');
    expect(entry.code).not.toContain('goods.batchDelete');
    // Validators: one lazy chunk per entity, no code generation at run time.
    const validatorChunks = chunks.filter((c) => c.moduleIds.some((m) => m.includes('engine-validators/')));
    expect(validatorChunks.map((c) => c.moduleIds.find((m) => m.includes('engine-validators/'))!.split('/').pop()).sort()).toEqual(['goods', 'notice']);
    for (const c of validatorChunks) {
      expect(c.isDynamicEntry).toBe(true);
      expect(c.code).not.toMatch(/new Function|\beval\(/);
    }
  }, 60_000);

  it('fails the build on the errors schemas:check reports, naming file and JSON pointer', async () => {
    await expect(buildApp(`${FIXTURES}/broken`)).rejects.toThrow(/tests\/engine\/fixtures\/broken\/bad-shape\.json#\/onClick unknown property "onClick"/);
  }, 60_000);
});
