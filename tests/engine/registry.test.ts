// The screen registry over glob maps: manifests give the route table without loading screens; a screen
// loads with the entities it (and their $refs) need.
import { describe, expect, it, vi } from 'vitest';
import { accessTable } from '../../engine/access';
import { buildScreenRegistry } from '../../engine/render/registry';
import { manifestOf } from '../../engine/access';
import type { ScreenFile } from '../../engine/schema';
import { fixtureSources } from './support/fixture-sources';
import { loadFixtures } from './fixtures/load';

describe('screen registry', () => {
  it('loads a screen and the entities it needs, following $refs between entities', async () => {
    const sources = fixtureSources();
    const notice = vi.fn(sources.entities['/tests/engine/fixtures/entities/notice.json']!);
    const goods = vi.fn(sources.entities['/tests/engine/fixtures/entities/goods.json']!);
    const registry = buildScreenRegistry({ ...sources, entities: { '/x/entities/notice.json': notice, '/x/entities/goods.json': goods } });
    const overview = await registry.load('GoodsOverview');
    // goods for the first block; notice for the second, and goods again through notice's $ref.
    expect(Object.keys(overview.entities).sort()).toEqual(['goods', 'notice']);
    expect(goods).toHaveBeenCalledTimes(1);
    const dialog = await registry.load('GoodsAdd');
    expect(dialog.screen.kind).toBe('dialog');
    await expect(registry.load('Nowhere')).rejects.toThrow('页面不存在：Nowhere');
  });

  it('uses eager manifests for the route table without loading any screen', async () => {
    const sources = fixtureSources();
    const { screens } = loadFixtures();
    const manifests = Object.fromEntries(screens.map((s) => [`/${s.file}`, { default: manifestOf(`/${s.file}`, s.json as ScreenFile) }]));
    const loaders = Object.fromEntries(Object.entries(sources.screens).map(([k, l]) => [k, vi.fn(l)]));
    const registry = buildScreenRegistry({ screens: loaders, manifests, entities: sources.entities });
    const { routes, menu } = accessTable(registry.manifests(), { authority: ['GoodsList', 'GoodsDetail'] });
    expect(routes.map((r) => r.name).sort()).toEqual(['Cockpit', 'GoodsDetail', 'GoodsList', 'GoodsManage', 'Seller']);
    expect(menu.map((m) => m.title)).toEqual(['卖家中心', '驾驶舱']);
    expect(Object.values(loaders).every((l) => l.mock.calls.length === 0)).toBe(true);
    await registry.load('GoodsList');
    expect(loaders['/tests/engine/fixtures/screens/seller/goods-list.json']!).toHaveBeenCalledTimes(1);
  });
});
