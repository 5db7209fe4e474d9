// rjsf's validator interface over our schema validator (rjsf asks it when it resolves conditions).
// Lives in the rjsf chunk: flat forms never need it.
import { ID_KEY, JUNK_OPTION_ID, type FormContextType, type RJSFSchema, type RJSFValidationError, type ValidatorType } from '@rjsf/utils';
import type { SchemaValidator } from '../schema-validator';

export function rjsfValidator(sv: SchemaValidator): ValidatorType<unknown, RJSFSchema, FormContextType> {
  return {
    validateFormData(formData, schema) {
      const errors: RJSFValidationError[] = sv.raw(schema, formData).map((e) => ({ property: e.instancePath, message: e.message, stack: e.message ?? '' }));
      return { errors, errorSchema: {} };
    },
    isValid(schema, formData) {
      // rjsf probes with a placeholder schema that matches nothing; answer without compiling it.
      if (schema[ID_KEY] === JUNK_OPTION_ID) return false;
      try {
        return sv.isValid(schema, formData);
      } catch {
        return false;
      }
    },
    rawValidation(schema, formData) {
      try {
        return { errors: sv.raw(schema, formData) as never[] };
      } catch (e) {
        return { validationError: e as Error };
      }
    },
  };
}
