// The sandbox cashier's pages: plain server-rendered HTML in Chinese, no script at all (the page's CSP
// allows only its own stylesheet and form posts to itself), every value escaped.
import { formatFen } from '../../../../../engine/validation';
import type { Trade } from './provider';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const CASHIER_CSP = "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function layout(title: string, body: string, cssHref: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="${escapeHtml(cssHref)}"></head>
<body><header class="bar"><span class="logo">沙箱支付</span><span class="hint">测试环境收银台：不会产生真实扣款</span></header>
<main class="card">${body}</main></body></html>`;
}

export function cashierPage(trade: Trade, base: string): string {
  const rows = [
    ['商户', trade.merchantId],
    ['商品说明', trade.subject],
    ['支付单号', trade.outTradeNo],
    ['交易号', trade.tradeNo],
  ].map(([k, v]) => `<div class="row"><span class="k">${escapeHtml(k!)}</span><span class="v">${escapeHtml(v!)}</span></div>`).join('');
  const waiting = trade.status === 'WAIT';
  const action = waiting
    ? `<form method="post" action="${base}/cashier/decide" class="actions">
<input type="hidden" name="trade" value="${escapeHtml(trade.tradeNo)}">
<button type="submit" name="outcome" value="SUCCESS" class="ok">支付成功</button>
<button type="submit" name="outcome" value="FAIL" class="bad">支付失败</button></form>
<p class="note">请选择本次模拟支付的结果，选择后将通知商户并返回商户页面。</p>`
    : `<p class="done">${trade.status === 'CLOSED' ? '该交易已关闭，请返回商户重新发起支付。' : '该交易已完成支付操作。'}</p>
${trade.status === 'CLOSED' ? '' : `<form method="post" action="${base}/cashier/decide" class="actions"><input type="hidden" name="trade" value="${escapeHtml(trade.tradeNo)}"><button type="submit" name="outcome" value="${escapeHtml(trade.status)}" class="ok">返回商户</button></form>`}`;
  return layout('沙箱支付收银台', `<h1>收银台</h1><div class="amount"><span>应付金额</span><strong>¥${formatFen(trade.amountFen)}</strong></div>${rows}${action}`, `${base}/cashier.css`);
}

export function notFoundPage(base: string): string {
  return layout('沙箱支付收银台', '<h1>交易不存在</h1><p class="done">该交易不存在或链接已失效，请返回商户重新发起支付。</p>', `${base}/cashier.css`);
}

export const CASHIER_CSS = `
body{margin:0;font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#f0f2f5;color:#1f2329}
.bar{display:flex;align-items:center;gap:16px;padding:0 32px;height:56px;background:#1677ff;color:#fff}
.logo{font-size:18px;font-weight:600}.hint{font-size:13px;opacity:.85}
.card{max-width:520px;margin:48px auto;background:#fff;border-radius:8px;padding:32px 40px;box-shadow:0 2px 8px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 24px}
.amount{display:flex;justify-content:space-between;align-items:baseline;padding-bottom:16px;margin-bottom:16px;border-bottom:1px solid #f0f0f0}
.amount strong{font-size:28px;color:#f5222d}
.row{display:flex;justify-content:space-between;padding:6px 0;font-size:14px}.k{color:#86909c}.v{word-break:break-all;text-align:right;max-width:70%}
.actions{display:flex;gap:16px;margin-top:28px}
button{flex:1;height:40px;border-radius:6px;border:1px solid transparent;font-size:15px;cursor:pointer}
.ok{background:#1677ff;color:#fff}.bad{background:#fff;color:#f5222d;border-color:#f5222d}
.note,.done{font-size:13px;color:#86909c;margin-top:16px}
`;
