// Login and SMS throttles (issue 13 items 5, 6; docs/security.md). Every counter is global (keyed by a
// digest of the phone or the client address, whatever the tenant) and counted atomically before the
// password or code is looked at, so concurrent tries are each counted once and none slips past a check.
import { counterKey, fail, type Deps } from '../../core';

export const LOGIN_RULES = {
  /** Wrong passwords (since the last success, within the window) after which the captcha is required. */
  captchaAfterFailures: 3,
  failureWindowMs: 15 * 60_000,
  /** Tries per phone and per client address per minute, whatever their outcome: a throttle, not a lock.
   * The defaults of Deps.loginRate (LOGIN_RATE_LIMIT changes them: config.ts). */
  perPhonePerMinute: 10,
  perAddressPerMinute: 60,
} as const;

export const SMS_RULES = {
  /** One code per phone a minute, ten a day; per client address thirty an hour. */
  perPhonePerMinute: 1,
  perPhonePerDay: 10,
  perAddressPerHour: 30,
} as const;

export const MESSAGES = {
  captchaRequired: '登录失败次数较多，请输入图形验证码',
  loginTooFast: '登录尝试过于频繁，请1分钟后再试',
  smsTooFast: '验证码发送过于频繁，请稍后再试',
  smsDaily: '今日验证码发送次数已达上限，请明天再试',
  /** Issue 32 item 2: the platform refused the registration (or stopped the account). */
  accountRefused: '账号审核未通过或已停用，请联系平台管理员',
} as const;

const MINUTE = 60_000;

export const keys = {
  loginFailures: (phone: string) => counterKey('login:fail', phone),
  loginPhone: (phone: string) => counterKey('login:phone', phone),
  loginAddress: (address: string) => counterKey('login:addr', address),
  smsPhoneMinute: (phone: string) => counterKey('sms:phone:min', phone),
  smsPhoneDay: (phone: string) => counterKey('sms:phone:day', phone),
  smsAddress: (address: string) => counterKey('sms:addr', address),
};

/** Counts one login try for the phone and the address; throws TOO_MANY past either rate. Answers the
 * number of this try among the phone's tries since its last success (1 for the first). */
export async function countLoginTry(deps: Deps, phone: string, address: string): Promise<number> {
  const c = deps.counters;
  const [byAddress, byPhone, sinceSuccess] = await Promise.all([
    c.hit(keys.loginAddress(address), MINUTE),
    c.hit(keys.loginPhone(phone), MINUTE),
    c.hit(keys.loginFailures(phone), LOGIN_RULES.failureWindowMs),
  ]);
  const rate = deps.loginRate;
  if (byAddress > rate.perAddressPerMinute || byPhone > rate.perPhonePerMinute) throw fail('TOO_MANY', MESSAGES.loginTooFast);
  return sinceSuccess;
}

/** A successful login (or a new password) ends the phone's run of failures. */
export const clearLoginFailures = (deps: Deps, phone: string) => deps.counters.reset(keys.loginFailures(phone));

/** Counts one SMS send for the phone and the address; throws TOO_MANY past any limit. */
export async function countSmsSend(deps: Deps, phone: string, address: string): Promise<void> {
  const c = deps.counters;
  if ((await c.hit(keys.smsAddress(address), 60 * MINUTE)) > SMS_RULES.perAddressPerHour) throw fail('TOO_MANY', MESSAGES.smsTooFast);
  if ((await c.hit(keys.smsPhoneMinute(phone), MINUTE)) > SMS_RULES.perPhonePerMinute) throw fail('TOO_MANY', MESSAGES.smsTooFast);
  if ((await c.hit(keys.smsPhoneDay(phone), 24 * 60 * MINUTE)) > SMS_RULES.perPhonePerDay) throw fail('TOO_MANY', MESSAGES.smsDaily);
}
