// Registration (by mobile, invitation, enterprise, personal), SMS codes via the built-in provider (the
// server log), the captcha picture, and password retrieval.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../../api/catalogue';
import { APPLE, DEMO, TCM, type CallOptions } from './support/client';
import { countRows, startTestServer, type TestServer } from './support/server';

let h: TestServer;
beforeAll(async () => {
  h = await startTestServer();
});
afterAll(() => h.close());

/** Reads the captcha answer the way a person would not: from the stored digest, by trying all 10 000. */
async function solveCaptcha(tenant: { tntId: string }, captchaId: string): Promise<string> {
  const { digest } = await import('../../api/server/core');
  const [row] = await h.db.owner.query<{ answer_hash: string }>('SELECT answer_hash FROM captchas WHERE captcha_id = $1', [captchaId]);
  for (let i = 0; i < 10_000; i++) {
    const guess = String(i).padStart(4, '0');
    if (digest(tenant.tntId, captchaId, guess) === row!.answer_hash) return guess;
  }
  throw new Error('no answer');
}

async function captcha(tenant: CallOptions['tenant'] = DEMO) {
  const r = await h.client.call('acl.captchaPin', {}, { tenant });
  const { captchaId } = r.body.resultData;
  return { captchaId, captchaCode: await solveCaptcha(tenant!, captchaId) };
}

/** Solves a captcha, sends the code with it; answers the code and the captcha (which the submit consumes). */
async function smsFor(phone: string, tenant: CallOptions['tenant'] = DEMO, opeType = '1') {
  const solved = await captcha(tenant);
  const r = await h.client.call('acl.sendVerifiedCode', { opeType, phone, ...solved }, { tenant });
  expect(r.body.code).toBe('0');
  h.clock.advance(61_000); // the next code for this phone may be sent after a minute
  return { smsCode: h.smsCode(phone), ...solved };
}

async function registration(phone: string, tenant: CallOptions['tenant'] = DEMO, password = 'Abc12345') {
  return { phone, ...(await smsFor(phone, tenant)), password: await h.client.passwordData(password) };
}

const smsLogged = (phone: string) => h.logs.filter((l) => (l.sms as { phone?: string } | undefined)?.phone === phone).length;

describe('captcha pin', () => {
  it('answers a PNG picture and an id; the answer is stored only as a digest', async () => {
    const r = await h.client.call('acl.captchaPin');
    expect(r.body.code).toBe('0');
    const png = Buffer.from(r.body.resultData.image.replace('data:image/png;base64,', ''), 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(120);
    const [row] = await h.db.owner.query<{ answer_hash: string }>('SELECT answer_hash FROM captchas WHERE captcha_id = $1', [r.body.resultData.captchaId]);
    expect(row!.answer_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('send verified code', () => {
  it('writes the code to the server log (built-in SMS provider) and refuses a second send within a minute (429)', async () => {
    const phone = '13911110001';
    const r = await h.client.call('acl.sendVerifiedCode', { opeType: '1', phone, ...(await captcha()) });
    expect(r.body.resultData).toEqual({ expireSeconds: 300 });
    expect(h.smsCode(phone)).toMatch(/^\d{6}$/);
    const again = await h.client.call('acl.sendVerifiedCode', { opeType: '1', phone, ...(await captcha()) });
    expect([again.status, again.body.code, again.body.msg]).toEqual([429, ERRORS.TOO_MANY.code, '验证码发送过于频繁，请稍后再试']);
  });

  it('answers the same whether the phone has an account or not (no enumeration)', async () => {
    const taken = await h.client.call('acl.sendVerifiedCode', { opeType: '1', phone: '13800000003', ...(await captcha()) });
    const unknown = await h.client.call('acl.sendVerifiedCode', { opeType: '2', phone: '13911119999', ...(await captcha()) });
    const fresh = await h.client.call('acl.sendVerifiedCode', { opeType: '1', phone: '13911119997', ...(await captcha()) });
    for (const r of [taken, unknown, fresh]) expect([r.status, r.body]).toEqual([200, { code: '0', msg: '操作成功', resultData: { expireSeconds: 300 } }]);
  });

  it('needs the captcha first: missing or wrong, nothing is stored or sent; a captcha opens one send only', async () => {
    const phone = '13911110003';
    const missing = await h.client.call('acl.sendVerifiedCode', { opeType: '1', phone });
    expect(missing.status).toBe(400);
    const solved = await captcha();
    const wrong = await h.client.call('acl.sendVerifiedCode', { opeType: '1', phone, ...solved, captchaCode: solved.captchaCode === '0000' ? '1111' : '0000' });
    expect([wrong.status, wrong.body.code, wrong.body.msg]).toEqual([400, ERRORS.CODE_INVALID.code, '图形验证码错误或已失效']);
    // A wrong answer voids the captcha: the right one no longer opens a send.
    expect((await h.client.call('acl.sendVerifiedCode', { opeType: '1', phone, ...solved })).body.code).toBe(ERRORS.CODE_INVALID.code);
    expect(await countRows(h.db, 'sms_codes', 'phone = $1', [phone])).toBe(0);
    expect(smsLogged(phone)).toBe(0);
    const once = await captcha();
    expect((await h.client.call('acl.sendVerifiedCode', { opeType: '1', phone, ...once })).body.code).toBe('0');
    h.clock.advance(61_000);
    expect((await h.client.call('acl.sendVerifiedCode', { opeType: '1', phone, ...once })).body.code).toBe(ERRORS.CODE_INVALID.code);
    expect(smsLogged(phone)).toBe(1);
  });

  it('limits sends per phone (ten a day, in every tenant together) and per client address (thirty an hour)', async () => {
    const phone = '13911110004';
    for (let i = 0; i < 10; i++) {
      const tenant = i % 2 ? APPLE : DEMO;
      const r = await h.client.call('acl.sendVerifiedCode', { opeType: '1', phone, ...(await captcha(tenant)) }, { tenant, remoteAddress: `192.0.2.${i}` });
      expect(r.body.code, `send ${i + 1}`).toBe('0');
      h.clock.advance(61_000);
    }
    const daily = await h.client.call('acl.sendVerifiedCode', { opeType: '1', phone, ...(await captcha(TCM)) }, { tenant: TCM, remoteAddress: '192.0.2.99' });
    expect([daily.status, daily.body.msg]).toEqual([429, '今日验证码发送次数已达上限，请明天再试']);
    const answers = [];
    for (let i = 0; i < 31; i++) {
      answers.push(await h.client.call('acl.sendVerifiedCode', { opeType: '1', phone: `1391112${String(i).padStart(4, '0')}`, ...(await captcha()) }, { remoteAddress: '192.0.2.200' }));
    }
    expect(answers.slice(0, 30).every((r) => r.body.code === '0')).toBe(true);
    expect([answers[30]!.status, answers[30]!.body.msg]).toEqual([429, '验证码发送过于频繁，请稍后再试']);
    expect(smsLogged('13911120030')).toBe(0);
  });

  it('a code is single use, expires after 5 minutes, and is void after 5 wrong tries', async () => {
    const used = await registration('13911110005');
    expect((await h.client.call('acl.registerByMobile', used)).body.code).toBe('0');
    const again = await h.client.call('acl.registerByMobile', { ...used, password: await h.client.passwordData('Abc12345'), ...(await captcha()) });
    expect(again.body.msg).toBe('短信验证码错误或已失效');

    const late = await registration('13911110006');
    h.clock.advance(5 * 60_000);
    expect((await h.client.call('acl.registerByMobile', { ...late, ...(await captcha()) })).body.msg).toBe('短信验证码错误或已失效');

    const guessed = await registration('13911110007');
    const wrongCode = guessed.smsCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await h.client.call('acl.registerByMobile', { ...guessed, smsCode: wrongCode, ...(await captcha()), password: await h.client.passwordData('Abc12345') });
      expect(r.body.msg).toBe('短信验证码错误或已失效');
    }
    const right = await h.client.call('acl.registerByMobile', { ...guessed, ...(await captcha()), password: await h.client.passwordData('Abc12345') });
    expect(right.body.msg).toBe('短信验证码错误或已失效');
    expect(await countRows(h.db, 'persons', "phone IN ('13911110006', '13911110007')")).toBe(0);
  });

  it('refuses bad input: phone format and unknown purpose', async () => {
    const r = await h.client.call('acl.sendVerifiedCode', { opeType: '1', phone: '12345678901', ...(await captcha()) });
    expect([r.status, r.body.msg]).toEqual([400, '请输入正确的手机号码']);
    const p = await h.client.call('acl.sendVerifiedCode', { opeType: '9', phone: '13911110002', ...(await captcha()) });
    expect([p.status, p.body.msg]).toEqual([400, '验证码用途的取值不在可选范围内']);
    expect(await countRows(h.db, 'sms_codes', "phone IN ('12345678901', '13911110002')")).toBe(0);
  });
});

describe('register', () => {
  it('by mobile: a personal account that can log in at once', async () => {
    const body = await registration('13911110010');
    const r = await h.client.call('acl.registerByMobile', { ...body, username: '新用户' });
    expect(r.body).toMatchObject({ code: '0', resultData: { accountType: 1, status: '1' } });
    const login = await h.client.login('13911110010', 'Abc12345');
    expect(login.body.resultData.loginUser).toMatchObject({ username: '新用户', accountType: 1, company: null, roleList: [{ roleId: 'R07' }] });
  });

  it('enterprise: a company (not yet certified) with its admin account', async () => {
    const body = await registration('13911110011');
    const r = await h.client.call('acl.registerEnterprise', { ...body, companyNm: '新禾农业有限公司', creditCode: '91110108551385082Q' });
    expect(r.body.resultData).toMatchObject({ accountType: 2, status: '1' });
    const user = (await h.client.login('13911110011', 'Abc12345')).body.resultData.loginUser;
    expect(user).toMatchObject({ accountType: 2, companyNm: '新禾农业有限公司', entAuthStatus: '1', roleList: [{ roleCode: 'ENT_ADMIN' }] });
  });

  it('enterprise: an already registered credit code is a conflict, nothing written', async () => {
    const before = await countRows(h.db, 'persons');
    const body = await registration('13911110012');
    const r = await h.client.call('acl.registerEnterprise', { ...body, companyNm: '重复企业', creditCode: '91110108551385082Q' });
    expect([r.status, r.body.code, r.body.msg]).toEqual([409, ERRORS.CONFLICT.code, '该企业已注册']);
    expect(await countRows(h.db, 'persons')).toBe(before);
  });

  it('by invitation: joins the inviting company with the invitation role', async () => {
    const body = await registration('13911110013');
    const r = await h.client.call('acl.registerByInvitation', { ...body, inviteCode: 'FENGSHOU2026' });
    expect(r.body.resultData.accountType).toBe(2);
    const user = (await h.client.login('13911110013', 'Abc12345')).body.resultData.loginUser;
    expect(user).toMatchObject({ companyId: 'C002', roleList: [{ roleCode: 'ENT_MEMBER' }] });
    const bad = await h.client.call('acl.registerByInvitation', { ...(await registration('13911110014')), inviteCode: 'NOSUCHCODE' });
    expect([bad.status, bad.body.msg]).toEqual([404, '邀请码无效或已过期']);
  });

  it('personal: real name and ID card, not yet certified: they prefill the certification (issue 32), which needs the pictures too', async () => {
    const body = await registration('13911110015');
    const r = await h.client.call('acl.registerPersonal', { ...body, realName: '陈农户', idCard: '11010519491231002X' });
    expect(r.body.resultData.accountType).toBe(1);
    const login = (await h.client.login('13911110015', 'Abc12345')).body.resultData;
    expect(login.loginUser.userAuthStatus).toBe('1');
    const cert = await h.client.call('certify.person', {}, { token: login.tokenDTO.access_token });
    expect(cert.body.resultData).toMatchObject({ status: '1', realName: '陈农户', idCard: '11010519491231002X', actions: ['submit'] });
  });

  it('personal registration closed by the tenant (registerConfig paramValue 0) is refused (403)', async () => {
    const body = await registration('13911110016', TCM);
    const r = await h.client.call('acl.registerPersonal', { ...body, realName: '陈农户', idCard: '11010519491231002X' }, { tenant: TCM });
    expect([r.status, r.body.code, r.body.msg]).toEqual([403, ERRORS.FEATURE_CLOSED.code, '当前平台未开放此注册方式']);
  });

  it('with register audit on (APPLE: USR00100101 = 1) the account waits: login refused, approval mark counts it, the platform approves (issue 32)', async () => {
    const admin = await h.client.token('13800000001', APPLE);
    const mark = async () => (await h.client.call('tenant.approveMark', {}, { token: admin, tenant: APPLE })).body.resultData.mark as number;
    const before = await mark();
    const body = await registration('13911110017', APPLE);
    const r = await h.client.call('acl.registerByMobile', body, { tenant: APPLE });
    expect(r.body.resultData.status).toBe('0');
    const login = await h.client.login('13911110017', 'Abc12345', APPLE);
    expect([login.status, login.body.code]).toEqual([403, ERRORS.ACCOUNT_PENDING.code]);
    expect(await mark()).toBe(before + 1);
    const waiting = await h.client.call('approval.page', { pageNum: 1, pageSize: 10, status: '0', keyword: '13911110017' }, { token: admin, tenant: APPLE });
    expect(waiting.body.resultData.records).toEqual([expect.objectContaining({ auditKind: '1', status: '0', phone: '13911110017', actions: ['approve', 'refuse'] })]);
    const approved = await h.client.call('approval.approve', { accountId: r.body.resultData.accountId }, { token: admin, tenant: APPLE });
    expect(approved.body.resultData).toMatchObject({ status: '1', actions: [] });
    expect(await mark()).toBe(before);
    expect((await h.client.login('13911110017', 'Abc12345', APPLE)).body.code).toBe('0');
  });

  it('refuses a wrong captcha, and the captcha is single use', async () => {
    const body = await registration('13911110018');
    const wrong = await h.client.call('acl.registerByMobile', { ...body, captchaCode: body.captchaCode === '0000' ? '1111' : '0000' });
    expect([wrong.status, wrong.body.code, wrong.body.msg]).toEqual([400, ERRORS.CODE_INVALID.code, '图形验证码错误或已失效']);
    const reused = await h.client.call('acl.registerByMobile', { ...body, password: await h.client.passwordData('Abc12345') });
    expect(reused.body.msg).toBe('图形验证码错误或已失效');
    expect(await countRows(h.db, 'persons', "phone = '13911110018'")).toBe(0);
  });

  it('refuses a wrong SMS code', async () => {
    const body = await registration('13911110019');
    const r = await h.client.call('acl.registerByMobile', { ...body, smsCode: body.smsCode === '000000' ? '111111' : '000000' });
    expect([r.status, r.body.msg]).toEqual([400, '短信验证码错误或已失效']);
    expect(await countRows(h.db, 'persons', "phone = '13911110019'")).toBe(0);
  });

  it('refuses a password breaking the spec rule, and missing or ill-typed fields, writing nothing', async () => {
    const weak = await h.client.call('acl.registerByMobile', await registration('13911110020', DEMO, 'abcdefgh'));
    expect([weak.status, weak.body.msg]).toEqual([400, '密码须为8-20位，且包含大写字母、小写字母和数字']);
    const missing = await h.client.call('acl.registerByMobile', { phone: '13911110020' });
    expect([missing.status, missing.body.msg]).toEqual([400, '请输入短信验证码']);
    const typed = await h.client.call('acl.registerEnterprise', { ...(await registration('13911110021')), companyNm: '企业', creditCode: 'not-a-code' });
    expect([typed.status, typed.body.msg]).toEqual([400, '请输入正确的统一社会信用代码']);
    expect(await countRows(h.db, 'persons', "phone IN ('13911110020', '13911110021')")).toBe(0);
  });

  it('a registered phone cannot register again (409), said only after its SMS code is proven', async () => {
    const guess = await h.client.call('acl.registerByMobile', {
      phone: '13800000003', smsCode: '123456', password: await h.client.passwordData('Abc12345'), ...(await captcha()),
    });
    expect([guess.status, guess.body.msg]).toEqual([400, '短信验证码错误或已失效']);
    const r = await h.client.call('acl.registerByMobile', await registration('13800000003'));
    expect([r.status, r.body.msg]).toEqual([409, '该手机号已注册，请直接登录']);
  });
});

describe('retrieve password', () => {
  it('sets the new password, ends old sessions and the run of failures (no captcha needed after it)', async () => {
    const phone = '13800000005';
    const old = await h.client.token(phone);
    for (let i = 0; i < 3; i++) await h.client.login(phone, 'Wrong@2026');
    expect((await h.client.login(phone)).body.code).toBe(ERRORS.CAPTCHA_REQUIRED.code);
    const r = await h.client.call('acl.retrievePassword', { phone, ...(await smsFor(phone, DEMO, '2')), password: await h.client.passwordData('Newpass2026') });
    expect(r.body).toEqual({ code: '0', msg: '操作成功', resultData: null });
    expect((await h.client.call('user.getUserInfo', {}, { token: old })).body.code).toBe(ERRORS.FORCED_OUT.code);
    expect((await h.client.login(phone)).body.code).toBe(ERRORS.LOGIN_FAILED.code);
    expect((await h.client.login(phone, 'Newpass2026')).body.code).toBe('0');
  });

  it('refuses a wrong code; an unknown phone is said only to whoever proved it; the password unchanged', async () => {
    const [before] = await h.db.owner.query(`SELECT password_hash FROM persons WHERE tnt_id = 'T1001' AND phone = '13800000006'`);
    const sent = await smsFor('13800000006', DEMO, '2');
    const wrong = await h.client.call('acl.retrievePassword', { phone: '13800000006', ...sent, smsCode: sent.smsCode === '000000' ? '111111' : '000000', password: await h.client.passwordData('Newpass2026') });
    expect(wrong.body.msg).toBe('短信验证码错误或已失效');
    const guess = await h.client.call('acl.retrievePassword', { phone: '13911119998', smsCode: '000000', ...(await captcha()), password: await h.client.passwordData('Newpass2026') });
    expect([guess.status, guess.body.msg]).toEqual([400, '短信验证码错误或已失效']);
    const unknown = await h.client.call('acl.retrievePassword', { phone: '13911119998', ...(await smsFor('13911119998', DEMO, '2')), password: await h.client.passwordData('Newpass2026') });
    expect([unknown.status, unknown.body.msg]).toEqual([404, '该手机号未注册']);
    const [after] = await h.db.owner.query(`SELECT password_hash FROM persons WHERE tnt_id = 'T1001' AND phone = '13800000006'`);
    expect(after).toEqual(before);
  });
});
