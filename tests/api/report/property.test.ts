// A property test of the report aggregates (issue 31 item 6): fast-check drives random creates (on several
// days, for enterprise and personal buyers), moves (valid or refused), payments and folds through the
// order module's public face, and after every run the per-day aggregate rows (0090) equal the orders
// recounted per scope, day and status: count and every money sum.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { withTenant } from '../../../api/server/db';
import type { Actor, MoveName } from '../../../api/server/modules/indent';
import { foldDays } from '../../../api/server/modules/report';
import { startTestServer, type TestServer } from '../support/server';
import { BUYER, createOrder, deps, move, pay, SELLER, skuWithStock, TNT } from '../support/orders';

let h: TestServer;
let skuId: string;
beforeAll(async () => {
  h = await startTestServer();
  skuId = (await skuWithStock(h, 1_000_000)).skuId;
});
afterAll(() => h.close());

const SYSTEM: Actor = { accountId: 'system', companyId: null, role: 'system' };
const PERSONAL: Actor = { accountId: 'A060', companyId: null, role: 'buyer' };
const MOVES: [MoveName, Actor][] = [
  ['agree', SELLER], ['refuse', SELLER], ['changePrice', SELLER], ['buyerAgree', BUYER], ['cancel', BUYER], ['timeout', SYSTEM],
  ['deliver', SELLER], ['receive', BUYER], ['revokeDelivery', SELLER],
];

type Command =
  | { kind: 'create'; daysAgo: number; qty: number; personal: boolean }
  | { kind: 'move'; pick: number; move: number; adjust: number }
  | { kind: 'pay'; pick: number; share: number }
  | { kind: 'fold' };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('create' as const), daysAgo: fc.nat(3), qty: fc.integer({ min: 1, max: 5 }), personal: fc.boolean() }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('move' as const), pick: fc.nat(50), move: fc.nat(MOVES.length - 1), adjust: fc.integer({ min: -500, max: 500 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pay' as const), pick: fc.nat(50), share: fc.constantFrom(30, 100) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fold' as const) }) },
);

async function ignoreRefusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    if (!((e as { status?: number }).status! < 500)) throw e;
  }
}

async function run(c: Command, made: string[]) {
  if (c.kind === 'create') {
    h.clock.advance(-c.daysAgo * 86_400_000);
    try {
      const buyer = c.personal ? { accountId: PERSONAL.accountId, companyId: null } : { accountId: BUYER.accountId, companyId: BUYER.companyId };
      made.push((await createOrder(h, [{ skuId, quantity: c.qty }], { buyer, by: c.personal ? PERSONAL : BUYER })).orderId);
    } finally {
      h.clock.advance(c.daysAgo * 86_400_000);
    }
  } else if (c.kind === 'fold') {
    await withTenant(deps(h).orm, TNT, (tx) => foldDays(tx, TNT));
  } else if (made.length) {
    const id = made[c.pick % made.length]!;
    if (c.kind === 'pay') {
      const [o] = await h.db.owner.query<{ payable_fen: string; paid_fen: string; status: number }>(`SELECT payable_fen, paid_fen, status FROM orders WHERE tnt_id = $1 AND order_id = $2`, [TNT, id]);
      const due = Number(o!.payable_fen) - Number(o!.paid_fen);
      if (o!.status === 20 && due > 0) await ignoreRefusal(pay(h, id, c.share === 100 ? due : Math.max(1, Math.floor((due * c.share) / 100))));
    } else {
      const [m, actor] = MOVES[c.move]!;
      const [buyerOf] = await h.db.owner.query<{ buyer_company_id: string | null }>(`SELECT buyer_company_id FROM orders WHERE tnt_id = $1 AND order_id = $2`, [TNT, id]);
      const who = actor.role === 'buyer' && buyerOf!.buyer_company_id === null ? PERSONAL : actor;
      const args = m === 'changePrice' ? { adjustFen: c.adjust } : m === 'deliver' ? { lines: [{ lineNo: 1, quantity: 1000 }], expressCode: 'SF', trackingNo: 'SF1' } : undefined;
      await ignoreRefusal(move(h, id, m, who, args, m === 'refuse' || m === 'cancel' ? '测试' : undefined));
    }
  }
}

const AGG = `sum(n)::text AS n, sum(goods_fen)::text AS goods, sum(freight_fen)::text AS freight, sum(payable_fen)::text AS payable, sum(paid_fen)::text AS paid, sum(refunded_fen)::text AS refunded`;

async function expectAggregatesEqualRecount() {
  const kept = await h.db.owner.query<Record<string, string>>(
    `SELECT side, owner, day::text AS day, status, ${AGG} FROM order_report_days WHERE tnt_id = $1 GROUP BY 1, 2, 3, 4
     HAVING sum(n) <> 0 OR sum(payable_fen) <> 0 OR sum(paid_fen) <> 0 OR sum(refunded_fen) <> 0 OR sum(goods_fen) <> 0 OR sum(freight_fen) <> 0 ORDER BY 1, 2, 3, 4`, [TNT]);
  const counted = await h.db.owner.query<Record<string, string>>(
    `SELECT s.side, s.owner, (o.created_at AT TIME ZONE INTERVAL '08:00')::date::text AS day, o.status,
            count(*)::text AS n, sum(goods_fen)::text AS goods, sum(freight_fen)::text AS freight, sum(payable_fen)::text AS payable,
            sum(paid_fen)::text AS paid, sum(refunded_fen)::text AS refunded
     FROM orders o CROSS JOIN LATERAL (VALUES ('s', o.seller_company_id),
       (CASE WHEN o.buyer_company_id IS NULL THEN 'p' ELSE 'b' END, coalesce(o.buyer_company_id, o.buyer_account_id))) AS s (side, owner)
     WHERE o.tnt_id = $1 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`, [TNT]);
  expect(kept).toEqual(counted);
}

describe('report aggregates under random creates, moves, payments and folds', () => {
  it('equal a recount of the orders after every run', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 25 }), async (commands) => {
        const made: string[] = [];
        for (const c of commands) await run(c, made);
        await expectAggregatesEqualRecount();
      }),
      { numRuns: 8 },
    );
  });
});
