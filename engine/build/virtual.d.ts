// The modules the engine's Vite plugin serves.
declare module 'virtual:engine/validators' {
  import type { ValidatorFunctions } from '../render/context';
  const validators: Record<string, () => Promise<ValidatorFunctions>>;
  export default validators;
}
