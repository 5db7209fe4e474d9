// Response codes: the spec's (section 8), which the client reacts to, and the server's own, each with
// the HTTP status it travels with. One table for both ends of the wire.

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

/** Every code the server sends, with its HTTP status and default Chinese message. */
export const ERRORS = {
  /** Request body or query failed its schema: the detail lists each field. */
  BAD_REQUEST: { code: 'YSCPR00000400', status: 400, msg: '请求参数不正确' },
  /** Anti-replay: timestamp outside the window, nonce reused or missing. */
  REPLAY: { code: 'YSCPR00000402', status: 400, msg: '请求已失效，请刷新页面后重试' },
  /** No or unknown tenant. */
  TENANT_UNKNOWN: { code: 'YSCPR00000404', status: 404, msg: '租户不存在' },
  /** Access token expired (spec: 登录已过期). */
  TOKEN_EXPIRED: { code: 'YAUTH00000049', status: 401, msg: '登录已过期，请重新登录' },
  /** Missing, malformed, unknown or revoked access token. */
  TOKEN_INVALID: { code: 'YTOKEN0000010', status: 401, msg: '登录凭证无效，请重新登录' },
  /** The session family was revoked (refresh-token reuse, or forced out by an administrator). */
  FORCED_OUT: { code: 'YSJTL00000001', status: 401, msg: '账号已在别处登录或被强制下线，请重新登录' },
  /** Logged in, but the account lacks the call's permission. */
  FORBIDDEN: { code: 'YSCPR00000403', status: 403, msg: '暂无权限，请联系管理员' },
  /** The thing asked for does not exist for this tenant and enterprise. */
  NOT_FOUND: { code: 'YSCPR00000405', status: 404, msg: '数据不存在或已被删除' },
  /** A move the state machine or a uniqueness rule forbids. */
  CONFLICT: { code: 'YSCPR00000409', status: 409, msg: '当前状态不允许此操作' },
  /** Too many attempts (login and SMS throttles, unauthenticated calls per address). */
  TOO_MANY: { code: 'YSCPR00000429', status: 429, msg: '操作过于频繁，请稍后再试' },
  /** Wrong phone or password (never says which). */
  LOGIN_FAILED: { code: 'YSCPR00000410', status: 400, msg: '账号或密码错误' },
  /** Past 3 wrong passwords the login needs the captcha (acl.captchaPin) besides the password. */
  CAPTCHA_REQUIRED: { code: 'YSCPR00000415', status: 400, msg: '请输入图形验证码' },
  /** The login or password payload could not be decrypted (wrong key, or not RSA-OAEP with SHA-256). */
  DECRYPT_FAILED: { code: 'YSCPR00000411', status: 400, msg: '登录信息解密失败，请刷新页面后重试' },
  /** Wrong, expired or already used SMS or captcha code. */
  CODE_INVALID: { code: 'YSCPR00000412', status: 400, msg: '验证码错误或已失效' },
  /** The tenant has not opened this feature (e.g. a registration module whose paramValue is not 1). */
  FEATURE_CLOSED: { code: 'YSCPR00000406', status: 403, msg: '当前平台未开放此功能' },
  /** The account waits for the platform's approval (platform parameter USR00100101). */
  ACCOUNT_PENDING: { code: 'YSCPR00000407', status: 403, msg: '账号正在审核中，请耐心等待' },
  /** No call at this path. */
  NO_ROUTE: { code: 'YSCPR00000408', status: 404, msg: '接口不存在' },
  /** The request's headers are larger than the server reads (HTTP 431). */
  HEADERS_TOO_LARGE: { code: 'YSCPR00000431', status: 431, msg: '请求头过大，请清理浏览器缓存后重试' },
  /** The client took too long to send its request (HTTP 408). */
  TIMEOUT: { code: 'YSCPR00000413', status: 408, msg: '请求超时，请稍后再试' },
  /** The enterprise or personal account has used its file storage quota (platform parameters
   * FILE_QUOTA_ENT_MB / FILE_QUOTA_PERSON_MB); the message says the limit and what is used. */
  QUOTA_EXCEEDED: { code: 'YSCPR00000414', status: 400, msg: '存储空间不足，无法继续上传' },
  /** Unexpected failure; details are only in the server log. */
  INTERNAL: { code: 'YSCPR00000500', status: 500, msg: '服务器异常，请稍后再试' },
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
