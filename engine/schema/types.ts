// The screen format: what a file under schemas/ holds. The JSON meta-schema (meta-schema.ts) is the
// authority for validation and the generated reference (docs/screen-format.md); this file gives the same
// shape to TypeScript. Expressions and conditions are JSON-logic data (engine/logic), never code.
import type { Logic } from '../logic';

/** A value computed from the scope: a literal, or JSON-logic such as `{ "var": "query.id" }`. */
export type Expr = Logic;
/** A condition: true/false, or a JSON-logic object. Strings are refused: they would be code. */
export type Condition = boolean | { [operator: string]: Logic };
/** A map of payload/parameter names to expressions. */
export type Mapping = Record<string, Expr>;

/** The names an expression can read with `var` (the first segment of the path). */
export const SCOPE_ROOTS = ['route', 'query', 'session', 'row', 'selection', 'form', 'data', 'dialog', 'result', 'state'] as const;
export type ScopeRoot = (typeof SCOPE_ROOTS)[number];

export const SCREEN_KINDS = ['list', 'form', 'detail', 'page', 'dialog', 'drawer', 'area', 'group', 'component', 'app'] as const;
export type ScreenKind = (typeof SCREEN_KINDS)[number];
export const BLOCK_KINDS = ['list', 'form', 'detail', 'page', 'component', 'text', 'cards', 'slot', 'frame'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

// No 'html': raw HTML is never shown (XSS); long text keeps its line breaks with 'longtext'.
export const VALUE_TYPES = ['text', 'longtext', 'money', 'count', 'date', 'datetime', 'enum', 'status', 'image', 'link', 'list', 'table'] as const;
export type ValueType = (typeof VALUE_TYPES)[number];
export const WIDGETS = [
  'text', 'textarea', 'password', 'numeric', 'select', 'radio', 'checkbox', 'checkboxes', 'date', 'daterange',
  'upload', 'remote-select', 'tree-select', 'table', 'hidden', 'captcha', 'sms-code',
] as const;
export type WidgetName = (typeof WIDGETS)[number];
export const TONES = ['default', 'primary', 'success', 'warning', 'danger', 'info'] as const;
export type Tone = (typeof TONES)[number];

export interface RouteMeta {
  title: string;
  /** [icon, icon when active]. */
  icon?: [string, string];
  /** For hidden detail pages: the route whose menu entry stays highlighted. */
  parent?: string;
  hidden?: boolean;
  notAuth?: boolean;
  excludeAuth?: boolean;
  keepAlive?: boolean;
  noContainer?: boolean;
}

/** docs/contracts.md section 3: the part the router and the server's menu sync read. */
export interface Route {
  name: string;
  path: string;
  menuParent?: string;
  order?: number;
  menuId?: string;
  /** area/group: the route to open; default the first visible child. */
  redirect?: string;
  /** What the screen does when opened through this route (scope `route.mode`), e.g. "create", "edit", "view". */
  mode?: string;
  meta: RouteMeta;
}

/** A further route to the same screen (add / edit / view of one goods form): a full route of its own in
 * the route table, the menu, the authority check and the server's menu sync, with its own mode. */
export type RouteAlias = Route;

export interface Access {
  /** Permission key (route name or button key) the user must hold. */
  permission?: string;
  /** Key looked up in the disable list (contorValue); defaults to `permission`. */
  disableKey?: string;
  visible?: Condition;
  disabled?: Condition;
}

export interface DataSource {
  /** Catalogue key. */
  call: string;
  params?: Mapping;
  /** Where things are in resultData (dotted paths; "" is resultData itself). */
  map?: { rows?: string; total?: string; data?: string };
  /** Lists: the payload names of the sort field and order (default sortField / sortOrder). */
  sortParams?: { field: string; order: string };
  /** Failures are not shown (spec 8: footer and menu failures are silently ignored). */
  quiet?: boolean;
  /** Paged: pageNum/pageSize are sent and rows/total read from records/total. Default true for lists,
   * false for cards. A tree list is not paged. */
  paginate?: boolean;
  /** Loaded only while this holds (a form that loads its record except in create mode). */
  when?: Condition;
}

export interface NavigateTarget {
  route?: string;
  path?: string;
  params?: Mapping;
  query?: Mapping;
  replace?: boolean;
}

export type Step =
  | 'reload'
  | 'close'
  | 'back'
  | { message: string | { [operator: string]: Logic }; tone?: 'success' | 'info' | 'warning' | 'error' }
  | { navigate: NavigateTarget }
  | { open: string; with?: Mapping }
  /** An effect the app provides by name (its login step, jumping by menu id ...): `with`, and the result. */
  | { effect: string; with?: Mapping }
  /** Sets values of the nearest page state (scope `state`). */
  | { set: Mapping };

/** A text asked for before an action's call (a reason to freeze goods); it goes into the payload. */
export interface ActionPrompt {
  /** Payload name of the text. */
  field: string;
  /** Label of the text box (Chinese), e.g. 冻结原因; also the dialog title unless `title` is given. */
  label: string;
  title?: string;
  required?: boolean;
  placeholder?: string;
  maxLength?: number;
}

export interface Action {
  /** Unique within its list; defaults to the label. Tenant patches and tests address actions by id. */
  id?: string;
  label: string;
  tone?: Tone | 'link';
  icon?: string;
  /** Needs selected rows (list toolbar). */
  batch?: boolean;
  /** Asked first; `{ "cat": [...] }` may build the text from the scope. */
  confirm?: string | { [operator: string]: Logic };
  /** Asks for a text (after confirm, before the call); the text goes into the payload under prompt.field. */
  prompt?: ActionPrompt;
  call?: string;
  payload?: Mapping;
  /** What the payload starts from before `payload` is applied: form values (default for submits), the row, or nothing. */
  payloadFrom?: 'form' | 'row' | 'none';
  /** Shorthands, run before `then`: open a dialog / navigate. */
  open?: string;
  with?: Mapping;
  navigate?: NavigateTarget;
  then?: Step[];
  access?: Access;
}

export interface FieldItem {
  field: string;
  label?: string;
  widget?: WidgetName;
  span?: number;
  placeholder?: string;
  help?: string;
  required?: boolean;
  readonly?: boolean;
  default?: Expr;
  /** Widget options: numeric { precision, round, max }, upload { accept, maxSizeMb, maxCount, call }, select { call, map } ... */
  options?: Record<string, unknown>;
  /** Filters: payload name(s) the value goes to (a date range goes to two). */
  param?: string | [string, string];
  access?: Access;
}

// Options of the table and tree-select widgets: widget-options.ts.
export type { TableColumn, TableOptions, TreeSelectOptions } from './widget-options';

export interface DisplayItem {
  field: string;
  label?: string;
  valueType?: ValueType;
  codeType?: string;
  /** status: value -> tone. */
  tones?: Record<string, Tone>;
  link?: NavigateTarget;
  span?: number;
  /** valueType "table": the columns of the sub-table (properties of the array's items). */
  columns?: (string | DisplayItem)[];
  access?: Access;
}

export interface Column extends DisplayItem {
  width?: number;
  align?: 'left' | 'center' | 'right';
  fixed?: 'left' | 'right';
  sortable?: boolean;
}

export interface Section<T> {
  id?: string;
  title?: string;
  columns?: number;
  fields: (string | T)[];
  access?: Access;
}

interface BlockBase {
  /** A handle for tenant patches and page layouts. */
  name?: string;
  title?: string;
  span?: number;
  access?: Access;
}

export interface ListBody {
  entity: string;
  data: DataSource;
  columns: (string | Column)[];
  filters?: (string | FieldItem)[];
  rowKey?: string;
  toolbar?: Action[];
  rowActions?: Action[];
  pageSize?: number;
  sort?: { field: string; order: 'asc' | 'desc' };
  empty?: string;
  /** Hierarchical rows from a non-paged call (data.paginate false): children under the named field. */
  tree?: TreeSpec;
}

export interface TreeSpec {
  /** Field holding a node's children; default "children". */
  children?: string;
  /** Nodes start expanded; default true. */
  expanded?: boolean;
}

export interface FormBody {
  entity: string;
  /** Initial values (editing): loaded, then mapped with map.data. */
  data?: DataSource;
  defaults?: Mapping;
  layout?: { columns?: number; labelWidth?: number; sections: Section<FieldItem>[] };
  fields?: (string | FieldItem)[];
  /** The submit button; a list gives one per mode: the first whose access.visible holds is used. */
  submit: Action | Action[];
  cancel?: false | Action;
  actions?: Action[];
  /** Every field read only, submit and cancel hidden (a view mode), while this holds. */
  readonly?: Condition;
}

export interface DetailBody {
  entity: string;
  data: DataSource;
  columns?: number;
  sections?: Section<DisplayItem>[];
  fields?: (string | DisplayItem)[];
  actions?: Action[];
}

export interface PageBody {
  blocks: Block[];
  layout?: { columns?: number; tabs?: boolean };
  /** Local UI state (scope `state`), initial values; `set` steps change it. */
  state?: Mapping;
}

/** A heading and text from the scope: a welcome banner, a result page, a note; with buttons. */
export interface TextBody {
  variant?: 'banner' | 'result' | 'note' | 'plain';
  tone?: Tone;
  heading?: Expr;
  text?: Expr;
  /** A background image address (banner). */
  image?: Expr;
  actions?: Action[];
}

/** One tile: a heading and text from the scope, what a click does, and who sees it. */
export interface CardItem {
  id?: string;
  heading: Expr;
  text?: Expr;
  /** A picture at the top of the tile (lazy, alt = heading). */
  image?: Expr;
  /** A secondary line, e.g. a price `{ "cat": ["¥", { "var": "row.minPrice" }] }`. */
  extra?: Expr;
  icon?: string;
  tone?: Tone;
  navigate?: NavigateTarget;
  then?: Step[];
  access?: Access;
}

/** Tiles: fixed ones (`items`), or one per row of a data source (`item`, scope `row`). */
export interface CardsBody {
  data?: DataSource;
  items?: CardItem[];
  item?: CardItem;
  /** Entity of the filters (labels and widgets); optional. */
  entity?: string;
  /** A search form above the tiles; applied values go into the call's params. */
  filters?: (string | FieldItem)[];
  /** Page size when data.paginate is true; default 20. */
  pageSize?: number;
  columns?: number;
  rowKey?: string;
  /** Buttons above the tiles (scope `data`: the rows). */
  toolbar?: Action[];
  /** Buttons on each tile (scope `row`). */
  itemActions?: Action[];
  empty?: string;
}

/** A place the app may fill with a hand-written component registered under `slot`; empty otherwise. */
export interface SlotBody {
  slot: string;
  props?: Mapping;
  empty?: string;
}

/** Another web page shown inside this one: a sandboxed iframe of an http(s) address from the scope. */
export interface FrameBody {
  /** The address: absolute http(s), or a path resolved against the app's own address. */
  src: Expr;
  /** The frame's accessible name (required: screen readers announce it). */
  title: Expr;
  /** Height: px, or a CSS length; default 70vh. */
  height?: number | string;
  /** Append the entries of scope `session.linkParams` (the app's tenant and token parameters) to the address. */
  appendSession?: boolean;
}

export interface ComponentBody {
  component: string;
  props?: Mapping;
}

export type Block =
  | (BlockBase & { kind: 'list' } & ListBody)
  | (BlockBase & { kind: 'form' } & FormBody)
  | (BlockBase & { kind: 'detail' } & DetailBody)
  | (BlockBase & { kind: 'page' } & PageBody)
  | (BlockBase & { kind: 'component' } & ComponentBody)
  | (BlockBase & { kind: 'text' } & TextBody)
  | (BlockBase & { kind: 'cards' } & CardsBody)
  | (BlockBase & { kind: 'slot' } & SlotBody)
  | (Omit<BlockBase, 'title'> & { kind: 'frame' } & FrameBody);

export interface DialogDef {
  kind: 'dialog' | 'drawer';
  title: string;
  width?: number | string;
  body: Block;
}

interface RoutedBase {
  $schema?: string;
  route: Route;
  /** More routes to this screen, each with its own name, path, menu place and mode. */
  aliases?: RouteAlias[];
  title?: string;
  /** Button rights of this screen: key -> Chinese name (docs/contracts.md section 3). */
  permissions?: Record<string, string>;
  dialogs?: Record<string, DialogDef>;
  access?: Access;
}

export type ListScreen = RoutedBase & { kind: 'list' } & ListBody;
export type FormScreen = RoutedBase & { kind: 'form' } & FormBody;
export type DetailScreen = RoutedBase & { kind: 'detail' } & DetailBody;
export type PageScreen = RoutedBase & { kind: 'page' } & PageBody;
export type ComponentScreen = RoutedBase & { kind: 'component' } & ComponentBody;
export type ContainerScreen = RoutedBase & { kind: 'area' | 'group' };
export type DialogScreen = DialogDef & { $schema?: string; name: string; permissions?: Record<string, string> };
export interface AppFile {
  $schema?: string;
  kind: 'app';
  title: string;
  permissions: Record<string, string>;
}

export type RoutedScreen = ListScreen | FormScreen | DetailScreen | PageScreen | ComponentScreen | ContainerScreen;
export type ScreenFile = RoutedScreen | DialogScreen | AppFile;
/** Anything the renderer can show: a routed screen's body or a block. */
export type Renderable = RoutedScreen | Block;
