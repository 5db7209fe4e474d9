export { ValueView, VALUE_RENDERERS, compileValue, type ValueProps, type ValueRenderer } from './ValueView';
export { valueTypeOf } from './resolve';
export { optionsOf, labelOf, hasOptions } from './options';
export { formatMoney, formatCount, formatDate, formatText, EMPTY } from './format';
