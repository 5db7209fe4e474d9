// A property test of the order state machine (issue 12 item 6): fast-check drives random sequences of
// moves, valid and invalid (wrong state, wrong side, wrong arguments, frozen orders), through the move
// function and checks after each step: the status is one the table reaches, the amounts add up, the stock
// invariant holds (reserved = sum of reservations = agreed, undelivered quantities; nothing negative),
// the history has one row per successful move, and the order counts of the lists (order_counts) match
// the orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { withTenant } from '../../../api/server/db';
import { orderFlow, setFrozen, type Actor, type MoveName } from '../../../api/server/modules/indent';
import { startTestServer, type TestServer } from '../support/server';
import { BUYER, createOrder, deps, move, OTHER_SELLER, pay, PLATFORM, SELLER, skuWithStock, TNT } from '../support/orders';

let h: TestServer;
let skus: { skuId: string; priceFen: number }[];
beforeAll(async () => {
  h = await startTestServer();
  skus = [await skuWithStock(h, 100_000, 0), await skuWithStock(h, 100_000, 1)];
});
afterAll(() => h.close());

const SYSTEM: Actor = { accountId: 'system', companyId: null, role: 'system' };
const ACTORS = [SELLER, BUYER, SYSTEM, OTHER_SELLER];
const MOVES: MoveName[] = [
  'agree', 'refuse', 'changePrice', 'buyerAgree', 'cancel', 'timeout', 'paySuccess', 'offlineSubmit', 'offlineConfirm', 'offlineReject',
  'deliver', 'revokeDelivery', 'deleteDelivery', 'redeliver', 'receive', 'notDelivered', 'paidOff',
];

type Command =
  | { kind: 'move'; move: MoveName; valid: boolean; actor: number; pick: number; qty: number; adjust: number }
  | { kind: 'pay'; share: number }
  | { kind: 'freeze' | 'unfreeze' };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('move' as const), move: fc.constantFrom(...MOVES), valid: fc.boolean(), actor: fc.nat(9), pick: fc.nat(5), qty: fc.integer({ min: 1, max: 4 }), adjust: fc.integer({ min: -3000, max: 3000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pay' as const), share: fc.constantFrom(30, 100, 100) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('freeze' as const, 'unfreeze' as const) }) },
);

/** The mover: mostly the side the table names for the move, sometimes anyone (invalid on purpose). */
function actorFor(m: MoveName, n: number): Actor {
  if (n >= 8) return ACTORS[n % ACTORS.length]!;
  if (['agree', 'refuse', 'changePrice', 'offlineConfirm', 'offlineReject', 'deliver', 'revokeDelivery', 'deleteDelivery', 'redeliver'].includes(m)) return SELLER;
  if (['timeout', 'paySuccess', 'paidOff', 'nothingDue'].includes(m)) return SYSTEM;
  return BUYER;
}

async function q<T>(text: string, params: unknown[]): Promise<T[]> {
  return h.db.owner.query<T>(text, params);
}

async function argsFor(orderId: string, c: Extract<Command, { kind: 'move' }>): Promise<unknown> {
  const deliveries = await q<{ delivery_id: string }>(`SELECT delivery_id FROM order_deliveries WHERE tnt_id = $1 AND order_id = $2 ORDER BY created_at, delivery_id`, [TNT, orderId]);
  const d = deliveries.length ? deliveries[c.pick % deliveries.length]!.delivery_id : 'none';
  switch (c.move) {
    case 'changePrice': {
      // Now and then the whole payable off: a zero order, which must not wait at 20 (docs/trading.md "Nothing to pay").
      if (c.qty !== 1) return { adjustFen: c.adjust };
      const [o] = await q<{ goods_fen: string; freight_fen: string; discount_fen: string }>(`SELECT goods_fen, freight_fen, discount_fen FROM orders WHERE tnt_id = $1 AND order_id = $2`, [TNT, orderId]);
      return { adjustFen: -(Number(o!.goods_fen) + Number(o!.freight_fen) - Number(o!.discount_fen)) };
    }
    case 'deliver': {
      // Valid: everything a line still waits for; otherwise a random quantity (maybe too many).
      const open = await q<{ line_no: number; left: string }>(
        `SELECT line_no, quantity - delivered_qty AS left FROM order_lines WHERE tnt_id = $1 AND order_id = $2 AND quantity > delivered_qty ORDER BY line_no`, [TNT, orderId]);
      const line = open.length ? open[c.pick % open.length]! : { line_no: (c.pick % 2) + 1, left: String(c.qty) };
      return { lines: [{ lineNo: Number(line.line_no), quantity: c.valid ? Number(line.left) : c.qty }], expressCode: 'SF', trackingNo: 'SF0000001' };
    }
    case 'revokeDelivery': case 'deleteDelivery': return { deliveryId: d };
    case 'redeliver': return { deliveryId: d, expressCode: 'YD', trackingNo: 'YD0000001' };
    case 'notDelivered': return c.pick % 2 ? { deliveryId: d } : undefined;
    default: return undefined;
  }
}

/** Every (scope, status, day) whose summed order_counts differ from counting the tenant's orders. */
async function countsDrift() {
  return q(`
    WITH want AS (
      SELECT s.side, s.owner, o.status, (o.created_at AT TIME ZONE INTERVAL '08:00')::date AS day, count(*)::bigint AS n FROM orders o
      CROSS JOIN LATERAL (VALUES ('s', o.seller_company_id),
        (CASE WHEN o.buyer_company_id IS NULL THEN 'p' ELSE 'b' END, coalesce(o.buyer_company_id, o.buyer_account_id)), ('t', '')) AS s (side, owner)
      WHERE o.tnt_id = $1 GROUP BY 1, 2, 3, 4),
    have AS (SELECT side, owner, status, day, sum(n)::bigint AS n FROM order_counts WHERE tnt_id = $1 GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0)
    (SELECT 'missing' AS drift, * FROM (SELECT * FROM want EXCEPT SELECT * FROM have) a)
    UNION ALL (SELECT 'extra', * FROM (SELECT * FROM have EXCEPT SELECT * FROM want) b)`, [TNT]);
}

async function checkInvariants(orderId: string, successes: number) {
  const [o] = await q<Record<string, string | number | boolean>>(`SELECT * FROM orders WHERE tnt_id = $1 AND order_id = $2`, [TNT, orderId]);
  const n = (k: string) => Number(o![k]);
  expect(orderFlow.reachable().has(orderFlow.stateOf(n('status'))!), `status ${o!.status}`).toBe(true);
  expect(n('payable_fen')).toBe(n('goods_fen') + n('freight_fen') - n('discount_fen') + n('adjust_fen'));
  expect(n('paid_fen')).toBeLessThanOrEqual(n('payable_fen'));
  expect(n('payable_fen')).toBeGreaterThanOrEqual(0);
  const lines = await q<{ sku_id: string; quantity: string; delivered_qty: string; amount_fen: string; price_fen: string }>(
    `SELECT sku_id, quantity, delivered_qty, amount_fen, price_fen FROM order_lines WHERE tnt_id = $1 AND order_id = $2`, [TNT, orderId]);
  expect(lines.reduce((s, l) => s + Number(l.amount_fen), 0)).toBe(n('goods_fen'));
  for (const l of lines) expect(Number(l.delivered_qty)).toBeLessThanOrEqual(Number(l.quantity));
  // Stock: what the order holds is exactly its agreed, undelivered quantities (nothing once released).
  const held = await q<{ sku_id: string; quantity: string }>(`SELECT sku_id, quantity FROM order_reservations WHERE tnt_id = $1 AND order_id = $2`, [TNT, orderId]);
  for (const s of skus) {
    const want = o!.stock_reserved ? lines.filter((l) => l.sku_id === s.skuId).reduce((a, l) => a + Number(l.quantity) - Number(l.delivered_qty), 0) : 0;
    expect(held.filter((x) => x.sku_id === s.skuId).reduce((a, x) => a + Number(x.quantity), 0)).toBe(want);
    const [row] = await q<{ stock: string; reserved: string; sum: string }>(
      `SELECT stock, reserved, (SELECT coalesce(sum(quantity), 0) FROM order_reservations WHERE tnt_id = $1 AND sku_id = $2) AS sum FROM item_skus WHERE tnt_id = $1 AND sku_id = $2`, [TNT, s.skuId]);
    expect(Number(row!.stock)).toBeGreaterThanOrEqual(0);
    expect(Number(row!.reserved)).toBeGreaterThanOrEqual(0);
    expect(Number(row!.reserved)).toBe(Number(row!.sum));
    expect(Number(row!.stock)).toBeGreaterThanOrEqual(Number(row!.reserved));
  }
  const history = await q<{ to_status: number }>(`SELECT to_status FROM order_history WHERE tnt_id = $1 AND order_id = $2 ORDER BY seq`, [TNT, orderId]);
  expect(history).toHaveLength(successes + 1);
  // Nothing to pay: an order never waits at 20 with nothing due before delivery (the payable, or the first instalment).
  if (n('status') === 20) {
    const [first] = await q<{ amount_fen: string }>(`SELECT amount_fen FROM order_instalments WHERE tnt_id = $1 AND order_id = $2 ORDER BY seq LIMIT 1`, [TNT, orderId]);
    expect(first ? Number(first.amount_fen) : n('payable_fen'), 'due before delivery at 20').toBeGreaterThan(0);
  }
  // The counts the lists' totals and tabs read (order_counts, kept by triggers) are the orders' own counts.
  expect(await countsDrift()).toEqual([]);
  expect(Number(history.at(-1)!.to_status)).toBe(n('status'));
  return n('status');
}

describe('order state machine, random sequences', () => {
  it('keeps every state, amount, stock and history invariant', async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(5, 6, 7, 8, 9, 10), fc.array(command, { minLength: 5, maxLength: 40, size: 'max' }), async (payType, commands) => {
        const o = await createOrder(h, [{ skuId: skus[0]!.skuId, quantity: 3 }, { skuId: skus[1]!.skuId, quantity: 2 }], { payType });
        let successes = 0;
        for (const c of commands) {
          try {
            if (c.kind === 'pay') {
              const [r] = await q<{ payable_fen: string; paid_fen: string }>(`SELECT payable_fen, paid_fen FROM orders WHERE tnt_id = $1 AND order_id = $2`, [TNT, o.orderId]);
              await pay(h, o.orderId, Math.max(1, Math.floor(((Number(r!.payable_fen) - Number(r!.paid_fen)) * c.share) / 100)));
            } else if (c.kind === 'freeze' || c.kind === 'unfreeze') {
              await withTenant(deps(h).orm, TNT, (tx) => setFrozen(tx, { tntId: TNT, orderId: o.orderId, frozen: c.kind === 'freeze', reason: '抽查', actor: PLATFORM, now: new Date(h.clock.now()) }));
              successes++;
            } else if (c.kind === 'move') {
              // Half the time a move the table allows from the current status (so sequences get far), the
              // other half any move at all.
              const [cur] = await q<{ status: number }>(`SELECT status FROM orders WHERE tnt_id = $1 AND order_id = $2`, [TNT, o.orderId]);
              const allowed = orderFlow.transitions.filter((r) => orderFlow.is(cur!.status, r.from)).map((r) => r.move);
              const m = c.valid && allowed.length ? allowed[c.pick % allowed.length]! : c.move;
              const after = await move(h, o.orderId, m, actorFor(m, c.actor), await argsFor(o.orderId, { ...c, move: m }), m === 'refuse' ? '缺货' : undefined);
              successes++;
              // An agreement leaving nothing to pay is followed by the system's nothingDue in the same transaction.
              const [last] = await q<{ move: string }>(`SELECT move FROM order_history WHERE tnt_id = $1 AND order_id = $2 ORDER BY seq DESC LIMIT 1`, [TNT, o.orderId]);
              if (m !== 'nothingDue' && last!.move === 'nothingDue') {
                expect([m, after.status]).toEqual([m, 30]);
                successes++;
              }
            }
          } catch (e) {
            // Refusals are part of the game; anything but a 4xx is a bug.
            const status = (e as { status?: number }).status;
            expect(status, String((e as Error).message)).toBeGreaterThanOrEqual(400);
            expect(status, String((e as Error).message)).toBeLessThan(500);
          }
          h.clock.advance(1000);
          seen.add(await checkInvariants(o.orderId, successes));
        }
      }),
      // A fixed seed: the same sequences every run (a failure names its seed and path to replay it).
      { numRuns: 60, seed: 20261124 },
    );
    // The sequences went far enough to matter: through payment, delivery and receipt, and the final states.
    expect([...seen].sort((a, b) => a - b)).toEqual(expect.arrayContaining([10, 15, 20, 30, 35, 40, 45, 50, 90, 91]));
  }, 600_000); // a few thousand moves: generous on a shared, busy machine
});
