// Payment test helpers: orders written straight into the orders table in the state a test needs (the
// orders' own suites test how orders get there), a voucher upload, and the sandbox cashier driven like a
// browser: open it, choose 支付成功 or 支付失败, follow the provider's return to the result page.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { HEADERS } from '../../../api/catalogue';
import { encodePng } from '../../../api/server/core/png';
import type { SandboxPaymentProvider } from '../../../api/server/modules/payment';
import { DEMO, nonce } from './client';
import { startTestServer, type TestServer } from './server';

export const PHONES = { seller: '13800000002', buyer: '13800000003', agent: '13800000004', personal: '13800000006', admin: '13800000001' } as const;

export interface OrderSpec {
  status?: number;
  payType?: number;
  payableFen?: number;
  paidFen?: number;
  buyerCompanyId?: string | null;
  buyerAccountId?: string;
  sellerCompanyId?: string;
  frozen?: boolean;
  tntId?: string;
  /** Instalment amounts (pay types 8, 9); paid ones first. */
  instalments?: { amountFen: number; paid?: boolean }[];
}

let seq = 0;

/** An order in the given state (default: awaiting payment, 128.50 yuan, C002 buys from C001). */
export async function makeOrder(h: TestServer, s: OrderSpec = {}): Promise<{ orderId: string; orderNo: string }> {
  seq++;
  const orderId = `PT${randomBytes(8).toString('hex')}`;
  const orderNo = `20261124${String(900000 + seq).padStart(6, '0')}${randomBytes(2).toString('hex')}`;
  const payable = s.payableFen ?? 12850;
  const tnt = s.tntId ?? DEMO.tntId;
  const buyerCompany = s.buyerCompanyId === undefined ? 'C002' : s.buyerCompanyId;
  await h.db.owner.query(
    `INSERT INTO orders (tnt_id, order_id, order_no, order_type, pay_type, status, frozen, buyer_company_id, buyer_account_id, buyer_nm,
       seller_company_id, seller_nm, created_by, goods_fen, freight_fen, payable_fen, paid_fen, created_at, updated_at)
     VALUES ($1, $2, $3, 1, $4, $5, $6, $7, $8, '丰收农产品采购有限公司', $9, '绿源农业科技有限公司', $8, $10, 0, $10, $11, now(), now())`,
    [tnt, orderId, orderNo, s.payType ?? 5, s.status ?? 20, s.frozen ?? false, buyerCompany, s.buyerAccountId ?? 'A030', s.sellerCompanyId ?? 'C001', payable, s.paidFen ?? 0],
  );
  await h.db.owner.query(
    `INSERT INTO order_lines (tnt_id, order_id, line_no, sku_id, item_id, item_nm, spec_values, price_fen, quantity, amount_fen)
     VALUES ($1, $2, 1, 'SKU-T', 'ITEM-T', '红富士苹果', '5斤装', $3, 1, $3)`, [tnt, orderId, payable]);
  for (const [i, p] of (s.instalments ?? []).entries()) {
    await h.db.owner.query(
      `INSERT INTO order_instalments (tnt_id, order_id, seq, amount_fen, due_date, paid_at) VALUES ($1, $2, $3, $4, current_date + $5::int, $6)`,
      [tnt, orderId, i + 1, p.amountFen, i * 30, p.paid ? new Date() : null],
    );
  }
  return { orderId, orderNo };
}

export async function orderRow(h: TestServer, orderId: string) {
  const [o] = await h.db.owner.query<{ status: number; paid_fen: string; frozen: boolean }>('SELECT status, paid_fen::text, frozen FROM orders WHERE order_id = $1', [orderId]);
  return { status: Number(o!.status), paidFen: Number(o!.paid_fen) };
}

export async function historyOf(h: TestServer, orderId: string) {
  return h.db.owner.query<{ move: string; from_status: number | null; to_status: number; actor_role: string; note: string }>(
    'SELECT move, from_status, to_status, actor_role, note FROM order_history WHERE order_id = $1 ORDER BY seq', [orderId]);
}

export async function paymentRows(h: TestServer, orderId: string) {
  return h.db.owner.query<{ pay_no: string; status: string; channel: string; amount_fen: string; provider_ref: string | null }>(
    `SELECT p.pay_no, p.status, p.channel, p.amount_fen::text, p.provider_ref FROM payments p JOIN payment_orders o USING (tnt_id, pay_id)
     WHERE o.order_id = $1 ORDER BY p.created_at, p.pay_no`, [orderId]);
}

/** A 1x1 PNG uploaded by `token` as a voucher: { id, name, url }. */
export async function uploadVoucher(h: TestServer, token: string): Promise<{ id: string; name: string; url: string }> {
  const boundary = `----scpr${nonce()}`;
  const data = encodePng(1, 1, new Uint8Array([0x2e, 0x8b, 0x57]));
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="转账凭证.png"\r\nContent-Type: image/png\r\n\r\n`),
    data, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await h.app.inject({
    method: 'POST', url: '/scpr/file/file/upload', payload: body,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`, [HEADERS.timestamp]: String(h.clock.now()), [HEADERS.nonce]: nonce(),
      [HEADERS.tntId]: DEMO.tntId, [HEADERS.idytpCd]: DEMO.idytpCd, [HEADERS.token]: token,
    },
  });
  const r = res.json() as { code: string; resultData: { id: string; name: string; url: string } };
  expect(r.code).toBe('0');
  return r.resultData;
}

export const sandboxOf = (h: TestServer): SandboxPaymentProvider => h.app.scpr.pay as SandboxPaymentProvider;

/** The payer at the sandbox cashier: opens the page, chooses, follows the return. Answers the page the
 * browser lands on (path + query) and the cashier page's HTML. */
export async function cashier(h: TestServer, cashierUrl: string, outcome: 'SUCCESS' | 'FAIL') {
  const page = await h.app.inject({ method: 'GET', url: cashierUrl });
  expect(page.statusCode).toBe(200);
  const trade = new URL(cashierUrl, 'http://x').searchParams.get('trade')!;
  const decided = await h.app.inject({
    method: 'POST', url: '/sandbox-pay/cashier/decide', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ trade, outcome }).toString(),
  });
  expect(decided.statusCode).toBe(303);
  const back = await h.app.inject({ method: 'GET', url: String(decided.headers.location) });
  expect(back.statusCode).toBe(303);
  return { landing: String(back.headers.location), html: page.body, csp: String(page.headers['content-security-policy'] ?? ''), trade };
}

type Role = keyof typeof PHONES;
/** One payment test file's server and people: started before its tests, closed after; `call` and `ok` sign
 * calls as the buyer unless given another token. Fields are filled in beforeAll: read them inside tests. */
export interface PaymentSuite {
  h: TestServer;
  tokens: Record<Role, string>;
  call(key: string, body: unknown, token?: string): ReturnType<TestServer['client']['call']>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ok<T = any>(key: string, body: unknown, token?: string): Promise<T>;
}

export function paymentSuite(roles: readonly Role[]): PaymentSuite {
  const s = { tokens: {} } as PaymentSuite;
  beforeAll(async () => {
    s.h = await startTestServer();
    for (const r of roles) s.tokens[r] = await s.h.client.token(PHONES[r]);
  });
  afterAll(() => s.h?.close());
  s.call = (key, body, token) => s.h.client.call(key, body, { token: token ?? s.tokens.buyer });
  s.ok = async <T,>(key: string, body: unknown, token?: string): Promise<T> => {
    const r = await s.call(key, body, token);
    expect(r.body, `${key}: ${r.body.msg}`).toMatchObject({ code: '0' });
    return r.body.resultData as T;
  };
  return s;
}

/** The sandbox's trades of an order's attempts, oldest first (the provider's own records). */
export async function tradesOf(h: TestServer, orderId: string) {
  return h.db.owner.query<{ trade_no: string; status: string; out_trade_no: string }>(
    `SELECT t.trade_no, t.status, t.out_trade_no FROM sandbox_pay_trades t
     JOIN payments p ON p.tnt_id = t.merchant_id AND p.pay_no = t.out_trade_no JOIN payment_orders o USING (tnt_id, pay_id)
     WHERE o.order_id = $1 ORDER BY t.created_at, t.trade_no`, [orderId]);
}

/** Holds the next call of one of the sandbox provider's methods (the real one, not a stand-in) until the
 * test opens the gate: `reached` settles when the held call arrives; `release()` lets later calls pass
 * while the held one still waits; `open()` lets it go on (and restores the method). Forces an interleaving
 * without timing. */
export function holdProvider(h: TestServer, method: 'createPayment' | 'close' | 'queryStatus') {
  const sb = sandboxOf(h) as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
  const real = sb[method]!;
  let arrived!: () => void;
  let go!: () => void;
  const reached = new Promise<void>((r) => (arrived = r));
  const opened = new Promise<void>((r) => (go = r));
  let held = false;
  sb[method] = async function (this: unknown, ...a: unknown[]) {
    if (!held) {
      held = true;
      arrived();
      await opened;
    }
    return real.apply(sb, a);
  };
  const restore = () => {
    sb[method] = real;
  };
  return { reached, release: restore, open: () => { restore(); go(); } };
}
