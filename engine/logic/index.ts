// engine/logic: JSON-logic conditions and mappings, interpreted (never compiled) so they run under CSP.
export { evaluate, test, isLogicObject, operatorOf, LogicError } from './evaluate';
export type { Logic, Scope } from './types';
export { readPath, truthy } from './path';
export { varsOf, operatorsOf } from './vars';
export { OPERATOR_NAMES, looseEquals } from './operators';
