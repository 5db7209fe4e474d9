// Preview as a role, on the server (issue 33 item 2): the tenant admin's preview of a screen "as a chosen
// role" reads its data with that role's rights, never the admin's. A preview call names the screen, the
// role and one of the calls the screen reads (a list's or a detail's data, a filter's options), with the
// body the screen would send; the server
//   1. takes the role's rights within the tenant (roles.ts), cut down to what the admin holds: a preview
//      never shows more than its viewer may see;
//   2. refuses the call when those rights do not hold its permission, as the call itself would refuse the
//      role's accounts (403);
//   3. runs the call's handler so that it can only read (a read handler, or any other on read-only services:
//      nothing a preview does can change data), its body checked by the call's own request schema;
//   4. takes out of the answer what the screen, pruned for those rights and the tenant's disable list,
//      does not show the role: the fields of columns and detail fields it loses, and from each row's
//      `actions` the row actions it loses.
// So the preview shows what that role would see, whatever the browser draws.
import { accessScreen, screenReads } from '../../../../engine/access';
import { catalogue } from '../../../catalogue';
import { fail, type CallContext, type Deps, type Principal } from '../../core';
import { disabledList } from './func-setting';
import { previewRoles } from './roles';
import { targetOf } from './patches';
import type { ScreenCatalog } from './screen-catalog';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Runs a read call's handler within another call's request (built by app.ts, which holds the handlers). */
export interface ReadCalls {
  run(key: string, body: unknown, outer: CallContext<unknown>): Promise<unknown>;
}

/** A block's or dialog's data source: the blocks of a screen (any depth) that read `key`. */
function readersOf(node: unknown, key: string, out: Rec[] = []): Rec[] {
  if (Array.isArray(node)) node.forEach((n) => readersOf(n, key, out));
  else if (isRec(node)) {
    if (isRec(node.data) && node.data.call === key) out.push(node);
    for (const v of Object.values(node)) readersOf(v, key, out);
  }
  return out;
}

/** The fields a reader shows (columns, detail fields, at any depth below it) and its row actions' ids. */
function shown(reader: Rec): { fields: Set<string>; actions: Set<string> } {
  const fields = new Set<string>();
  const actions = new Set<string>();
  const walk = (n: unknown, inActions: boolean) => {
    if (Array.isArray(n)) n.forEach((x) => walk(x, inActions));
    else if (isRec(n)) {
      if (inActions && typeof n.id === 'string') actions.add(n.id);
      if (!inActions && typeof n.field === 'string') fields.add(n.field);
      for (const [k, v] of Object.entries(n)) if (k !== 'filters' && k !== 'dialogs') walk(v, k === 'rowActions' ? true : inActions && k !== 'then');
    } else if (!inActions && typeof n === 'string') fields.add(n);
  };
  walk(reader.columns, false);
  walk(reader.sections, false);
  walk(reader.fields, false);
  walk(reader.rowActions, true);
  return { fields, actions };
}

/** Takes the lost fields and row actions out of an answer: a row, a list of rows, or a page of them. */
function strip(answer: unknown, fields: ReadonlySet<string>, actions: ReadonlySet<string>): unknown {
  const row = (r: unknown): unknown => {
    if (!isRec(r)) return r;
    const out: Rec = {};
    for (const [k, v] of Object.entries(r)) {
      if (fields.has(k)) continue;
      out[k] = k === 'actions' && Array.isArray(v) ? v.filter((a) => !actions.has(String(a))) : v;
    }
    return out;
  };
  if (Array.isArray(answer)) return answer.map(row);
  if (isRec(answer) && Array.isArray(answer.records)) return { ...answer, records: answer.records.map(row) };
  return row(answer);
}

export async function previewCall(
  ctx: CallContext<unknown>,
  catalog: ScreenCatalog,
  reads: ReadCalls,
  p: Principal,
  body: { screen: string; roleId: string; key: string; body?: Rec },
): Promise<unknown> {
  const deps: Deps = ctx.deps;
  const target = targetOf(catalog, body.screen);
  if (!screenReads(target.screen).has(body.key)) throw fail('BAD_REQUEST', `页面「${target.title}」不读取该数据`);
  const role = (await previewRoles(deps, p.tntId)).find((r) => r.roleId === body.roleId);
  if (!role) throw fail('NOT_FOUND', '角色不存在');
  // Never wider than the viewer: the role's rights that the admin holds too.
  const mine = (await deps.services.perms.of(p.tntId, p.accountId)).keys;
  const held = [...new Set([...role.authority, ...role.buttons])].filter((k) => mine.has(k));
  const call = catalogue.find((c) => c.key === body.key)!;
  if (call.permission !== 'login' && call.permission !== 'public' && !held.includes(call.permission)) {
    throw fail('FORBIDDEN', `角色「${role.roleNm}」无权查看该数据`);
  }
  const answer = await reads.run(body.key, body.body ?? {}, ctx);

  // What the screen shows the role, against what it shows unpruned: the difference is taken out.
  const disabled = await disabledList(deps, p.tntId);
  const pruned = accessScreen(target.screen as never, target.name, { authority: held, buttons: held, disabled }) as unknown;
  const before = readersOf(target.screen, body.key).map(shown);
  const after = readersOf(pruned ?? {}, body.key).map(shown);
  const keptFields = new Set(after.flatMap((s) => [...s.fields]));
  const keptActions = new Set(after.flatMap((s) => [...s.actions]));
  const lostFields = new Set(before.flatMap((s) => [...s.fields]).filter((f) => !keptFields.has(f)));
  const lostActions = new Set(before.flatMap((s) => [...s.actions]).filter((a) => !keptActions.has(a)));
  return strip(answer, lostFields, lostActions);
}
