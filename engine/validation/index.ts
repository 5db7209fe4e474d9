// engine/validation: the rules of spec section 5, plain TypeScript shared by the browser and the server.
export * from './limits';
export { MSG } from './messages';
export * from './rules';
export { asFen, formatFen, parseFen, tryParseFen, roundToFen, type Fen, type ParseFenOptions } from './money';
export { isIdCard, idCardCheckChar } from './id-card';
export { isCreditCode, creditCodeCheckChar } from './credit-code';
export { acceptsTyping, normalizeOnBlur, checkNumeric, toNumericValue, type NumericOptions } from './numeric';
export { checkUploadFile, checkUploadCount, shouldCompressImage, type UploadRules, type FileFacts } from './upload';
export { FORMATS, AJV_FORMATS } from './formats';
export { localizeErrors, localizeError, localizeInPlace, type FieldError } from './localize';
export { createAjv, configureAjv, AJV_OPTIONS, type CreateAjvOptions } from './ajv';
export { STANDALONE_RUNTIME } from './runtime';
export { ANNOTATION_KEYWORDS } from './vocabulary';
export { expandAlias, routesOfScreen, type RoutePart, type AliasPart } from './route-alias';
export {
  isRegionCode,
  regionName,
  regionPath,
  regionFullName,
  regionChildren,
  regionNode,
  searchRegions,
  regionError,
  type RegionLevel,
  type RegionNode,
} from './region';
