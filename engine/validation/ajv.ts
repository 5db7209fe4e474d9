// One Ajv set-up for browser builds, the server and tests: the formats of spec section 5, the numeric
// rule as a keyword, and the annotation vocabulary. `configureAjv` is also handed to rjsf's
// validator-ajv8 (as its extenderFn), so forms and the server validate with the very same rules.
// The numeric keyword is a code-generating keyword that calls `checkNumeric` through the standalone
// runtime module, so precompiled validators need no `new Function` in the browser.
import { Ajv, _, type KeywordCxt, type Options, type AnySchema } from 'ajv';
import { AJV_FORMATS } from './formats';
import { checkNumeric } from './numeric';
import { plainTextFault } from './rules';
import { STANDALONE_RUNTIME } from './runtime';
import { ANNOTATION_KEYWORDS } from './vocabulary';

export { FORMATS } from './formats';
export { localizeErrors, localizeError, localizeInPlace, type FieldError } from './localize';

/** The Ajv options every instance uses. `code.formats` lets standalone code import our formats. */
export const AJV_OPTIONS: Options = {
  allErrors: true,
  verbose: true,
  strict: true,
  allowUnionTypes: true,
  code: { formats: _`require(${STANDALONE_RUNTIME}).formats` },
};

/** Adds our formats and keywords to an Ajv instance (ours, or the one rjsf's validator-ajv8 builds). */
export function configureAjv<A extends Ajv>(ajv: A): A {
  for (const [name, format] of Object.entries(AJV_FORMATS)) ajv.addFormat(name, format);
  for (const keyword of ANNOTATION_KEYWORDS) {
    if (keyword !== 'x-numeric' && keyword !== 'x-plain' && !ajv.getKeyword(keyword)) {
      ajv.addKeyword({ keyword, schemaType: ['string', 'object', 'array', 'boolean', 'number'] });
    }
  }
  if (!ajv.getKeyword('x-numeric')) {
    ajv.addKeyword({
      keyword: 'x-numeric',
      schemaType: 'object',
      type: ['number', 'string'],
      error: {
        message: ({ params }) => _`${params.message}`,
        params: ({ params }) => _`{message: ${params.message}}`,
      },
      code(cxt: KeywordCxt) {
        const { gen, data } = cxt;
        const check = gen.scopeValue('func', { ref: checkNumeric, code: _`require(${STANDALONE_RUNTIME}).checkNumeric` });
        const message = gen.const('numericMessage', _`${check}(${data}, ${cxt.schemaValue})`);
        cxt.setParams({ message });
        cxt.fail(_`${message} !== null`);
      },
    });
  }
  if (!ajv.getKeyword('x-plain')) {
    ajv.addKeyword({
      keyword: 'x-plain',
      schemaType: 'boolean',
      type: 'string',
      error: {
        message: 'must be plain text',
        params: ({ params }) => _`{fault: ${params.fault}}`,
      },
      code(cxt: KeywordCxt) {
        const { gen, data, schema } = cxt;
        if (schema !== true) return;
        const check = gen.scopeValue('func', { ref: plainTextFault, code: _`require(${STANDALONE_RUNTIME}).plainTextFault` });
        // The fault ('ill-formed' or 'control') travels in the error's params: localize.ts words it.
        const fault = gen.const('plainFault', _`${check}(${data})`);
        cxt.setParams({ fault });
        cxt.fail(_`${fault} !== null`);
      },
    });
  }
  return ajv;
}

export interface CreateAjvOptions {
  /** Schemas to register (entities), each with its $id. */
  schemas?: AnySchema[];
  /** Extra Ajv options. */
  ajv?: Options;
}

export function createAjv(options: CreateAjvOptions = {}): Ajv {
  const extra = options.ajv ?? {};
  const ajv = configureAjv(new Ajv({ ...AJV_OPTIONS, ...extra, code: { ...AJV_OPTIONS.code, ...extra.code } }));
  for (const schema of options.schemas ?? []) ajv.addSchema(schema);
  return ajv;
}
