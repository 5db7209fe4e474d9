// engine/schema: the screen format (types + meta-schema), normalization, walking and the checks.
export * from './types';
export { screenMetaSchema } from './meta-schema';
export { normalize, normalizeActions } from './normalize';
export { walkScreen, type Visit, type VisitType } from './walk';
export { resolveRefs, resolveEntity, fieldSchema, fieldTitle, type EntitySchema, type Entities } from './entity';
