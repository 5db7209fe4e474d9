// The login screen (schemas/public/login.json) in the running app: the sealed login call (the catalogue's
// encrypted flag, node-forge), the login step as an app effect, then Home or the guard's target.
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ERRORS } from '../../../api/catalogue';
import { KEYS } from '../../../api/client';
import { isLoginAtom, tokenAtom, type LoginResult } from '../../../src/session';
import { appFixture } from '../helpers/app-fixture';
import { button, menu, role, userInfo } from '../helpers/entries';
import { envelope, ok } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';

afterEach(cleanup);

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 3072 });
const PEM = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const open = (data: string) =>
  JSON.parse(privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(data, 'base64')).toString('utf8')) as Record<string, unknown>;

const LOGIN: LoginResult = {
  loginUser: userInfo({ username: '丰收买家', accountType: 2, accountId: 'A030', isTnt: false, userAuthStatus: '3', entAuthStatus: '3', tntId: 'T1001', idytpCd: 'AGRI' }),
  tokenDTO: { access_token: 'AT1', refresh_token: 'RT1', expired: Date.parse('2100-01-01'), seqNo: 'S1' },
  loginAhrBO: { menus: [menu('m_User', 'User'), menu('m_MyCenter', 'MyCenter', 'm_User'), button('b_home', 'home', '0')], roleBOS: [role('买家管理员')] },
};

function loginApp(answer: () => Response) {
  const sent: Record<string, unknown>[] = [];
  let captchas = 0;
  const f = appFixture(
    {
      [KEYS.tenantInfoByServerName]: () => ok({ tntList: [], configRespDTO: { pageRespDTO: [], infoRespDTO: { systemName: '农业产业交易平台', introduction: '', idytpCd: 'AGRI', tntid: 'T1001' } }, registerConfig: [], hostLevel: '1', indexType: '1' }),
      [KEYS.disabledList]: () => ok({ contorValue: '' }),
      [KEYS.tenantTag]: () => ok({ tntTag: '' }),
      [KEYS.codeList]: () => ok([]),
      [KEYS.getPubKey]: () => ok({ key: PEM, keyId: 'k1' }),
      [KEYS.captchaPin]: () => ok({ captchaId: `cap-${++captchas}`, image: 'data:image/png;base64,iVBORw0KGgo=' }),
      [KEYS.login]: async (req) => {
        sent.push((await req.json()) as Record<string, unknown>);
        return answer();
      },
      [KEYS.platformParam]: () => ok([{ paramValue: '0' }]),
      [KEYS.generalLogin]: () => ok(false),
      [KEYS.getRsyMenu]: () => ok({ loginAhrBO: LOGIN.loginAhrBO, loginUser: LOGIN.loginUser }),
      [KEYS.mallList]: () => ok([]),
      [KEYS.shortcutList]: () => ok([]),
    },
    { records: 'screens' },
  );
  return { f, sent };
}

const fill = async () => {
  fireEvent.change(await screen.findByLabelText(/手机号码/), { target: { value: '13800000003' } });
  fireEvent.change(screen.getByLabelText(/^\*?密码/), { target: { value: 'Demo@2026' } });
  fireEvent.click(screen.getByRole('button', { name: '登录' }));
};

describe('login screen', () => {
  it('seals {phone, password, timestamp, nonce} into data, runs the login step and lands on Home', async () => {
    const { f, sent } = loginApp(() => ok(LOGIN));
    const { where } = renderApp(f.app, '/login?tntId=T1001&idytpCd=AGRI');
    await fill();
    await waitFor(() => expect(where()).toBe('/home?tntId=T1001&idytpCd=AGRI'));
    expect(Object.keys(sent[0]!)).toEqual(['data']);
    expect(open(sent[0]!.data as string)).toMatchObject({ phone: '13800000003', password: 'Demo@2026', timestamp: expect.any(Number), nonce: expect.any(String) });
    expect(f.app.store.get(isLoginAtom)).toBe(true);
    expect(f.app.store.get(tokenAtom)).toBe('AT1');
  });

  it('goes on to the guard\'s target when there is one', async () => {
    const { f } = loginApp(() => ok(LOGIN));
    const { where } = renderApp(f.app, '/login?tntId=T1001&idytpCd=AGRI&redirect=%2Fuser%2Fmy-center');
    await fill();
    await waitFor(() => expect(where()).toBe('/user/my-center?tntId=T1001&idytpCd=AGRI'));
  });

  it('a refused login shows the server\'s message once and stays on the page, logged out', async () => {
    const e = ERRORS.LOGIN_FAILED;
    const { f } = loginApp(() => envelope({ code: e.code, msg: e.msg }, e.status));
    const { where } = renderApp(f.app, '/login?tntId=T1001&idytpCd=AGRI');
    await fill();
    expect(await screen.findByText(e.msg)).toBeTruthy();
    expect(screen.getAllByText(e.msg)).toHaveLength(1);
    expect(where()).toBe('/login?tntId=T1001&idytpCd=AGRI');
    expect(f.app.store.get(isLoginAtom)).toBe(false);
  });

  it('validates before sending: phone format and password required, in Chinese', async () => {
    const { f, sent } = loginApp(() => ok(LOGIN));
    renderApp(f.app, '/login?tntId=T1001&idytpCd=AGRI');
    fireEvent.change(await screen.findByLabelText(/手机号码/), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['请输入正确的手机号码', '请输入密码']));
    expect(sent).toEqual([]);
  });

  it('shows the captcha once the server asks for it (after 3 wrong passwords), and seals its id and answer', async () => {
    const e = ERRORS.CAPTCHA_REQUIRED;
    const answers = [() => envelope({ code: e.code, msg: '登录失败次数较多，请输入图形验证码' }, e.status), () => ok(LOGIN)];
    const { f, sent } = loginApp(() => answers.shift()!());
    const { where } = renderApp(f.app, '/login?tntId=T1001&idytpCd=AGRI');
    await screen.findByLabelText(/手机号码/);
    expect(screen.queryByAltText('图形验证码')).toBeNull();
    await fill();
    expect(await screen.findByText('登录失败次数较多，请输入图形验证码')).toBeTruthy();
    await screen.findByAltText('图形验证码');
    expect(open(sent[0]!.data as string)).not.toHaveProperty('captchaId');
    // (Submitted as a form: the button's click cool-down would swallow quick second clicks.)
    const form = screen.getByRole('form', { name: '账号登录' });
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('请输入图形验证码'));
    expect(sent).toHaveLength(1);
    fireEvent.change(screen.getByLabelText(/图形验证码/), { target: { value: '4321' } });
    fireEvent.submit(form);
    await waitFor(() => expect(where()).toBe('/home?tntId=T1001&idytpCd=AGRI'));
    expect(open(sent[1]!.data as string)).toMatchObject({ phone: '13800000003', password: 'Demo@2026', captchaId: expect.stringMatching(/^cap-\d+$/), captchaCode: '4321' });
  });
});
