// The terser format: text templates compile to the JSON-logic they stand for (escapes, errors with file
// and JSON pointer), compiling is idempotent, the build / schemas:check / registry read the same screen,
// and compact route aliases expand to the very routes they replace.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSchemaFiles } from '../../engine/build/load-files';
import { manifestOf } from '../../engine/access/manifest';
import { checkScreens, formatError } from '../../engine/schema/check';
import { readPath } from '../../engine/logic/path';
import { compileScreen } from '../../engine/schema/compile';
import { compileTemplate, TemplateError } from '../../engine/schema/template';
import { expandAlias } from '../../engine/validation';
import { SCOPE_ROOTS } from '../../engine/schema/vocabulary';
import { readRegistry } from '../../api/server/modules/permission/registry';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);

describe('text templates', () => {
  it('compile to the cat / var logic they abbreviate', () => {
    expect(compileTemplate('¥${row.minPrice}/${row.unitNm}')).toEqual({ cat: ['¥', { var: 'row.minPrice' }, '/', { var: 'row.unitNm' }] });
    expect(compileTemplate('${ row.roleList.0.roleNm }')).toEqual({ cat: [{ var: 'row.roleList.0.roleNm' }] });
    expect(compileTemplate('没有模板的文字 ¥ $ {}')).toBe('没有模板的文字 ¥ $ {}');
  });

  it('"$${" writes a literal "${", and no compiled string holds "${" (compiling again changes nothing)', () => {
    const once = compileTemplate('价格 $${row.minPrice} 是 ${row.minPrice}');
    expect(once).toEqual({ cat: ['价格 $', '{row.minPrice} 是 ', { var: 'row.minPrice' }] });
    const screenOnce = compileScreen({ kind: 'text', heading: '价格 $${x}', text: '${data.total} 个' }).json;
    expect(compileScreen(screenOnce).json).toEqual(screenOnce);
    expect(JSON.stringify(screenOnce)).not.toContain('${');
  });

  it('refuse what is not a path, an empty or an unclosed "${"', () => {
    expect(() => compileTemplate('¥${row.price * 2}')).toThrow(TemplateError);
    expect(() => compileTemplate('¥${row.price * 2}')).toThrow('"${row.price * 2}" is not a path');
    expect(() => compileTemplate('a ${} b')).toThrow('empty "${}" at character 3');
    expect(() => compileTemplate('¥${row.price')).toThrow('"${" at character 2 is not closed');
  });

  it('compile in every expression position, inside operators too, and nowhere else', () => {
    const route = { name: 'P', path: '/p', meta: { title: '${x} 标题' } };
    const { json, errors } = compileScreen({
      kind: 'page',
      route,
      blocks: [
        { kind: 'cards', data: { call: 'c', params: { kw: 'k-${query.kw}' } }, item: { heading: '${row.name}', extra: { if: [{ var: 'row.p' }, '¥${row.p}', '面议'] } } },
        { kind: 'text', actions: [{ label: '删', confirm: '确定删除“${row.name}”吗？', then: [{ message: '已删除${row.name}' }] }] },
      ],
    });
    expect(errors).toEqual([]);
    const at = (path: string) => readPath(json, path);
    expect(at('route.meta.title')).toBe('${x} 标题');
    expect(at('blocks.0.data.params.kw')).toEqual({ cat: ['k-', { var: 'query.kw' }] });
    expect(at('blocks.0.item.heading')).toEqual({ cat: [{ var: 'row.name' }] });
    expect(at('blocks.0.item.extra')).toEqual({ if: [{ var: 'row.p' }, { cat: ['¥', { var: 'row.p' }] }, '面议'] });
    expect(at('blocks.1.actions.0.confirm')).toEqual({ cat: ['确定删除“', { var: 'row.name' }, '”吗？'] });
    expect(at('blocks.1.actions.0.then.0.message')).toEqual({ cat: ['已删除', { var: 'row.name' }] });
  });

  it('schemas:check names the file and JSON pointer of a bad template, a template outside an expression, and a bad root', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tpl-'));
    mkdirSync(join(dir, 'entities'));
    const route = { name: 'P', path: '/p', meta: { title: 'P' } };
    writeFileSync(
      join(dir, 'p.json'),
      JSON.stringify({
        kind: 'page',
        route,
        title: '${session.systemName}',
        blocks: [{ kind: 'text', heading: '欢迎 ${session.systemName', text: '${nowhere.x}' }],
      }),
    );
    const loaded = loadSchemaFiles(dir, dir);
    const errors = [...loaded.errors, ...checkScreens({ files: loaded.screens, entities: {}, catalogue: { keys: [] } })].map(formatError);
    expect(errors).toEqual([
      'p.json#/blocks/0/heading template "欢迎 ${session.systemName": "${" at character 4 is not closed with "}" (write "$${" for a literal "${")',
      `p.json#/blocks/0/text "nowhere.x" does not start at a scope root (${SCOPE_ROOTS.join(', ')})`,
      'p.json#/title a "${...}" template where no expression may stand (a label, a title ...); write the text plainly, or "$${" for a literal "${"',
    ]);
  });

  it('render as the logic they stand for, escapes as typed', async () => {
    const t = inlineEngine({ 'goods.page': () => [{ id: '1', itemNm: '红富士', minPrice: 12.5, unitNm: '斤' }] });
    const page = {
      kind: 'page',
      route: { name: 'P', path: '/p', meta: { title: 'P' } },
      blocks: [
        { kind: 'text', heading: '模板写法：$${row.minPrice}' },
        { kind: 'cards', data: { call: 'goods.page' }, item: { heading: '${row.itemNm}', extra: '¥${row.minPrice}/${row.unitNm}' } },
      ],
    };
    render(t.view(page));
    expect(await screen.findByText('¥12.5/斤')).toBeTruthy();
    expect(screen.getByText('红富士')).toBeTruthy();
    expect(screen.getByText('模板写法：${row.minPrice}')).toBeTruthy();
  });
});

describe('compact route aliases', () => {
  it('take what they do not say from the route; a full alias expands to itself', () => {
    const route = { name: 'Add', path: '/s/add', menuParent: 'M', order: 11, mode: 'create', menuId: 'm_x', meta: { title: '新增', hidden: true, parent: 'L' } };
    const edit = expandAlias(route, { name: 'Edit', path: '/s/edit', order: 12, mode: 'edit', title: '编辑' });
    expect(edit).toEqual({ name: 'Edit', path: '/s/edit', menuParent: 'M', order: 12, mode: 'edit', meta: { title: '编辑', hidden: true, parent: 'L' } });
    expect(expandAlias(route, edit)).toEqual(edit);
    expect(expandAlias(route, { name: 'V', path: '/v', menuParent: 'U', meta: { hidden: false }, parent: 'P' }).meta).toEqual({ title: '新增', hidden: false, parent: 'P' });
  });

  // The six routes of the goods form as they were written out in full before the compact form.
  const FULL = [
    { name: 'CommodityAdd', path: '/seller/commodity-manage-addCommodity', menuParent: 'CommodityManage', order: 11, mode: 'create', meta: { title: '新增商品', hidden: true, parent: 'CommodityList' } },
    { name: 'CommodityEdit', path: '/seller/commodity-manage-editCommodity', menuParent: 'CommodityManage', order: 12, mode: 'edit', meta: { title: '编辑商品', hidden: true, parent: 'CommodityList' } },
    { name: 'CommodityDetail', path: '/seller/commodity-manage-commodityDetail', menuParent: 'CommodityManage', order: 13, mode: 'view', meta: { title: '商品详情', hidden: true, parent: 'CommodityList' } },
    { name: 'MemberCommodityDetail', path: '/seller/commodity-manage-memberDetail', menuParent: 'CommodityManage', order: 21, mode: 'view', meta: { title: '会员商品详情', hidden: true, parent: 'MemberCommodityList' } },
    { name: 'PlatformCommodityDetail', path: '/seller/commodity-manage-platformDetail', menuParent: 'CommodityManage', order: 31, mode: 'view', meta: { title: '平台商品详情', hidden: true, parent: 'PlatformCommodity' } },
    { name: 'PlatformCommodityManageDetail', path: '/user/platform-commodity-manage-detail', menuParent: 'User', order: 41, mode: 'view', meta: { title: '商品详情', hidden: true, parent: 'PlatformCommodityManage' } },
  ];

  it('the goods form: the same six routes for the route table, the build and the server menu', () => {
    const raw = JSON.parse(readFileSync('schemas/seller/commodity-form.json', 'utf8'));
    const m = manifestOf('schemas/seller/commodity-form.json', raw);
    expect([m.route, ...(m.aliases ?? [])]).toEqual(FULL);
    const built = compileScreen(raw).json as { aliases: unknown[] };
    expect(built.aliases).toEqual(FULL.slice(1));
    const menu = readRegistry('schemas').filter((e) => FULL.some((r) => r.name === e.menuPath));
    expect(menu.map((e) => [e.menuPath, e.menuNm, e.parentMenuId, e.menuOrderno, e.meta.hidden, e.meta.parent])).toEqual(
      FULL.map((r) => [r.name, r.meta.title, `m_${r.menuParent}`, r.order, true, r.meta.parent]),
    );
  });
});
