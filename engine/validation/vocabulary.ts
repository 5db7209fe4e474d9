// Annotation keywords that entity and screen JSON Schemas may carry besides standard JSON Schema.
// Ajv runs in strict mode, so every one must be declared here, in one place.
export const ANNOTATION_KEYWORDS = [
  'x-messages', // per-keyword Chinese messages overriding the defaults, e.g. { "maxLength": "入口名称1-5个字" }
  'x-widget', // the form widget to use (numeric, upload, region, remote-select, date ...)
  'x-valueType', // how lists and details show the value (money, count, date, enum, status, image, link)
  'x-codeType', // the code list (codeType) that names the values of an enum-like field
  'x-numeric', // numeric input options, see numeric.ts (precision, round, integerDigits, min, max)
  'x-upload', // upload options (accept, maxSizeMb, maxCount, catalogue key)
  'x-placeholder',
  'x-unit', // unit shown after a value (元, 单, kg ...)
  'x-order', // preferred position among the entity's fields
  'x-plain', // text without control characters or lone surrogates (rules.ts plainTextFault); the server marks every request string
  'x-sensitive', // never logged, never echoed back (passwords)
] as const;
