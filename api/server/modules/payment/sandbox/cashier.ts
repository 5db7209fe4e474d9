// The sandbox provider's HTTP face (its own path, not a catalogue call: it is the outside party's site):
// GET  /sandbox-pay/cashier?trade=..        the cashier page
// POST /sandbox-pay/cashier/decide          the payer's choice (form post): the trade is decided, the signed
//                                           notification is posted to the merchant, the browser is sent to
//                                           the merchant's return path with the result
// GET  /sandbox-pay/cashier.css             its stylesheet
// Notifications go through the server's own HTTP pipeline (inject), as a request from outside would.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { CASHIER_CSP, CASHIER_CSS, cashierPage, notFoundPage } from './cashier-page';
import { SANDBOX_BASE, type SandboxPaymentProvider } from './provider';

const TRADE = /^SB[0-9a-f]{24}$/;

export async function sandboxCashier(app: FastifyInstance, provider: SandboxPaymentProvider): Promise<void> {
  provider.deliver = async (notifyPath, body) => {
    const res = await app.inject({ method: 'POST', url: notifyPath, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    if (res.statusCode !== 200) app.log.warn({ notifyPath, status: res.statusCode, answer: res.body.slice(0, 200) }, 'sandbox payment notification refused');
    return res.statusCode === 200;
  };

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const html = (reply: FastifyReply, status: number, page: string) =>
      reply.code(status).header('content-type', 'text/html; charset=utf-8').header('content-security-policy', CASHIER_CSP)
        .header('x-content-type-options', 'nosniff').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send(page);

    scope.get(`${SANDBOX_BASE}/cashier.css`, async (_req, reply) =>
      reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(CASHIER_CSS));

    scope.get(`${SANDBOX_BASE}/cashier`, async (req, reply) => {
      const trade = String((req.query as Record<string, unknown>).trade ?? '');
      const row = TRADE.test(trade) ? await provider.trade(trade) : undefined;
      return row ? html(reply, 200, cashierPage(row, SANDBOX_BASE)) : html(reply, 404, notFoundPage(SANDBOX_BASE));
    });

    scope.post(`${SANDBOX_BASE}/cashier/decide`, async (req, reply) => {
      const b = (req.body ?? {}) as Record<string, unknown>;
      const trade = String(b.trade ?? '');
      const outcome = b.outcome === 'SUCCESS' || b.outcome === 'FAIL' ? b.outcome : null;
      if (!TRADE.test(trade) || !outcome) return html(reply, 404, notFoundPage(SANDBOX_BASE));
      const row = await provider.decide(trade, outcome);
      if (!row) return html(reply, 404, notFoundPage(SANDBOX_BASE));
      if (row.status === 'CLOSED') return html(reply, 409, cashierPage(row, SANDBOX_BASE));
      const sep = row.returnPath.includes('?') ? '&' : '?';
      return reply.code(303).header('cache-control', 'no-store')
        .redirect(`${row.returnPath}${sep}tradeNo=${encodeURIComponent(row.tradeNo)}&tradeStatus=${row.status}`, 303);
    });
  });
}
