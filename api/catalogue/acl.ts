// Accounts: public key, login, tokens, registration, codes, password retrieval (spec sections 3, 4, 5, 7).
import { defineCall } from './types';
import { SEALED } from './wire';
import { empty, int, loginResult, loginUser, nul, obj, open, ref, str, tenantEcho, tokenDTO } from './shapes';

/** The captcha of acl.captchaPin: its id and the typed answer. */
const captcha = { captchaId: ref('account', 'captchaId'), captchaCode: ref('account', 'captchaCode') };

/** Fields every registration carries: the phone proven by an SMS code and a captcha, and the encrypted
 * password (base64 RSA-OAEP SHA-256 of JSON {password, timestamp, nonce}). */
const registerBase = {
  phone: ref('account', 'phone'),
  smsCode: ref('account', 'smsCode'),
  [SEALED.passwordField]: ref('account', 'encryptedPassword'),
  ...captcha,
  username: ref('account', 'username'),
};
const registerRequired = ['phone', 'smsCode', SEALED.passwordField, 'captchaId', 'captchaCode'] as const;
const registered = open({ accountId: str, accountType: int, status: str }, ['accountId', 'accountType', 'status']);

export const acl = [
  defineCall({
    // The key is global (one pair for the whole platform): no tenant needed, so the unify login page and
    // a visitor who has not chosen a tenant can seal their payload too.
    key: 'acl.getPubKey', method: 'POST', path: '/scpr/acl/acl/getPubKey', permission: 'public', tenant: 'none',
    title: '获取登录加密公钥（RSA-3072，OAEP-SHA-256）',
    request: empty,
    response: open({ key: str, keyId: str }, ['key', 'keyId']),
  }),
  defineCall({
    key: 'acl.login', method: 'POST', path: '/scpr/acl/acl/login', permission: 'public',
    // The sealed JSON is {phone, password, captchaId?, captchaCode?, timestamp, nonce}: the captcha is
    // needed after 3 wrong passwords (issue 13 item 5).
    title: '账号密码登录（加密载荷含时间戳与随机数；连续3次密码错误后须填图形验证码）',
    request: obj({ [SEALED.payloadField]: ref('account', 'encryptedData') }, [SEALED.payloadField]),
    encrypted: 'payload',
    response: loginResult,
  }),
  defineCall({
    key: 'acl.unifyLogin', method: 'POST', path: '/scpr/acl/acl/unifyLogin', permission: 'public', tenant: 'optional',
    title: '企业公共管理后台登录',
    request: obj({ [SEALED.payloadField]: ref('account', 'encryptedData') }, [SEALED.payloadField]),
    encrypted: 'payload',
    response: loginResult,
  }),
  defineCall({
    key: 'acl.refreshToken', method: 'POST', path: '/scpr/acl/acl/refreshToken', permission: 'public',
    title: '刷新登录凭证（轮换，重复使用将吊销整组凭证）',
    request: obj({ refreshToken: ref('token', 'refresh_token') }, ['refreshToken']),
    response: tokenDTO,
  }),
  defineCall({
    key: 'acl.logout', method: 'POST', path: '/scpr/acl/acl/logout', permission: 'login',
    title: '退出登录（服务端吊销凭证）',
    request: obj({ seqNo: ref('token', 'seqNo'), ...tenantEcho }, ['seqNo']),
    response: nul,
  }),
  defineCall({
    key: 'acl.verifyToken', method: 'POST', path: '/scpr/bfarm/user/verifyToken', permission: 'public',
    title: '农业服务校验登录凭证',
    request: obj({ ...tenantEcho, tokenDTO: { ...obj({ access_token: ref('token', 'access_token'), refresh_token: ref('token', 'refresh_token'), expired: ref('token', 'expired'), seqNo: ref('token', 'seqNo') }, ['access_token']), title: '登录凭证' } }, ['tokenDTO']),
    response: open({ valid: { type: 'boolean' }, loginUser }, ['valid', 'loginUser']),
  }),
  defineCall({
    key: 'acl.sendVerifiedCode', method: 'POST', path: '/scpr/acl/sms/sendVerifiedCode', permission: 'public',
    title: '发送短信验证码（1 注册，2 找回密码；先填图形验证码，手机号是否已注册答复相同）',
    request: obj({ opeType: ref('account', 'opeType'), phone: ref('account', 'phone'), ...captcha }, ['opeType', 'phone', 'captchaId', 'captchaCode']),
    response: open({ expireSeconds: int }, ['expireSeconds']),
  }),
  defineCall({
    key: 'acl.captchaPin', method: 'POST', path: '/scpr/acl/captcha/captchaPin', permission: 'public',
    title: '获取图形验证码',
    request: empty,
    response: open({ captchaId: str, image: str }, ['captchaId', 'image']),
  }),
  defineCall({
    key: 'acl.registerByMobile', method: 'POST', path: '/scpr/acl/register/registerByMobile', permission: 'public', encrypted: 'password',
    title: '手机号注册（个人账号）',
    request: obj(registerBase, registerRequired),
    response: registered,
  }),
  defineCall({
    key: 'acl.registerByInvitation', method: 'POST', path: '/scpr/acl/register/registerByInvitation', permission: 'public', encrypted: 'password',
    title: '邀请码注册（加入邀请企业）',
    request: obj({ ...registerBase, inviteCode: ref('account', 'inviteCode') }, [...registerRequired, 'inviteCode']),
    response: registered,
  }),
  defineCall({
    key: 'acl.registerEnterprise', method: 'POST', path: '/scpr/acl/register/registerEnterprise', permission: 'public', encrypted: 'password',
    title: '企业注册（企业管理员账号）',
    request: obj(
      { ...registerBase, companyNm: ref('company', 'companyNm'), creditCode: ref('company', 'creditCode') },
      [...registerRequired, 'companyNm', 'creditCode'],
    ),
    response: registered,
  }),
  defineCall({
    key: 'acl.registerPersonal', method: 'POST', path: '/scpr/acl/register/registerPersonal', permission: 'public', encrypted: 'password',
    title: '个人（农户）注册，含实名信息',
    request: obj(
      { ...registerBase, realName: ref('account', 'realName'), idCard: ref('account', 'idCard') },
      [...registerRequired, 'realName', 'idCard'],
    ),
    response: registered,
  }),
  defineCall({
    key: 'acl.retrievePassword', method: 'POST', path: '/scpr/acl/acl/retrievePassword', permission: 'public', encrypted: 'password',
    title: '找回密码（短信验证码，重置后原登录全部失效）',
    request: obj(
      { phone: ref('account', 'phone'), smsCode: ref('account', 'smsCode'), [SEALED.passwordField]: ref('account', 'encryptedPassword'), ...captcha },
      ['phone', 'smsCode', SEALED.passwordField, 'captchaId', 'captchaCode'],
    ),
    response: nul,
  }),
];
