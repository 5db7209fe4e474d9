import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { checkScreens, formatError } from '../../engine/schema/check';
import { fixtureCatalogue, loadBroken, loadFixtures } from './fixtures/load';

const good = loadFixtures();
const check = (files = good.screens, keys = fixtureCatalogue.keys) =>
  checkScreens({ files, entities: good.entities, catalogue: { keys } }).map(formatError);

describe('schemas:check on the fixtures', () => {
  it('accepts every fixture screen', () => {
    expect(good.errors).toEqual([]);
    expect(check()).toEqual([]);
  });

  it('names the file and the JSON pointer of each broken thing', () => {
    const B = 'tests/engine/fixtures/broken';
    const errors = check([...good.screens, ...loadBroken().screens]);
    expect(errors).toEqual([
      `${B}/bad-entity.json#/entity entity "ghost" does not exist in schemas/entities`,
      `${B}/bad-refs.json#/columns/1/field entity "goods" has no field "shop.nothing"`,
      `${B}/bad-refs.json#/data/call catalogue key "goods.nope" does not exist`,
      `${B}/bad-refs.json#/data/params/x "window.location" does not start at a scope root (route, query, session, row, selection, form, data, dialog, result, error, state, sources, calc, tile, index)`,
      `${B}/bad-refs.json#/data/params/x/var looks like JavaScript (a script call); write conditions and values as JSON-logic`,
      `${B}/bad-refs.json#/filters/0 entity "goods" has no field "noSuchFilter"`,
      `${B}/bad-refs.json#/permissions/goods-add permission key "goods-add" is already declared by tests/engine/fixtures/screens/seller/goods-list.json`,
      `${B}/bad-refs.json#/route/menuParent menuParent "NoSuchGroup" is not a route name`,
      `${B}/bad-refs.json#/route/meta/parent meta.parent "NoSuchRoute" is not a route name`,
      `${B}/bad-refs.json#/route/name route name "GoodsList" is already used by tests/engine/fixtures/screens/seller/goods-list.json`,
      `${B}/bad-refs.json#/toolbar/0/access/permission permission key "no-such-right" is not declared in any permissions or route`,
      `${B}/bad-refs.json#/toolbar/0/open dialog "NoSuchDialog" does not exist`,
      `${B}/bad-refs.json#/toolbar/1 action id "a" is used twice in this list`,
      `${B}/bad-refs.json#/toolbar/1/navigate/route navigate.route "Nowhere" is not a route name`,
      `${B}/bad-shape.json#/columns/1/valueType must be one of "text", "longtext", "money", "count", "date", "datetime", "enum", "status", "image", "gallery", "files", "link", "list", "table", "region"`,
      `${B}/bad-shape.json#/onClick unknown property "onClick"`,
      `${B}/bad-shape.json#/rowActions/0/access/visible is not a valid condition (true, false or a JSON-logic object, never a string)`,
      `${B}/bad-shape.json#/rowActions/1/then/0 is not a valid step`,
    ]);
  });

  it('takes the catalogue by injection: a key missing from it is an error', () => {
    const errors = check(good.screens, fixtureCatalogue.keys.filter((k) => k !== 'goods.delete'));
    expect(errors).toEqual([
      'tests/engine/fixtures/screens/seller/goods-list.json#/rowActions/2/call catalogue key "goods.delete" does not exist',
    ]);
  });

  it('refuses code-like strings anywhere', () => {
    const file = { file: 'x.json', json: { kind: 'app', title: '${user.name}', permissions: {} } };
    expect(check([file])).toEqual(['x.json#/title a "${...}" template where no expression may stand (a label, a title ...); write the text plainly, or "$${" for a literal "${"']);
  });

  it('checks duplicate paths and component names', () => {
    const a = { file: 'a.json', json: { kind: 'component', route: { name: 'A', path: '/x', meta: { title: 'A' } }, component: 'Map' } };
    const b = { file: 'b.json', json: { kind: 'area', route: { name: 'B', path: '/x', meta: { title: 'B' } } } };
    const errors = checkScreens({ files: [a, b], entities: {}, catalogue: { keys: [] }, components: ['Cockpit'] }).map(formatError);
    expect(errors).toEqual(['a.json#/component component "Map" is not registered', 'b.json#/route/path route path "/x" is already used by a.json']);
  });

  it('checks effect names the app provides, tiles that have nothing to show, and vars of state and options.from', () => {
    const route = { name: 'P', path: '/p', meta: { title: 'P' } };
    const json = {
      kind: 'page',
      route,
      state: { editing: false },
      blocks: [
        { kind: 'cards' },
        { kind: 'cards', item: { heading: { var: 'row.name' } } },
        { kind: 'text', actions: [{ label: '登录', then: [{ effect: 'session.login' }, { effect: 'session.nope' }, { set: { editing: { var: 'state.editing' } } }] }] },
        { kind: 'slot', slot: 'cockpitPanel', props: { x: { var: 'nowhere.y' } } },
      ],
    };
    const errors = checkScreens({ files: [{ file: 'p.json', json }], entities: {}, catalogue: { keys: [] }, effects: ['session.login'] }).map(formatError);
    expect(errors).toEqual([
      'p.json#/blocks/0 cards need fixed "items" or an "item" per row',
      'p.json#/blocks/1/item "item" needs "data" to repeat over',
      'p.json#/blocks/2/actions/0/then/1/effect effect "session.nope" is not provided by the app',
      'p.json#/blocks/3/props/x "nowhere.y" does not start at a scope root (route, query, session, row, selection, form, data, dialog, result, error, state, sources, calc, tile, index)',
    ]);
  });
});

describe('schemas:check on the goods formats', () => {
  it('checks alias names and paths against every route, alias parents, table and tree-select widgets, sub-fields, tree lists and options.call', () => {
    const json = {
      kind: 'form',
      route: { name: 'GoodsFormX', path: '/x/add', mode: 'create', meta: { title: '新增' } },
      aliases: [
        { name: 'GoodsList', path: '/x/edit', mode: 'edit', meta: { title: '编辑' } },
        { name: 'GoodsViewX', path: '/seller/commodity-manage-view', menuParent: 'Nowhere', mode: 'view', meta: { title: '查看' } },
      ],
      entity: 'goods',
      fields: [
        { field: 'goodsName', widget: 'table' },
        { field: 'skus', options: { columns: ['specName', { field: 'colour' }, { field: 'price', widget: 'remote-select', options: { call: 'price.options' } }] } },
        { field: 'categoryId', widget: 'tree-select' },
        { field: 'category', widget: 'tree-select', options: { call: 'category.nope', exclude: { var: 'nowhere.id' } } },
      ],
      submit: [{ label: '发布', call: 'goods.nope', access: { visible: { '==': [{ var: 'route.mode' }, 'create'] } } }, { label: '保存', call: 'goods.update' }],
      readonly: { '==': [{ var: 'route.mode' }, 'view'] },
    };
    const list = {
      kind: 'list',
      route: { name: 'TreeX', path: '/x/tree', meta: { title: '树' } },
      entity: 'goods',
      data: { call: 'goods.page' },
      tree: { children: 'children' },
      columns: ['goodsName', { field: 'skus', valueType: 'table', columns: ['specName', 'weight'] }],
    };
    const errors = check([...good.screens, { file: 'x.json', json }, { file: 'tree.json', json: list }]);
    expect(errors).toEqual([
      'tree.json#/columns/1/columns/1 the items of "skus" (entity "goods") have no field "weight"',
      'tree.json#/tree a tree list needs "data": { "paginate": false } (the whole tree in one answer)',
      'x.json#/aliases/0/name route name "GoodsList" is already used by tests/engine/fixtures/screens/seller/goods-list.json',
      'x.json#/aliases/1/menuParent menuParent "Nowhere" is not a route name',
      'x.json#/aliases/1/path route path "/seller/commodity-manage-view" is already used by tests/engine/fixtures/screens/seller/goods-form.json',
      'x.json#/fields/0/widget widget "table" needs an array of objects; "goodsName" is not one',
      'x.json#/fields/1/options/columns/1/field the items of "skus" (entity "goods") have no field "colour"',
      'x.json#/fields/1/options/columns/2/options/call catalogue key "price.options" does not exist',
      'x.json#/fields/2/options widget "tree-select" needs options.call',
      'x.json#/fields/3/options/call catalogue key "category.nope" does not exist',
      'x.json#/fields/3/options/exclude "nowhere.id" does not start at a scope root (route, query, session, row, selection, form, data, dialog, result, error, state, sources, calc, tile, index)',
      'x.json#/submit/0/call catalogue key "goods.nope" does not exist',
    ]);
  });

  it('refuses valueType html (no raw HTML) and a prompt without its field', () => {
    const json = {
      kind: 'detail',
      route: { name: 'HtmlX', path: '/x/html', meta: { title: '详情' } },
      entity: 'goods',
      data: { call: 'goods.detail' },
      fields: [{ field: 'description', valueType: 'html' }],
      actions: [{ label: '冻结', call: 'goods.freeze', prompt: { label: '冻结原因' } }],
    };
    const errors = check([...good.screens, { file: 'h.json', json }]);
    expect(errors.some((e) => e.startsWith('h.json#/fields/0/valueType must be one of "text", "longtext"'))).toBe(true);
    expect(errors).toContain('h.json#/actions/0/prompt missing required property "field"');
  });
});

describe('npm run schemas:check', () => {
  // A child process (tsx start-up): several seconds when the whole suite runs on two CPUs.
  it('passes on the current schemas/', { timeout: 120_000 }, () => {
    const run = spawnSync('npx', ['tsx', 'scripts/schemas-check.ts'], { encoding: 'utf8' });
    expect(run.stderr.replace(/npm warn.*\n?/g, '')).toBe('');
    expect(run.status).toBe(0);
  });
});
