export { ValueView, VALUE_RENDERERS, type ValueProps } from './ValueView';
export { valueTypeOf } from './resolve';
export { optionsOf, labelOf, hasOptions } from './options';
export { formatMoney, formatCount, formatDate, formatText, EMPTY } from './format';
