// The screen format's word lists: the meta-schema (meta-schema.ts) builds its enums from them and the
// engine's code switches on them. Plain constants, so every other file of the format can import them.

/** The names an expression can read with `var` (the first segment of the path). */
export const SCOPE_ROOTS = ['route', 'query', 'session', 'row', 'selection', 'form', 'data', 'dialog', 'result', 'error', 'state', 'sources', 'calc', 'tile', 'index'] as const;
export type ScopeRoot = (typeof SCOPE_ROOTS)[number];

export const SCREEN_KINDS = ['list', 'form', 'detail', 'page', 'dialog', 'drawer', 'area', 'group', 'component', 'app'] as const;
export type ScreenKind = (typeof SCREEN_KINDS)[number];
export const BLOCK_KINDS = ['list', 'form', 'detail', 'page', 'component', 'text', 'cards', 'slot', 'frame', 'steps', 'timeline', 'sku-picker', 'cart', 'chart', 'carousel', 'choosers', 'patch', 'screen-preview', 'versions', 'look-preview', 'picture-wall', 'video', 'masthead'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

// No 'html': raw HTML is never shown (XSS); long text keeps its line breaks with 'longtext'.
export const VALUE_TYPES = ['text', 'longtext', 'money', 'count', 'date', 'datetime', 'enum', 'status', 'image', 'gallery', 'files', 'link', 'list', 'table', 'region'] as const;
export type ValueType = (typeof VALUE_TYPES)[number];
export const WIDGETS = [
  'text', 'textarea', 'password', 'numeric', 'select', 'radio', 'switch', 'checkbox', 'checkboxes', 'date', 'daterange',
  'upload', 'remote-select', 'tree-select', 'tree-check', 'table', 'hidden', 'captcha', 'sms-code', 'region', 'regions', 'groups',
] as const;
export type WidgetName = (typeof WIDGETS)[number];
export const TONES = ['default', 'primary', 'success', 'warning', 'danger', 'info'] as const;
export type Tone = (typeof TONES)[number];
