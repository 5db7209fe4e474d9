// The frame block: a sandboxed iframe of an http(s) address from the scope (spec 2.10 custom pages),
// session link parameters appended on request, and 页面地址无效 for anything else.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { frameAddress, frameSandbox } from '../../engine/validation/frame-url';
import { inlineEngine } from './support/inline-screen';

afterEach(cleanup);

const route = { name: 'Inline', path: '/inline', meta: { title: '测试页' } };
const page = (blocks: object[]) => ({ kind: 'page', route, blocks });
const own = window.location.origin;

function show(block: object, session: Record<string, unknown> = {}, query?: Record<string, unknown>) {
  const t = inlineEngine({});
  (t.ctx as { session: Record<string, unknown> }).session = session;
  render(t.view(page([{ kind: 'frame', ...block }]), {}, query));
}

describe('frame address', () => {
  it('takes http and https, resolves a path against the app, and refuses the rest', () => {
    expect(frameAddress('https://www.moa.gov.cn/a?x=1#top', 'http://app.test/scprmall/x')).toEqual({ url: 'https://www.moa.gov.cn/a?x=1#top', crossOrigin: true });
    expect(frameAddress('/scprmall/demo/finance.html', 'http://app.test/scprmall/x')).toEqual({ url: 'http://app.test/scprmall/demo/finance.html', crossOrigin: false });
    for (const bad of ['', '   ', 'javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://x.test/', 'http://', undefined, null, 3, { a: 1 }]) {
      expect(frameAddress(bad, 'http://app.test/')).toBeNull();
    }
  });

  it('appends the link parameters, replacing ones already there and skipping empty ones', () => {
    const params = { idytpCd: 'AGRI', tntId: 'T1001', access_token: 'AT', expired: 1700000000000, refresh_token: '', other: { no: 1 } };
    expect(frameAddress('https://x.test/p?tntId=OLD&k=v#h', 'http://app.test/', params)?.url).toBe(
      'https://x.test/p?tntId=T1001&k=v&idytpCd=AGRI&access_token=AT&expired=1700000000000#h',
    );
  });

  it('sandbox: the frame keeps its own origin only when it is not the app origin', () => {
    expect(frameSandbox(false)).toBe('allow-scripts allow-forms allow-popups');
    expect(frameSandbox(true)).toBe('allow-scripts allow-forms allow-popups allow-same-origin');
  });
});

describe('frame block', () => {
  it('renders a sandboxed iframe with title, no referrer and a loading line until it loads', () => {
    show({ src: { var: 'query.activeHref' }, title: { cat: ['金融', '服务'] }, height: 480 }, {}, { activeHref: 'https://fin.example.cn/home' });
    const frame = screen.getByTitle('金融服务') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://fin.example.cn/home');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups allow-same-origin');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame.style.height).toBe('480px');
    expect(screen.getByRole('status').textContent).toBe('页面加载中…');
    fireEvent.load(frame);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a same-origin page is sandboxed without its origin; appendSession adds session.linkParams', () => {
    show(
      { src: '/scprmall/demo/finance.html', title: '金融服务', appendSession: true },
      { linkParams: { idytpCd: 'AGRI', tntId: 'T1001', access_token: 'AT', expired: 42, refresh_token: 'RT' } },
    );
    const frame = screen.getByTitle('金融服务');
    expect(frame.getAttribute('src')).toBe(`${own}/scprmall/demo/finance.html?idytpCd=AGRI&tntId=T1001&access_token=AT&expired=42&refresh_token=RT`);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
  });

  it.each([['javascript:alert(1)'], ['data:text/html,hi'], [''], ['notaurl://x']])('refuses %j: 页面地址无效 and no iframe', (src) => {
    show({ src: { var: 'query.u' }, title: '页面' }, {}, { u: src });
    expect(screen.getByRole('note').textContent).toBe('页面地址无效');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('an address missing from the scope is invalid too', () => {
    show({ src: { var: 'query.activeHref' }, title: '页面' });
    expect(screen.getByText('页面地址无效')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
