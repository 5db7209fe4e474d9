// Response codes: the spec's (section 8), which the client reacts to, and the server's own, each with
// the HTTP status it travels with, read off the code (statusOf). One table for both ends of the wire.

export const OK = '0';

/** Codes named by spec section 8, with the behaviour the client gives each. */
export const SPEC_CODES = {
  /** 704: shown as a success message. */
  SUCCESS_WITH_MESSAGE: '704',
  /** Not shown as errors. */
  QUIET: ['YSCACL00000072', 'YSCACL00000070'],
  /** Not shown; the call rejects with the code. */
  QUIET_REJECT: ['YSCACL00000088', 'YSCACL00000089'],
  /** Alert with the server message and 我知道了, then reset the token and reload. */
  TOKEN_RESET: 'YGZLTCAU00000003',
  /** Alert, then logout and go to login: the account was forced out. */
  FORCED_OUT: 'YSJTL00000001',
  /** Alert 登录已过期, then logout to login. */
  EXPIRED: ['YAUTH00000049', 'YAUTH0000006'],
  /** Error toast for 5 s instead of 2 s. */
  LONG_TOAST: 'YSCACL00000074',
  /** Ignored altogether. */
  IGNORED: 'YCEA36510001',
  /** Shown as a toast and also log out. */
  LOGOUT: ['YTOKEN0000010', 'YAUTH00000004'],
} as const;

/** The spec's codes of a failed sign-in (section 8), which carry no status of their own: they travel with 401. */
const SPEC_CODE_STATUS: Readonly<Record<string, number>> = { YAUTH00000049: 401, YTOKEN0000010: 401, YSJTL00000001: 401 };

/**
 * The HTTP status a code travels with, read off the code: the server's own codes are YSCPR, five digits
 * telling apart the codes of one status, and the status itself (YSCPR00001404: the second code sent with
 * 404), so a code and its status never disagree (issue 29, item 9: YSCPR00000405 was sent with 404). The
 * spec's codes carry theirs in SPEC_CODE_STATUS; anything else is a 500.
 */
export function statusOf(code: string): number {
  const own = /^YSCPR\d{5}([45]\d\d)$/.exec(code);
  return own ? Number(own[1]) : (SPEC_CODE_STATUS[code] ?? 500);
}

const entry = <C extends string, M extends string>(code: C, msg: M) => ({ code, status: statusOf(code), msg });

/** Every code the server sends, with its default Chinese message; its HTTP status is statusOf(code). */
export const ERRORS = {
  /** Request body or query failed its schema: the detail lists each field. */
  BAD_REQUEST: entry('YSCPR00000400', '请求参数不正确'),
  /** Anti-replay: timestamp outside the window, nonce reused or missing. */
  REPLAY: entry('YSCPR00001400', '请求已失效，请刷新页面后重试'),
  /** Wrong phone or password (never says which). */
  LOGIN_FAILED: entry('YSCPR00002400', '账号或密码错误'),
  /** Past 3 wrong passwords the login needs the captcha (acl.captchaPin) besides the password. */
  CAPTCHA_REQUIRED: entry('YSCPR00003400', '请输入图形验证码'),
  /** The login or password payload could not be decrypted (wrong key, or not RSA-OAEP with SHA-256). */
  DECRYPT_FAILED: entry('YSCPR00004400', '登录信息解密失败，请刷新页面后重试'),
  /** Wrong, expired or already used SMS or captcha code. */
  CODE_INVALID: entry('YSCPR00005400', '验证码错误或已失效'),
  /** The enterprise or personal account has used its file storage quota (platform parameters
   * FILE_QUOTA_ENT_MB / FILE_QUOTA_PERSON_MB); the message says the limit and what is used. */
  QUOTA_EXCEEDED: entry('YSCPR00006400', '存储空间不足，无法继续上传'),
  /** A payment provider's notification whose signature holds but whose amount is not a positive whole
   * number of fen, or not the payment's amount (the provider's data is wrong, not forged). */
  NOTIFY_AMOUNT: entry('YSCPR00007400', '支付通知金额无效'),
  /** Access token expired (spec: 登录已过期). */
  TOKEN_EXPIRED: entry('YAUTH00000049', '登录已过期，请重新登录'),
  /** Missing, malformed, unknown or revoked access token. */
  TOKEN_INVALID: entry('YTOKEN0000010', '登录凭证无效，请重新登录'),
  /** The session family was revoked (refresh-token reuse, or forced out by an administrator). */
  FORCED_OUT: entry('YSJTL00000001', '账号已在别处登录或被强制下线，请重新登录'),
  /** Logged in, but the account lacks the call's permission. */
  FORBIDDEN: entry('YSCPR00000403', '暂无权限，请联系管理员'),
  /** The tenant has not opened this feature (e.g. a registration module whose paramValue is not 1). */
  FEATURE_CLOSED: entry('YSCPR00001403', '当前平台未开放此功能'),
  /** The account waits for the platform's approval (platform parameter USR00100101). */
  ACCOUNT_PENDING: entry('YSCPR00002403', '账号正在审核中，请耐心等待'),
  /** No or unknown tenant. */
  TENANT_UNKNOWN: entry('YSCPR00000404', '租户不存在'),
  /** The thing asked for does not exist for this tenant and enterprise. */
  NOT_FOUND: entry('YSCPR00001404', '数据不存在或已被删除'),
  /** No call at this path. */
  NO_ROUTE: entry('YSCPR00002404', '接口不存在'),
  /** The client took too long to send its request. */
  TIMEOUT: entry('YSCPR00001408', '请求超时，请稍后再试'),
  /** A move the state machine or a uniqueness rule forbids. */
  CONFLICT: entry('YSCPR00000409', '当前状态不允许此操作'),
  /** Too many attempts (login and SMS throttles, unauthenticated calls per address). */
  TOO_MANY: entry('YSCPR00000429', '操作过于频繁，请稍后再试'),
  /** The request's headers are larger than the server reads. */
  HEADERS_TOO_LARGE: entry('YSCPR00000431', '请求头过大，请清理浏览器缓存后重试'),
  /** Unexpected failure; details are only in the server log. */
  INTERNAL: entry('YSCPR00000500', '服务器异常，请稍后再试'),
} as const;

export type ErrorName = keyof typeof ERRORS;

/** The envelope every /scpr call answers with (ARCHITECTURE.md "The server"). */
export interface Envelope<T = unknown> {
  code: string;
  msg: string;
  detail?: unknown;
  resultData: T;
}

/** A page request and answer (spec section 7: pageNum/pageSize -> records/total). */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
}
export interface Page<T> {
  records: T[];
  total: number;
}
