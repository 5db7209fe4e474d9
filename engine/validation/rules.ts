// The generic validators of spec section 5, as predicates. Each returns true when the value is valid.
import { EMAIL_MAX_LENGTH, PASSWORD_LENGTH } from './limits';

export const MOBILE = /^1[3-9]\d{9}$/;
export const isMobile = (v: string): boolean => MOBILE.test(v);

export const isPassword = (v: string): boolean =>
  v.length >= PASSWORD_LENGTH.min &&
  v.length <= PASSWORD_LENGTH.max &&
  /[a-z]/.test(v) &&
  /[A-Z]/.test(v) &&
  /\d/.test(v);

/** C0 control characters (but tab, line feed and carriage return) and DEL: never part of text a person
 * types; U+0000 is also refused by PostgreSQL text columns (issue 13, item 3). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const hasControlChar = (v: string): boolean => CONTROL_CHARS.test(v);

/** A UTF-16 surrogate without its partner: half of a character, not text. JSON may carry one ("\ud800");
 * PostgreSQL refuses it in jsonb (a 500) and stores U+FFFD for it in text (issue 29, item 5). Written as
 * a pattern rather than String.prototype.isWellFormed, which older browsers lack. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isWellFormedText = (v: string): boolean => !LONE_SURROGATE.test(v);

/** Why a string is not plain text a person typed: 'ill-formed' (a lone surrogate), 'control' (a control
 * character), or null when it is. The x-plain keyword's check (ajv.ts), so one rule covers every field. */
export type PlainTextFault = 'ill-formed' | 'control';
export function plainTextFault(v: string): PlainTextFault | null {
  if (LONE_SURROGATE.test(v)) return 'ill-formed';
  return CONTROL_CHARS.test(v) ? 'control' : null;
}

export const isInteger = (v: string): boolean => /^-?\d+$/.test(v);

/** A non-negative number written without leading zeros ("0", "0.5" and "10" pass; "01" does not). */
export const isNumberWithoutLeadingZero = (v: string): boolean => /^(0|[1-9]\d*)(\.\d+)?$/.test(v);

export const isEmail = (v: string): boolean =>
  v.length <= EMAIL_MAX_LENGTH && /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(v);

/** Letters with single inner spaces (foreign names), or 2-20 Chinese characters (optionally with ·). */
export const isRealName = (v: string): boolean =>
  /^[A-Za-z]+( [A-Za-z]+)*$/.test(v) || /^[\u4e00-\u9fa5](?:[\u4e00-\u9fa5·]{0,18})[\u4e00-\u9fa5]$/.test(v);

/** Money: non-negative, no leading zeros, up to `decimals` decimals (2, or the 3-decimal variant). */
export const isMoney = (v: string, decimals: 2 | 3 = 2): boolean =>
  new RegExp(`^(0|[1-9]\\d*)(\\.\\d{1,${decimals}})?$`).test(v);

export const isPostalCode = (v: string): boolean => /^\d{6}$/.test(v);

export const isAlphanumeric = (v: string): boolean => /^[A-Za-z0-9]+$/.test(v);

/** The extension of a file name, lower case, without the dot ('' when there is none). */
export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

export const hasAllowedExtension = (name: string, allowed: readonly string[]): boolean =>
  allowed.map((e) => e.replace(/^\./, '').toLowerCase()).includes(fileExtension(name));

/** The Luhn (mod 10) check digit test that personal bank card numbers (UnionPay 62..., 16-19 digits)
 * pass; company settlement accounts (对公账户) are not Luhn numbers, so callers apply it to cards only. */
export const isLuhn = (digits: string): boolean => {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/** A bank account number shown with only its last four digits: "**** **** **** 1234". */
export const maskAccountNo = (no: string): string => (no.length <= 4 ? no : `**** **** **** ${no.slice(-4)}`);
