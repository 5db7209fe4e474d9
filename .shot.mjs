// scratch: not committed
import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://localhost:5191/scprmall';
const width = Number(process.env.W ?? 1366);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const p = await b.newPage({ viewport: { width, height: 900 } });
p.on('pageerror', (e) => console.log('PAGEERROR', e.message));
p.on('console', (m) => m.type() === 'error' && console.log('CONSOLE', m.text()));
p.setDefaultTimeout(120000);
await p.goto(`${base}/login`);
await p.getByLabel('手机号码').fill('13800000003');
await p.getByLabel('密码').fill('Demo@2026');
await p.getByRole('button', { name: '登录', exact: true }).click();
await p.waitForURL((u) => !u.pathname.endsWith('/login'));
const token = await p.evaluate(() => JSON.parse(sessionStorage.getItem('SCPR_SESSION_CACHE:token') ?? '""'));
const api = async (path, body) => {
  const r = await fetch(`http://localhost:8191${path}`, { method: 'POST', headers: { 'content-type': 'application/json', prereq: String(Date.now()), xvrandom: Math.random().toString(16).slice(2).padEnd(32, '0'), tntid: 'T1001', idytpcd: 'AGRI', login_token: token }, body: JSON.stringify(body) });
  return (await r.json()).resultData;
};
const steps = (process.env.STEPS ?? 'cart').split(',');
if (process.env.LIST) {
  for (const c of ['C001', 'C000']) {
    const f = await api('/scpr/item/front/search', { pageNum: 1, pageSize: 5, companyId: c });
    for (const g of f.records) console.log(c, g.itemId, g.itemNm);
  }
}
for (const s of steps) {
  if (s.startsWith('add:')) {
    await p.goto(`${base}/shopping/product-details?itemId=${s.slice(4)}`);
    await p.getByRole('button', { name: '加入购物车' }).click();
    await p.getByText('已加入购物车').first().waitFor();
  } else if (s.startsWith('buynow:')) {
    p.on('request', (r) => r.url().includes('v2/create') && console.log('REQ', r.postData()));
    p.on('response', async (r) => r.url().includes('v2/create') && console.log('RES', await r.text()));
    await p.goto(`${base}/shopping/product-details?itemId=${s.slice(7)}`);
    await p.getByRole('button', { name: '立即购买' }).click();
    await p.getByText('提交订单').first().waitFor();
    await p.waitForTimeout(3000);
    await p.getByRole('button', { name: '提交订单' }).click();
    await p.waitForTimeout(3000);
    await p.screenshot({ path: `/tmp/shots/buynow-${width}.png` });
  } else if (s === 'cart') {
    await p.goto(`${base}/shopping/cart`);
    await p.getByText('去结算').first().waitFor();
    await p.waitForTimeout(1500);
    await p.screenshot({ path: `/tmp/shots/cart-${width}.png`, fullPage: true });
  } else if (s === 'checkout') {
    await p.getByRole('button', { name: '去结算' }).click();
    await p.getByText('提交订单').first().waitFor();
    await p.waitForTimeout(3000);
    await p.screenshot({ path: `/tmp/shots/checkout-${width}.png`, fullPage: true });
    await p.evaluate(() => document.querySelectorAll('*').forEach((e) => { if (e.scrollHeight > e.clientHeight + 10) e.scrollTop = e.scrollHeight; }));
    await p.waitForTimeout(500);
    await p.screenshot({ path: `/tmp/shots/checkout-bottom-${width}.png` });
  } else if (s === 'submit') {
    await p.getByRole('button', { name: '提交订单' }).click();
    await p.getByText('下单成功，等待卖家确认').first().waitFor();
    await p.screenshot({ path: `/tmp/shots/after-${width}.png`, fullPage: true });
  }
}
await b.close();
