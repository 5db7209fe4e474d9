// One-time codes: the captcha (4 digits in a picture) and SMS verification codes (6 digits, sent by the
// SMS provider; the built-in one writes them to the server log). Both are stored as digests, expire after
// 5 minutes and are single use; a consumption commits even when the code is wrong. An SMS code is void
// after CODE_RULES.maxAttempts wrong tries; only the phone's latest unused code counts.
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { withTenant } from '../../db';
import * as t from './tables';
import { digest, fail, newId, type Deps } from '../../core';
import { captchaPng } from './captcha-image';
import { countSmsSend } from './throttle';

export const CODE_RULES = {
  ttlMs: 5 * 60_000,
  /** Wrong tries before an SMS code is void. Send limits: throttle.ts SMS_RULES. */
  maxAttempts: 5,
} as const;

const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');

export async function createCaptcha(deps: Deps, tntId: string): Promise<{ captchaId: string; image: string }> {
  const answer = digits(4);
  const captchaId = newId();
  await withTenant(deps.orm, tntId, (tx) =>
    tx.insert(t.captchas).values({
      tntId, captchaId, answerHash: digest(tntId, captchaId, answer), expiresAt: new Date(deps.clock.now() + CODE_RULES.ttlMs),
    }),
  );
  return { captchaId, image: `data:image/png;base64,${captchaPng(answer).toString('base64')}` };
}

export async function consumeCaptcha(deps: Deps, tntId: string, captchaId: string, answer: string): Promise<void> {
  const now = new Date(deps.clock.now());
  const ok = await withTenant(deps.orm, tntId, async (tx) => {
    const used = await tx
      .update(t.captchas)
      .set({ usedAt: now })
      .where(and(eq(t.captchas.tntId, tntId), eq(t.captchas.captchaId, captchaId), isNull(t.captchas.usedAt), gt(t.captchas.expiresAt, now)))
      .returning({ answerHash: t.captchas.answerHash });
    return used[0]?.answerHash === digest(tntId, captchaId, answer);
  });
  if (!ok) throw fail('CODE_INVALID', '图形验证码错误或已失效');
}

/** Opens one SMS send with a captcha (issue 13 item 6: captcha first). A right answer marks the captcha
 * (sms_at) so it opens no second send, and leaves it to be consumed once by the registration or retrieval
 * that follows; a wrong one voids it. */
export async function captchaForSms(deps: Deps, tntId: string, captchaId: string, answer: string): Promise<void> {
  const now = new Date(deps.clock.now());
  const ok = await withTenant(deps.orm, tntId, async (tx) => {
    const where = and(eq(t.captchas.tntId, tntId), eq(t.captchas.captchaId, captchaId));
    const [row] = await tx
      .update(t.captchas)
      .set({ smsAt: now })
      .where(and(where, isNull(t.captchas.usedAt), isNull(t.captchas.smsAt), gt(t.captchas.expiresAt, now)))
      .returning({ answerHash: t.captchas.answerHash });
    if (!row) return false;
    if (row.answerHash === digest(tntId, captchaId, answer)) return true;
    await tx.update(t.captchas).set({ usedAt: now }).where(where);
    return false;
  });
  if (!ok) throw fail('CODE_INVALID', '图形验证码错误或已失效');
}

/** Sends a code whether or not the phone has an account (issue 13 item 6: the same answer either way;
 * registration and retrieval say whether the phone is taken only after the code is proven). The
 * captcha first, then the address and phone limits (throttle.ts), then the code. */
export async function sendSmsCode(
  deps: Deps,
  tntId: string,
  body: { phone: string; opeType: string; captchaId: string; captchaCode: string },
  address: string,
): Promise<{ expireSeconds: number }> {
  const { phone, opeType } = body;
  await captchaForSms(deps, tntId, body.captchaId, body.captchaCode);
  await countSmsSend(deps, phone, address);
  const now = deps.clock.now();
  const code = digits(6);
  await withTenant(deps.orm, tntId, (tx) =>
    tx.insert(t.smsCodes).values({
      tntId, codeId: newId(), phone, opeType, codeHash: digest(tntId, phone, opeType, code), attempts: 0,
      expiresAt: new Date(now + CODE_RULES.ttlMs), createdAt: new Date(now),
    }),
  );
  await deps.sms.send({ tntId, phone, code, opeType });
  return { expireSeconds: CODE_RULES.ttlMs / 1000 };
}

export async function consumeSmsCode(deps: Deps, tntId: string, phone: string, opeType: string, code: string): Promise<void> {
  const now = new Date(deps.clock.now());
  const ok = await withTenant(deps.orm, tntId, async (tx) => {
    const [latest] = await tx
      .select()
      .from(t.smsCodes)
      .where(and(eq(t.smsCodes.tntId, tntId), eq(t.smsCodes.phone, phone), eq(t.smsCodes.opeType, opeType), isNull(t.smsCodes.usedAt)))
      .orderBy(desc(t.smsCodes.createdAt))
      .limit(1)
      .for('update');
    if (!latest || latest.expiresAt <= now || latest.attempts >= CODE_RULES.maxAttempts) return false;
    const where = and(eq(t.smsCodes.tntId, tntId), eq(t.smsCodes.codeId, latest.codeId));
    if (latest.codeHash !== digest(tntId, phone, opeType, code)) {
      await tx.update(t.smsCodes).set({ attempts: sql`${t.smsCodes.attempts} + 1` }).where(where);
      return false;
    }
    await tx.update(t.smsCodes).set({ usedAt: now }).where(where);
    return true;
  });
  if (!ok) throw fail('CODE_INVALID', '短信验证码错误或已失效');
}
