// The move calls: each one transaction around the move function (move.ts), answering the order's new
// status. Arguments are checked by the request schema first; the move checks the rest.
import { withTenant } from '../../db';
import { type Deps, type Principal } from '../../core';
import { moveOrder } from './move';
import { setFrozen } from './freeze';
import { fenOf } from './money';
import type { MoveName } from './workflow';
import type { MoveArgs } from './effects';
import type { Actor } from './types';

type Caller = Principal & { actor: Actor };

/** A move's arguments, typed by the move (MoveArgs): a call cannot hand a move the wrong shape. */
type ArgsOf<M extends MoveName> = M extends keyof MoveArgs ? MoveArgs[M] : undefined;

export async function applyMove<M extends MoveName>(deps: Deps, c: Caller, orderId: string, move: M, args?: ArgsOf<M>, note?: string) {
  const now = new Date(deps.clock.now());
  const o = await withTenant(deps.orm, c.tntId, (tx) => moveOrder(tx, { tntId: c.tntId, orderId, move, actor: c.actor, now, args, note: note?.trim() }));
  return { orderId: o.orderId, status: String(o.status) };
}

export const changePrice = (deps: Deps, c: Caller, b: { orderId: string; adjustAmount: string; note?: string }) =>
  applyMove(deps, c, b.orderId, 'changePrice', { adjustFen: fenOf(b.adjustAmount) }, b.note);

export async function freeze(deps: Deps, c: Caller, orderId: string, frozen: boolean, reason = '') {
  const now = new Date(deps.clock.now());
  const o = await withTenant(deps.orm, c.tntId, (tx) => setFrozen(tx, { tntId: c.tntId, orderId, frozen, reason: reason.trim(), actor: c.actor, now }));
  return { orderId: o.orderId, status: String(o.status) };
}
