// The part of engine/validation the browser needs without Ajv: rules, numeric input, upload checks,
// limits, messages and the localizer of (precompiled) validator errors.
export * from './limits';
export { MSG } from './messages';
export * from './rules';
export { isIdCard, idCardCheckChar } from './id-card';
export { isCreditCode, creditCodeCheckChar } from './credit-code';
export { acceptsTyping, normalizeOnBlur, checkNumeric, toNumericValue, type NumericOptions } from './numeric';
export { checkUploadFile, checkUploadCount, shouldCompressImage, type UploadRules, type FileFacts } from './upload';
export { localizeErrors, localizeError, localizeInPlace, type FieldError } from './localize';
