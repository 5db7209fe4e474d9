/** A JSON-logic expression: a literal, an array of expressions, or `{ operator: args }`. */
export type Logic = null | boolean | number | string | Logic[] | { [operator: string]: Logic };

/** The data an expression reads with `var`. */
export type Scope = Record<string, unknown>;
