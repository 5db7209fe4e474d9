// The named formats of spec section 5, with the message each one produces, and the exact definitions
// Ajv receives. The same `AJV_FORMATS` object is what precompiled (standalone) validators import at run
// time, so a format is written once for the server, the browser and the build.
import type { Format } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { MSG } from './messages';
import { isCreditCode } from './credit-code';
import { isIdCard } from './id-card';
import {
  isAlphanumeric,
  isEmail,
  isInteger,
  isMobile,
  isMoney,
  isNumberWithoutLeadingZero,
  isPassword,
  isPostalCode,
  isRealName,
} from './rules';

/** Our named formats, with the message each one produces. */
export const FORMATS: Record<string, { test: (v: string) => boolean; message: string }> = {
  mobile: { test: isMobile, message: MSG.mobile },
  password: { test: isPassword, message: MSG.password },
  email: { test: isEmail, message: MSG.email },
  'real-name': { test: isRealName, message: MSG.realName },
  'id-card': { test: isIdCard, message: MSG.idCard },
  'credit-code': { test: isCreditCode, message: MSG.creditCode },
  money: { test: (v) => isMoney(v, 2), message: MSG.money },
  money3: { test: (v) => isMoney(v, 3), message: MSG.money3 },
  'postal-code': { test: isPostalCode, message: MSG.postalCode },
  alphanumeric: { test: isAlphanumeric, message: MSG.alphanumeric },
  'integer-text': { test: isInteger, message: MSG.integer },
  'no-leading-zero': { test: isNumberWithoutLeadingZero, message: MSG.noLeadingZero },
};

/** Standard formats we accept from ajv-formats (the rest stay unknown, so Ajv strict mode flags them). */
const STANDARD = ['date', 'date-time', 'time', 'uri', 'uuid'] as const;

/** Every format definition handed to Ajv, by name. */
export const AJV_FORMATS: Record<string, Format> = {
  ...Object.fromEntries(STANDARD.map((name) => [name, fullFormats[name]])),
  ...Object.fromEntries(Object.entries(FORMATS).map(([name, f]) => [name, { type: 'string', validate: f.test }])),
};
