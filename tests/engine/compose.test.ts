// Composed screens (engine/schema/compose.ts): a screen builds on a fragment with `$use` and says only what
// differs; schemas:check names the file and JSON pointer of an unknown fragment and of an override that
// points nowhere. The order screens are one base and thin sides, and the order status colours are written
// once (schemas/fragments/order-status-tones.json).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSchemaFiles } from '../../engine/build/load-files';
import { checkScreens, formatError } from '../../engine/schema/check';
import { compileScreen } from '../../engine/schema/compile';
import { formatJson } from '../../scripts/format-json';
import { fixtureCatalogue } from './fixtures/load';

const BASE = {
  kind: 'detail',
  entity: 'goods',
  data: { call: 'goods.detail', params: { id: { var: 'query.id' } } },
  sections: [
    { id: 'main', title: '基本信息', fields: ['goodsName', 'price', 'stock'] },
    { id: 'more', title: '其他', fields: ['category'] },
  ],
  actions: [{ id: 'back', label: '返回', then: ['back'] }],
};
const fragments = (name: string) => ({ 'goods-detail': BASE, 'goods-tones': { '1': 'success', '2': 'warning' }, loop: { $use: 'loop' } })[name];
const route = { name: 'GoodsView', path: '/goods-view', meta: { title: '商品' } };
const compose = (json: object) => compileScreen(json, fragments);

describe('a screen built on a fragment', () => {
  it('takes the base and applies its overrides: replace and hide sections, add actions, change the data source', () => {
    const { json, errors } = compose({
      $use: 'goods-detail',
      route,
      data: { call: 'goods.page', params: null },
      sections: [
        { id: 'main', $replace: true, title: '商品', fields: ['goodsName'] },
        { id: 'more', $remove: true },
        { id: 'status', title: '状态', $before: 'main', fields: [{ field: 'status', tones: { $use: 'goods-tones' } }] },
      ],
      actions: [{ id: 'shelf', label: '上架', call: 'goods.onShelf' }],
    });
    expect(errors).toEqual([]);
    expect(json).toEqual({
      kind: 'detail',
      entity: 'goods',
      data: { call: 'goods.page' },
      sections: [
        { id: 'status', title: '状态', fields: [{ field: 'status', tones: { '1': 'success', '2': 'warning' } }] },
        { id: 'main', title: '商品', fields: ['goodsName'] },
      ],
      actions: [{ id: 'back', label: '返回', then: ['back'] }, { id: 'shelf', label: '上架', call: 'goods.onShelf' }],
      route,
    });
    // The fragment itself is not changed by a screen that uses it.
    expect(BASE.sections).toHaveLength(2);
  });

  it('an unknown fragment, a fragment that uses itself and overrides that point nowhere are errors at their pointer', () => {
    const file = {
      kind: 'page',
      route,
      blocks: [
        { $use: 'goods-detail', sections: [{ id: 'nope', $remove: true }, { id: 'x', title: 'X', fields: [], $after: 'ghost' }], empty: null },
        { $use: 'no-such-fragment' },
        { $use: 'loop' },
      ],
    };
    const { errors } = compose(file);
    expect(errors.map((e) => `${e.pointer} ${e.message}`)).toEqual([
      '/blocks/0/sections/0 override points nowhere in fragment "goods-detail": "nope" is not in the base: nothing to remove',
      '/blocks/0/sections/1/$after override points nowhere in fragment "goods-detail": "ghost" is not in the base: nothing to place "x" next to',
      '/blocks/0/empty override points nowhere in fragment "goods-detail": "empty" is not in the base: nothing to delete',
      '/blocks/1/$use fragment "no-such-fragment" does not exist in schemas/fragments',
      '/blocks/2(fragment loop)/$use fragment "loop" uses itself (loop -> loop)',
    ]);
  });
});

describe('schemas:check on composed files', () => {
  it('names the file and JSON pointer of an unknown fragment and of an override that points nowhere', () => {
    const loaded = loadSchemaFiles('tests/engine/fixtures/composed', process.cwd(), 'tests/engine/fixtures/entities');
    expect(loaded.errors.map(formatError)).toEqual([
      'tests/engine/fixtures/composed/seller/bad-base.json#/$use fragment "goods-detial" does not exist in schemas/fragments',
      'tests/engine/fixtures/composed/seller/bad-override.json#/sections/0 override points nowhere in fragment "goods-detail": "price" is not in the base: nothing to replace',
    ]);
    // The good side composes into a screen that passes every check.
    const good = loaded.screens.filter((s) => s.file.endsWith('/good-side.json'));
    expect(checkScreens({ files: good, entities: loaded.entities, catalogue: fixtureCatalogue }).map(formatError)).toEqual([]);
    expect((good[0]!.json as { sections: { id: string }[] }).sections.map((s) => s.id)).toEqual(['main', 'more']);
  });
});

describe('the order screens', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? (f === 'entities' ? [] : files(p)) : p.endsWith('.json') ? [p] : [];
    });
  const lines = (f: string) => readFileSync(f, 'utf8').split('\n').length - 1;

  it('write the status colours once: no screen file restates the 11-entry map', () => {
    const restating = files('schemas').filter((f) => {
      let found = false;
      JSON.parse(readFileSync(f, 'utf8'), (_k, v: unknown) => {
        if (v && typeof v === 'object' && !Array.isArray(v) && ['10', '30', '50', '91'].every((k) => k in v)) found = true;
        return v;
      });
      return found;
    });
    expect(restating).toEqual(['schemas/fragments/order-status-tones.json']);
  });

  it('the three order detail screens and the base they share total at most 900 lines', () => {
    const detail = ['buyer/purchase-order-detail', 'seller/sale-order-detail', 'user/user-order-detail', 'fragments/order-detail', 'fragments/order-status-tones', 'fragments/order-progress'];
    expect(detail.reduce((n, f) => n + lines(`schemas/${f}.json`), 0)).toBeLessThanOrEqual(900);
  });

  it('every screen file is laid out compactly (npm run schemas:format)', () => {
    for (const f of files('schemas')) expect(readFileSync(f, 'utf8'), f).toBe(formatJson(JSON.parse(readFileSync(f, 'utf8'))));
  });
});
