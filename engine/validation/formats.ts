// The named formats of spec section 5, with the message each one produces, and the exact definitions
// Ajv receives. The same `AJV_FORMATS` object is what precompiled (standalone) validators import at run
// time, so a format is written once for the server, the browser and the build.
import type { Format } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { FORMAT_MESSAGES } from './format-messages';
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
export const FORMATS: Record<string, { test: (v: string) => boolean; message: string }> = Object.fromEntries(
  Object.entries({
    mobile: isMobile,
    password: isPassword,
    email: isEmail,
    'real-name': isRealName,
    'id-card': isIdCard,
    'credit-code': isCreditCode,
    money: (v: string) => isMoney(v, 2),
    money3: (v: string) => isMoney(v, 3),
    'postal-code': isPostalCode,
    alphanumeric: isAlphanumeric,
    'integer-text': isInteger,
    'no-leading-zero': isNumberWithoutLeadingZero,
  }).map(([name, test]) => [name, { test, message: FORMAT_MESSAGES[name]! }]),
);

/** Standard formats we accept from ajv-formats (the rest stay unknown, so Ajv strict mode flags them). */
const STANDARD = ['date', 'date-time', 'time', 'uri', 'uuid'] as const;

/** Every format definition handed to Ajv, by name. */
export const AJV_FORMATS: Record<string, Format> = {
  ...Object.fromEntries(STANDARD.map((name) => [name, fullFormats[name]])),
  ...Object.fromEntries(Object.entries(FORMATS).map(([name, f]) => [name, { type: 'string', validate: f.test }])),
};
