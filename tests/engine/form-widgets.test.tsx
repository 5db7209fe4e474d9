// The captcha and SMS-code widgets, hidden values, options from the scope, and which renderer a form
// gets (flat forms are drawn by the engine; nested objects go to rjsf).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { inlineEngine } from './support/inline-screen';
import { optionLabels } from './support/select';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const account = {
  $id: 'account',
  type: 'object',
  properties: {
    phone: { type: 'string', title: '手机号码', format: 'mobile' },
    smsCode: { type: 'string', title: '短信验证码', pattern: '^\\d{6}$', 'x-messages': { pattern: '请输入6位短信验证码' } },
    captchaId: { type: 'string', title: '图形验证码编号' },
    captchaCode: { type: 'string', title: '图形验证码', pattern: '^\\d{4}$' },
    menuId: { type: 'string', title: '链接页面' },
    address: { type: 'object', title: '地址', properties: { city: { type: 'string', title: '城市' } } },
  },
};
const form = (fields: unknown[], submit: object = { label: '注册', call: 'acl.register' }) => ({
  kind: 'form',
  route: { name: 'Inline', path: '/inline', meta: { title: '注册' } },
  entity: 'account',
  fields,
  submit,
});
const captchaFields = [
  { field: 'captchaCode', widget: 'captcha', required: true, options: { call: 'acl.captchaPin', idField: 'captchaId' } },
  { field: 'captchaId', widget: 'hidden' },
];

describe('captcha widget', () => {
  it('shows the picture, sends its id with the answer, and fetches a new one on click and after a submit', async () => {
    let n = 0;
    const t = inlineEngine({
      'acl.captchaPin': () => ((n += 1), { captchaId: `c${n}`, image: `data:image/png;base64,AA${n}` }),
      'acl.register': () => {
        throw { code: 'YSCACL00000010', msg: '图形验证码错误或已失效' };
      },
    });
    render(t.view(form(captchaFields), { account } as never));
    const img = (await screen.findByAltText('图形验证码')) as HTMLImageElement;
    expect(img.src).toBe('data:image/png;base64,AA1');
    fireEvent.click(screen.getByRole('button', { name: '看不清？换一张' }));
    await waitFor(() => expect((screen.getByAltText('图形验证码') as HTMLImageElement).src).toBe('data:image/png;base64,AA2'));
    fireEvent.change(screen.getByLabelText(/图形验证码/), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(t.calls.filter((c) => c.key === 'acl.register')).toHaveLength(1));
    expect(t.calls.find((c) => c.key === 'acl.register')!.payload).toEqual({ captchaCode: '1234', captchaId: 'c2' });
    // The spent captcha is replaced and its answer cleared.
    await waitFor(() => expect((screen.getByAltText('图形验证码') as HTMLImageElement).src).toBe('data:image/png;base64,AA3'));
    expect((screen.getByLabelText(/图形验证码/) as HTMLInputElement).value).toBe('');
  });
  it('shown by a refused login (YSCPR00003400), fetches one picture, not a second for the submit that showed it', async () => {
    const t = inlineEngine({
      'acl.captchaPin': () => ({ captchaId: `c${t.calls.length}`, image: 'data:image/png;base64,AA' }),
      'acl.login': () => {
        throw { code: 'YSCPR00003400', msg: '登录失败次数较多，请输入图形验证码' };
      },
    });
    const login = {
      kind: 'page',
      route: { name: 'Inline', path: '/inline', meta: { title: '登录' } },
      state: { needCaptcha: false },
      blocks: [{
        kind: 'form', entity: 'account',
        fields: [
          { field: 'captchaCode', widget: 'captcha', required: true, options: { call: 'acl.captchaPin', idField: 'captchaId' }, access: { visible: { var: 'state.needCaptcha' } } },
          { field: 'captchaId', widget: 'hidden', access: { visible: { var: 'state.needCaptcha' } } },
        ],
        submit: { label: '登录', call: 'acl.login', failed: [{ set: { needCaptcha: { '==': [{ var: 'error.code' }, 'YSCPR00003400'] } } }] },
      }],
    };
    render(t.view(login, { account } as never));
    fireEvent.click(await screen.findByRole('button', { name: '登录' }));
    await screen.findByAltText('图形验证码');
    await waitFor(() => expect(t.calls.filter((c) => c.key === 'acl.login')).toHaveLength(1));
    // Once every pending promise has run (a macrotask later: no clock involved), the submit's own
    // signal has come and gone without a second picture.
    await new Promise((r) => setTimeout(r, 0));
    expect(t.calls.filter((c) => c.key === 'acl.captchaPin')).toHaveLength(1);
  });
});

describe('SMS code widget', () => {
  const fields = [
    { field: 'phone', required: true },
    { field: 'smsCode', widget: 'sms-code', required: true, options: { call: 'acl.sendVerifiedCode', params: { phone: { var: 'form.phone' }, opeType: '1' }, validate: ['phone'], seconds: 3 } },
  ];

  it('validates the phone first, sends with the form phone, then counts down before it may send again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const t = inlineEngine({ 'acl.sendVerifiedCode': () => ({ expireSeconds: 300 }) });
    render(t.view(form(fields), { account } as never));
    const button = await screen.findByRole('button', { name: '获取验证码' });
    fireEvent.click(button);
    expect(await screen.findByText('请输入手机号码')).toBeTruthy();
    expect(t.calls).toEqual([]);

    fireEvent.change(screen.getByLabelText(/手机号码/), { target: { value: '13900000001' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1600); // the button's 1.5 s click cool-down
    });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(t.calls).toEqual([{ key: 'acl.sendVerifiedCode', payload: { phone: '13900000001', opeType: '1' } }]));
    expect(await screen.findByText('验证码已发送')).toBeTruthy();
    expect(screen.getByRole('button', { name: '3秒后重新获取' })).toHaveProperty('disabled', true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('button', { name: '2秒后重新获取' })).toBeTruthy();
    for (const label of ['1秒后重新获取', '获取验证码']) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: '获取验证码' })).toHaveProperty('disabled', false);
  });
});

describe('select options from the scope', () => {
  it('lists what the expression gives', async () => {
    const t = inlineEngine({});
    (t.ctx as { session: Record<string, unknown> }).session = { menuPages: [{ value: 'm_A', label: '商品列表' }, { value: 'm_B', label: '订单' }] };
    render(t.view(form([{ field: 'menuId', widget: 'select', options: { from: { var: 'session.menuPages' } } }]), { account } as never));
    const select = (await screen.findByLabelText(/链接页面/)) as HTMLInputElement;
    expect(select.placeholder).toBe('请选择链接页面');
    expect(await optionLabels(select)).toEqual(['商品列表', '订单']);
  });
});

describe('renderer choice', () => {
  it('draws a flat form itself and hands a nested object to rjsf', async () => {
    const t = inlineEngine({});
    const { unmount } = render(t.view(form(['phone']), { account } as never));
    expect(await screen.findByLabelText(/手机号码/)).toBeTruthy();
    unmount();
    render(t.view(form(['phone', 'address']), { account } as never));
    // rjsf's object field: the nested object's own field inside a fieldset with its title.
    expect(await screen.findByRole('group', { name: '地址' })).toBeTruthy();
    expect(await screen.findByLabelText(/城市/)).toBeTruthy();
  });
});
