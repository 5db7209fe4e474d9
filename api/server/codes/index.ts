// Business codes shared by several domains, each declared once (docs/money.md and docs/trading.md
// "Codes"). Import from here; never restate a code or a subset of codes.
export * from './pay-types';
export * from './order-types';
