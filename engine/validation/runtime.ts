// What precompiled (Ajv standalone) validators import at run time: the format definitions and the
// numeric rule. Generated code refers to this module by the specifier STANDALONE_RUNTIME; the build
// (engine/build) rewrites that specifier to this file. Keep it free of Ajv itself: the browser loads it.
export { AJV_FORMATS as formats } from './formats';
export { checkNumeric } from './numeric';
export { plainTextFault } from './rules';

/** The module specifier that generated validator code uses for this file. */
export const STANDALONE_RUNTIME = 'engine-validation-runtime';
