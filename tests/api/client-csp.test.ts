// The app page's Content-Security-Policy per tenant (spec 2.10 / 2.11): frame-src lists exactly the origins
// of the resolved tenant's custom menus that embed inline (PAGE_INLINE / MENU), 'none' without any; every
// other directive as strict as before; the cache follows menu changes (acl events); demo pages under
// /scprmall/demo/ may be framed by our own pages only.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy, DEMO_PAGE_POLICY } from '../../api/server/plugins/client-app';
import { frameSourcesOf } from '../../api/server/plugins/frame-sources';
import { startTestServer, type TestServer } from './support/server';

let h: TestServer;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'scpr-client-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  mkdirSync(join(dir, 'demo'));
  writeFileSync(join(dir, 'demo', 'finance.html'), '<!doctype html><title>供应链金融服务</title>');
  h = await startTestServer({ client: { dir }, defaultTntId: 'T1001' });
});
afterAll(async () => {
  await h.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = async (url: string, host = 'localhost') => {
  const r = await h.app.inject({ method: 'GET', url, headers: { host } });
  return { status: r.statusCode, csp: String(r.headers['content-security-policy']), xfo: r.headers['x-frame-options'] };
};
const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d]));

describe('frame-src per tenant', () => {
  it('the demo tenant frames its inline custom menu (金融服务, our own demo page): frame-src \'self\' only', async () => {
    const r = await page('/scprmall/custom-page?tntId=T1001&idytpCd=AGRI');
    expect(r.status).toBe(200);
    expect(directives(r.csp)['frame-src']).toBe("frame-src 'self'");
    // The LINK_JUMP menu (农业农村部) opens a window: its origin is not framed.
    expect(r.csp).not.toContain('moa.gov.cn');
    expect(r.csp).toBe(contentSecurityPolicy(["'self'"]));
    // Everything else as strict as the default policy.
    const all = directives(r.csp);
    const base = directives(CONTENT_SECURITY_POLICY);
    for (const [name, value] of Object.entries(base)) if (name !== 'frame-src') expect(all[name]).toBe(value);
    expect(all['frame-ancestors']).toBe("frame-ancestors 'none'");
    expect(r.xfo).toBe('DENY');
  });

  it('the tenant comes from the host name or the default tenant too (same answer for /scprmall/ and any app address)', async () => {
    expect(directives((await page('/scprmall/', 'demo.localhost')).csp)['frame-src']).toBe("frame-src 'self'");
    expect(directives((await page('/scprmall/home')).csp)['frame-src']).toBe("frame-src 'self'");
  });

  it('a tenant without inline custom menus, an unknown tenant and the API answers: frame-src \'none\'', async () => {
    expect((await page('/scprmall/custom-page?tntId=T1002')).csp).toBe(CONTENT_SECURITY_POLICY);
    expect((await page('/scprmall/home', 'apple.localhost')).csp).toBe(CONTENT_SECURITY_POLICY);
    expect((await page('/scprmall/home?tntId=NOPE')).csp).toBe(CONTENT_SECURITY_POLICY);
    expect(directives(CONTENT_SECURITY_POLICY)['frame-src']).toBe("frame-src 'none'");
    // An API answer of the demo tenant keeps the default policy (only the app page frames anything).
    const api = await h.client.call('tenant.getTntTag', {});
    expect(api.status).toBe(200);
    expect(api.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  });

  it('a menu change (acl event) is seen by the next page: added PAGE_INLINE and MENU origins, not LINK_JUMP ones', async () => {
    await h.db.owner.query(
      `INSERT INTO menus (tnt_id, menu_id, menu_nm, menu_path, parent_menu_id, menu_orderno, menu_type, type, menu_sort, def_menu, belong, web_url, embed_way, meta)
       VALUES ('T1002','cst_a','苹果行情','', '0', 1, 'menu', 1, 1, 0, '1', 'https://price.example.cn/apple?x=1', 'PAGE_INLINE', '{}'),
              ('T1002','cst_b','产地服务','', '0', 2, 'menu', 1, 2, 0, '1', 'http://svc.example.cn:8080/a', 'MENU', '{}'),
              ('T1002','cst_c','外部链接','', '0', 3, 'menu', 1, 3, 0, '1', 'https://ext.example.cn/', 'LINK_JUMP', '{}')`,
    );
    // Cached until the change is announced.
    expect((await page('/scprmall/home?tntId=T1002')).csp).toBe(CONTENT_SECURITY_POLICY);
    await h.app.scpr.bus.publish({ kind: 'acl', tntId: 'T1002' });
    expect(directives((await page('/scprmall/home?tntId=T1002')).csp)['frame-src']).toBe('frame-src http://svc.example.cn:8080 https://price.example.cn');
    // Other tenants keep theirs.
    expect(directives((await page('/scprmall/home?tntId=T1001')).csp)['frame-src']).toBe("frame-src 'self'");
  });
});

describe('frame sources', () => {
  it('origins of http(s) addresses, \'self\' for paths and our own origin, nothing for the rest', () => {
    expect(frameSourcesOf(['/scprmall/demo/finance.html', 'https://a.example.cn/x', 'https://a.example.cn/y', 'javascript:alert(1)', 'data:text/html,x', '', '//evil.example/x', 'not a url'])).toEqual([
      "'self'",
      'https://a.example.cn',
    ]);
    expect(frameSourcesOf(['http://app.test:3000/p'], 'http://app.test:3000')).toEqual(["'self'"]);
  });
});

describe('demo pages', () => {
  it('may be framed by our own pages only, and run nothing', async () => {
    const r = await page('/scprmall/demo/finance.html');
    expect(r.status).toBe(200);
    expect(r.csp).toBe(DEMO_PAGE_POLICY);
    expect(directives(r.csp)['frame-ancestors']).toBe("frame-ancestors 'self'");
    expect(directives(r.csp)['default-src']).toBe("default-src 'none'");
    expect(r.xfo).toBe('SAMEORIGIN');
  });
});
