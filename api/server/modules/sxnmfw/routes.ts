// The other admin system's clear-cookie call (spec section 4: made before logout when the cross-origin
// flag is '1'): every cookie the browser sent is expired. It reads no data and needs no tenant.
import type { DomainHandlers } from '../../core';

const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export const sxnmfwHandlers = {
  'sxnmfw.clearCookie': async (ctx) => {
    const names = (ctx.req.headers.cookie ?? '')
      .split(';')
      .map((c) => c.split('=')[0]!.trim())
      .filter((n) => COOKIE_NAME.test(n));
    if (names.length) {
      ctx.reply.header('set-cookie', names.map((n) => `${n}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`));
    }
    return null;
  },
} satisfies DomainHandlers<'sxnmfw'>;
