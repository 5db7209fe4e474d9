// The engine's public face for the browser: everything a screen needs at run time, tree-shakeable.
// Build-time tools live apart: engine/build (Vite plugin, validator code generation) and
// engine/schema/check (schemas:check); the server imports engine/validation directly.
export * from './logic';
export * from './access';
export * from './render';
export * from './ui';
export * from './schema/types';
export { normalize, normalizeActions } from './schema/normalize';
export { walkScreen, type Visit, type VisitType } from './schema/walk';
export { resolveRefs, resolveEntity, fieldSchema, fieldTitle, type EntitySchema, type Entities } from './schema/entity';
export * from './validation/browser';
