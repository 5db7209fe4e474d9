// The registration screen (schemas/public/register.json) in the running app: the tenant's modules as
// tabs, the captcha and SMS-code widgets against the catalogue's calls, the password sealed by the
// catalogue's flag, then 注册成功 and the login page.
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KEYS } from '../../../api/client';
import { appFixture } from '../helpers/app-fixture';
import { ok } from '../helpers/fake-api';
import { renderApp } from '../helpers/render-app';

afterEach(cleanup);

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 3072 });
const PEM = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const open = (data: string) =>
  JSON.parse(privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(data, 'base64')).toString('utf8')) as Record<string, unknown>;

function registerApp(modules: Record<string, string>) {
  const sent: Record<string, Record<string, unknown>> = {};
  const f = appFixture(
    {
      [KEYS.tenantInfoByServerName]: () =>
        ok({
          tntList: [],
          configRespDTO: { pageRespDTO: [], infoRespDTO: { systemName: '农业产业交易平台', introduction: '', idytpCd: 'AGRI', tntid: 'T1001' } },
          registerConfig: Object.entries(modules).map(([paramNo, paramValue]) => ({ paramNo, paramValue })),
          hostLevel: '1',
          indexType: '1',
        }),
      [KEYS.disabledList]: () => ok({ contorValue: '' }),
      [KEYS.tenantTag]: () => ok({ tntTag: '' }),
      [KEYS.codeList]: () => ok([]),
      [KEYS.getPubKey]: () => ok({ key: PEM, keyId: 'k1' }),
      ['acl.captchaPin']: () => ok({ captchaId: 'cap-1', image: 'data:image/png;base64,iVBORw0KGgo=' }),
      ['acl.sendVerifiedCode']: async (req) => {
        sent.sms = (await req.json()) as Record<string, unknown>;
        return ok({ expireSeconds: 300 });
      },
      ['acl.registerByMobile']: async (req) => {
        sent.register = (await req.json()) as Record<string, unknown>;
        return ok({ accountId: 'A900', accountType: 1, status: '1' });
      },
    },
    { records: 'screens' },
  );
  return { f, sent };
}

describe('registration screen', () => {
  it('shows a tab per module whose paramValue is 1', async () => {
    const { f } = registerApp({ REGISTER_MOBILE: '1', REGISTER_INVITATION: '0', REGISTER_ENTERPRISE: '1', REGISTER_PERSONAL: '0' });
    renderApp(f.app, '/register?tntId=T1001&idytpCd=AGRI');
    await waitFor(() => expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['手机号注册', '企业注册']));
  });

  it('registers by mobile: captcha id and answer, the SMS code sent for the form phone, the password sealed', async () => {
    const { f, sent } = registerApp({ REGISTER_MOBILE: '1' });
    const { where } = renderApp(f.app, '/register?tntId=T1001&idytpCd=AGRI');
    fireEvent.change(await screen.findByLabelText(/手机号码/), { target: { value: '13900000009' } });
    await screen.findByAltText('图形验证码');
    fireEvent.change(screen.getByLabelText(/图形验证码/), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(sent.sms).toEqual({ phone: '13900000009', opeType: '1', captchaId: 'cap-1', captchaCode: '1234' }));
    fireEvent.change(screen.getByLabelText(/短信验证码/), { target: { value: '654321' } });
    fireEvent.change(screen.getByLabelText(/设置密码/), { target: { value: 'Good@2026' } });
    fireEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('注册成功，请登录')).toBeTruthy();
    await waitFor(() => expect(where().startsWith('/login')).toBe(true));
    const { password, ...rest } = sent.register!;
    expect(rest).toEqual({ phone: '13900000009', captchaCode: '1234', captchaId: 'cap-1', smsCode: '654321' });
    expect(open(password as string)).toMatchObject({ password: 'Good@2026', timestamp: expect.any(Number), nonce: expect.any(String) });
  });
});
