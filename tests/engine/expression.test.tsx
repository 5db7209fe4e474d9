// Expressions ("= row.status == '10' && !row.frozen"): parsed when a file is loaded into the JSON-logic
// the interpreter runs (nothing is evaluated from text in the browser), and checked: an unknown operator,
// or a field that neither the block's entity nor its call's answer has, fails schemas:check with the file
// and JSON pointer.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { loadSchemaFiles } from '../../engine/build/load-files';
import { checkScreens, formatError } from '../../engine/schema/check';
import { compileScreen } from '../../engine/schema/compile';
import { compileExpression } from '../../engine/schema/expression';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);

describe('expressions', () => {
  it('compile to the JSON-logic they stand for', () => {
    expect(compileExpression("= row.status == '10' && !row.frozen")).toEqual({ and: [{ '==': [{ var: 'row.status' }, '10'] }, { '!': { var: 'row.frozen' } }] });
    expect(compileExpression("= in(data.payType, ['8', '9']) || data.lines[0].qty * 2 > 3")).toEqual({
      or: [{ in: [{ var: 'data.payType' }, ['8', '9']] }, { '>': [{ '*': [{ var: 'data.lines.0.qty' }, 2] }, 3] }],
    });
    expect(compileExpression('= a ? -b : max(c, 1)')).toEqual({ if: [{ var: 'a' }, { '-': [{ var: 'b' }] }, { max: [{ var: 'c' }, 1] }] });
    // Compiled logic compiles to itself (the registry compiles built files again).
    const once = compileScreen({ kind: 'text', heading: '= session.systemName', access: { visible: '= !state.editing' } }).json;
    expect(compileScreen(once).json).toEqual(once);
  });

  it('compile wherever an expression stands: failed steps, a page backdrop and a steps block\'s done too', () => {
    const { json, errors } = compileScreen({
      kind: 'page', route: { name: 'P', path: '/p', meta: { title: 'P' } }, layout: { centered: true, backdrop: '= session.loginBg' },
      blocks: [
        { kind: 'text', actions: [{ id: 'a', label: 'a', call: 'x.y', failed: [{ set: { captcha: "= error.code == 'YSCPR00000415'" } }] }] },
        { kind: 'steps', steps: [{ label: '一' }], current: '= data.status', done: "= data.status == '50'" },
      ],
    });
    expect(errors).toEqual([]);
    const j = json as unknown as { layout: { backdrop: unknown }; blocks: [{ actions: [{ failed: [{ set: { captcha: unknown } }] }] }, { done: unknown }] };
    expect(j.layout.backdrop).toEqual({ var: 'session.loginBg' });
    expect(j.blocks[0].actions[0].failed[0].set.captcha).toEqual({ '==': [{ var: 'error.code' }, 'YSCPR00000415'] });
    expect(j.blocks[1].done).toEqual({ '==': [{ var: 'data.status' }, '50'] });
  });

  it('decide what a screen shows, as the JSON-logic they replace did', async () => {
    const t = inlineEngine({ 'order.page': () => ({ records: [{ id: 'a', status: '10', frozen: false }, { id: 'b', status: '10', frozen: true }], total: 2 }) });
    render(t.view({
      kind: 'list', route: { name: 'Orders', path: '/orders', meta: { title: '订单' } }, entity: 'order', data: { call: 'order.page' }, columns: ['id'],
      rowActions: [{ id: 'agree', label: '同意', call: 'order.agree', access: { visible: "= row.status == '10' && !row.frozen" } }],
    }, { order: { $id: 'order', type: 'object', properties: { id: { type: 'string', title: '编号' }, status: { type: 'string' }, frozen: { type: 'boolean' } } } } as never));
    await screen.findByText('b');
    expect(screen.getAllByRole('button', { name: '同意' })).toHaveLength(1);
    expect(screen.getByText('a').closest('tr')!.textContent).toContain('同意');
  });

  it('schemas:check names the file and JSON pointer of an unknown operator, an unknown field and a malformed expression', () => {
    const dir = mkdtempSync(join(tmpdir(), 'expr-'));
    mkdirSync(join(dir, 'entities'));
    mkdirSync(join(dir, 'area'));
    writeFileSync(join(dir, 'entities', 'order.json'), JSON.stringify({ $id: 'order', type: 'object', properties: { id: { type: 'string', title: '编号' }, status: { type: 'string', title: '状态' } } }));
    const action = (id: string, visible: unknown) => ({ id, label: id, access: { visible } });
    const list = (name: string, rowActions: unknown[]) => ({
      kind: 'list', route: { name, path: `/${name}`, meta: { title: '订单' } }, entity: 'order', data: { call: 'order.page' }, columns: ['id'], rowActions,
    });
    writeFileSync(join(dir, 'area', 'fields.json'), JSON.stringify(list('Fields', [
      // `actions` is not the entity's but the call answers it (the moves the caller may make).
      action('a', "= row.status == '10' && row.actions"),
      action('b', "= row.stauts == '10'"),
      // Hand-written JSON-logic keeps its own checks (scope roots); only expressions are held to the fields.
      action('c', { '==': [{ var: 'row.anything' }, '1'] }),
    ])));
    writeFileSync(join(dir, 'area', 'unread.json'), JSON.stringify(list('Unread', [action('a', '= row.status | 1'), action('b', '= eval(row.status)'), action('c', "= row.status == '10")])));
    const loaded = loadSchemaFiles(dir, dir);
    const check = checkScreens({ files: loaded.screens, entities: loaded.entities, catalogue: { keys: ['order.page'], answers: { 'order.page': ['id', 'status', 'actions'] } } });
    expect(loaded.errors.map(formatError)).toEqual([
      'area/unread.json#/rowActions/0/access/visible expression "= row.status | 1": unknown operator "|"',
      expect.stringMatching(/^area\/unread\.json#\/rowActions\/1\/access\/visible expression "= eval\(row\.status\)": unknown operator "eval"/),
      expect.stringMatching(/^area\/unread\.json#\/rowActions\/2\/access\/visible expression "= row\.status == '10" cannot be read: /),
    ]);
    expect(check.map(formatError).filter((e) => e.startsWith('area/fields.json'))).toEqual([
      'area/fields.json#/rowActions/1/access/visible entity "order" has no field "stauts" (row.stauts), nor does the answer of order.page',
    ]);
  });
});
