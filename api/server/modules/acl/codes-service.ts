// One-time codes: the captcha (4 digits in a picture) and SMS verification codes (6 digits, sent by the
// SMS provider; the built-in one writes them to the server log). Both are stored as digests, expire after
// 5 minutes and are single use; a consumption commits even when the code is wrong.
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { withTenant } from '../../db';
import * as t from './tables';
import { digest, fail, newId, type Deps } from '../../core';
import { captchaPng } from './captcha-image';

export const CODE_RULES = {
  ttlMs: 5 * 60_000,
  /** One SMS per phone and purpose per minute, ten a day. */
  resendMs: 60_000,
  dailyMax: 10,
  /** Wrong tries before an SMS code is void. */
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

export async function sendSmsCode(deps: Deps, tntId: string, phone: string, opeType: string): Promise<{ expireSeconds: number }> {
  const now = deps.clock.now();
  const code = digits(6);
  await withTenant(deps.orm, tntId, async (tx) => {
    const recent = await tx
      .select({ createdAt: t.smsCodes.createdAt })
      .from(t.smsCodes)
      .where(and(eq(t.smsCodes.tntId, tntId), eq(t.smsCodes.phone, phone), gt(t.smsCodes.createdAt, new Date(now - 24 * 3600_000))))
      .orderBy(desc(t.smsCodes.createdAt));
    if (recent.length >= CODE_RULES.dailyMax) throw fail('TOO_MANY', '今日验证码发送次数已达上限，请明天再试');
    const last = recent[0]?.createdAt.getTime();
    if (last !== undefined && now - last < CODE_RULES.resendMs) throw fail('TOO_MANY', '验证码发送过于频繁，请稍后再试');
    await tx.insert(t.smsCodes).values({
      tntId, codeId: newId(), phone, opeType, codeHash: digest(tntId, phone, opeType, code), attempts: 0,
      expiresAt: new Date(now + CODE_RULES.ttlMs), createdAt: new Date(now),
    });
  });
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
