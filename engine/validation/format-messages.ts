// The message each named format produces (spec 5). Apart from the format definitions so the browser's
// error localizer does not pull in the definitions themselves.
import { MSG } from './messages';

export const FORMAT_MESSAGES: Record<string, string> = {
  mobile: MSG.mobile,
  password: MSG.password,
  email: MSG.email,
  'real-name': MSG.realName,
  'id-card': MSG.idCard,
  'credit-code': MSG.creditCode,
  money: MSG.money,
  money3: MSG.money3,
  'postal-code': MSG.postalCode,
  alphanumeric: MSG.alphanumeric,
  'integer-text': MSG.integer,
  'no-leading-zero': MSG.noLeadingZero,
};
