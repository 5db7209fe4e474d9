// The JSON meta-schema of screen files (draft-07, as Ajv reads it by default). It is the authority:
// `npm run schemas:check` and the build validate every file under schemas/ against it, and
// docs/screen-format.md and engine/schema/screen.schema.json are generated from it (npm run docs:format).
// Descriptions are written for schema authors: they become the format reference.
import { definitions, bool, int, obj, ref, str, NAME, type Node } from './meta-schema-parts';
import './meta-schema-widgets';
import { formTradingProps, TRADING_BODIES } from './meta-schema-trading';
import { CHART_BODIES } from './meta-schema-chart';
import { STOREFRONT_BODIES } from './meta-schema-storefront';
import { CUSTOM_BODIES } from './meta-schema-custom';
import { MEDIA_BODIES } from './meta-schema-media';
import { SCREEN_KINDS, TONES } from './vocabulary';

/** Properties of each body, shared by routed screens and blocks. */
const listBody: Node = {
  entity: str('Entity id (schemas/entities/<id>.json).'),
  data: ref('DataSource'),
  columns: {
    type: 'array',
    minItems: 1,
    description: 'Columns; a bare string is short for `{ "field": "..." }`.',
    items: { anyOf: [{ type: 'string' }, ref('Column')] },
  },
  filters: { type: 'array', items: { anyOf: [{ type: 'string' }, ref('FieldItem')] }, description: 'Filter form above the table (查询 / 重置).' },
  rowKey: str('Row id field; default "id".'),
  toolbar: { type: 'array', items: ref('Action'), description: 'Buttons above the table; `batch` ones act on the selection.' },
  rowActions: { type: 'array', items: ref('Action'), description: 'Buttons in the 操作 column (scope `row`).' },
  pageSize: { enum: [10, 20, 50, 100], description: 'Initial page size; default 10.' },
  sort: obj('Initial sorting.', { field: str('Field.'), order: { enum: ['asc', 'desc'] } }, ['field', 'order']),
  empty: str('Empty-state text; default 暂无数据.'),
  shareFilters: str('Name under which the applied filters (the 查询 values, tab excluded) are also kept in the page\'s `state`, so other blocks of the page follow them: a report\'s summary and chart take `"data": { "paramsFrom": "state.reportFilters" }`. Needs a page `state` that declares the name.', { pattern: '^[A-Za-z][A-Za-z0-9_]*$' }),
  tabs: obj('Tabs with counts above the table (订单状态: 全部 12, 待付款 3 ...), from their own call: the active tab\'s value goes into the list\'s payload under `param`, switching tabs goes back to page 1, and the counts are asked with the list\'s params and applied filters (not the tab itself), again whenever those change or the list reloads. The active tab starts from the URL query `query` (a link to ?status=20 opens 待付款) and is written back to it.', {
    data: { ...ref('DataSource'), description: 'The counts call; `map.rows` is where the tabs lie in its answer (default: resultData itself), each tab one row, e.g. `{ "call": "indent.sellerStatusCount", "map": { "rows": "tabs" } }`.' },
    param: str('Payload name of the active tab\'s value; default "status". The first tab\'s value is usually empty: no such entry (全部).', { pattern: '^[A-Za-z][A-Za-z0-9_]*$' }),
    query: str('URL query name the active tab is read from and written to (replacing the history entry), e.g. "status"; none: the tab lives only in the screen.', { pattern: '^[A-Za-z][A-Za-z0-9_]*$' }),
    fields: obj('Row fields (dotted paths) of a tab.', {
      value: str('The value sent as `param`; default "value".'),
      label: str('The tab text; default "label".'),
      count: str('The count beside it; default "count".'),
    }),
  }, ['data']),
  scroll: obj('Sideways scrolling, as Ant Design\'s `scroll.x`: every column keeps its least width (Column `minWidth`, else `width`, else a default by value type) and a table wider than its card scrolls inside the card, never the page. Pin columns with Column `fixed`; the 操作 column stays at the right edge.', {
    x: { anyOf: [{ const: true }, { type: 'integer', minimum: 320 }], description: '`true`: as wide as the columns need (at least the card); a number: also at least this many px.' },
    fixedActions: bool('The 操作 column is pinned at the right edge, with a shadow while rows pass under it; default true (lists without `scroll` too).'),
  }, ['x']),
  tree: obj('Hierarchical rows: each row\'s children under a field, indented with a ▸/▾ toggle; needs `data.paginate: false` (the whole tree in one answer, no pager). Row actions see the node as `row`.', {
    children: str('Field holding a node\'s children; default "children".'),
    expanded: bool('Nodes start expanded; default true.'),
  }),
};
const formBody: Node = {
  entity: str('Entity id.'),
  data: { ...ref('DataSource'), description: 'Initial values (editing).' },
  defaults: { ...ref('Mapping'), description: 'Initial values drawn from route, query, session, dialog.' },
  layout: obj('Grid and sections.', {
    columns: int('Grid columns (1-4); default 1.', { minimum: 1, maximum: 4 }),
    labelWidth: int('Label width in px.'),
    sections: { type: 'array', items: ref('Section') },
  }, ['sections']),
  fields: { type: 'array', items: { anyOf: [{ type: 'string' }, ref('FieldItem')] }, description: 'Fields in order, when there are no sections.' },
  submit: {
    anyOf: [ref('Action'), { type: 'array', minItems: 1, items: ref('Action') }],
    description: 'The submit button: validates, then runs as an action with payloadFrom "form". A list gives one per mode: the first whose `access.visible` holds is used, e.g. goods.create while `{ "==": [{ "var": "route.mode" }, "create"] }`, goods.update otherwise.',
  },
  cancel: { anyOf: [{ const: false }, ref('Action')], description: 'The cancel button (default 取消: closes the dialog, or goes back); false hides it.' },
  actions: { type: 'array', items: ref('Action'), description: 'More buttons beside submit.' },
  readonly: { ...ref('Condition'), description: 'While this holds every field is read only and submit and cancel are hidden (a view mode), e.g. `{ "==": [{ "var": "route.mode" }, "view"] }`.' },
  preview: obj('A live preview beside the form, redrawn as the user types: a block (scope `form`: the unsaved values, `data`: the loaded record; the tenant page settings draw a look-preview of the login page, home and a list in the new skin beside the current ones), or a hand-written component of the app (kind "component" names) drawn with the unsaved values as `values` and the loaded record as `saved`. Give `block` or `component`.', {
    block: { ...ref('Block'), description: 'The preview as a block of the format.' },
    component: str('Name of a hand-written component in the engine context registry.'),
    props: { ...ref('Mapping'), description: 'More props of the component, computed from the scope.' },
  }, [], { minProperties: 1 }),
  ...formTradingProps,
};
const detailBody: Node = {
  entity: str('Entity id.'),
  data: ref('DataSource'),
  columns: int('Grid columns (1-4); default 2.', { minimum: 1, maximum: 4 }),
  sections: { type: 'array', items: ref('DisplaySection') },
  fields: { type: 'array', items: { anyOf: [{ type: 'string' }, ref('DisplayItem')] }, description: 'Fields, when there are no sections.' },
  actions: { type: 'array', items: ref('Action') },
  actionsAt: {
    enum: ['top', 'bottom'],
    description: 'Where the actions stand: `bottom` (default) closes the card (product details); `top` heads a business document (order, after-sale) as admin detail pages do, in reach without scrolling and never moved by sections that arrive later.',
  },
};
const pageBody: Node = {
  blocks: { type: 'array', minItems: 1, items: ref('Block'), description: 'Blocks, each a list, form, detail, page, component, text, cards, slot, frame, steps, timeline, chart, picture-wall, video, masthead and the other storefront blocks.' },
  layout: obj('Blocks in a grid, or as tabs.', {
    columns: int('Grid columns (1-4).', { minimum: 1, maximum: 4 }),
    tabs: bool('One tab per block (its title).'),
    centered: bool('The blocks as one card centred on the viewport over a backdrop (a login page).'),
    backdrop: { ...ref('Logic'), description: "Backdrop image address of a centred page (the tenant's login background); none: a gradient of the theme colour." },
  }),
  state: { ...ref('Mapping'), description: 'Local UI state (scope `state`), initial values; `set` steps change it (an edit mode, say).' },
};
const textBody: Node = {
  variant: { enum: ['banner', 'result', 'note', 'plain'], description: 'Look: a banner (welcome), a result page (success, failure, not found), a note, plain text.' },
  tone: { enum: [...TONES], description: 'Colour (result pages: success, danger ...).' },
  heading: { ...ref('Logic'), description: 'Heading: text or an expression, e.g. `{ "cat": ["欢迎使用", { "var": "session.systemName" }] }`.' },
  text: { ...ref('Logic'), description: 'Text under the heading.' },
  image: { ...ref('Logic'), description: 'Background image address (banner).' },
  actions: { type: 'array', items: ref('Action'), description: 'Buttons under the text.' },
};
const cardsBody: Node = {
  data: { ...ref('DataSource'), description: 'Rows to show one tile each (map.rows, default: resultData itself).' },
  items: { type: 'array', items: ref('CardItem'), description: 'Fixed tiles.' },
  item: { ...ref('CardItem'), description: 'The tile of each row (scope `row`).' },
  entity: str('Entity of the filters (their labels and widgets); optional.'),
  filters: { type: 'array', items: { anyOf: [{ type: 'string' }, ref('FieldItem')] }, description: 'A search form above the tiles (查询 / 重置); the applied values go into the call\'s params. `default` prefills from the scope, e.g. `{ "var": "query.keyword" }`.' },
  pageSize: int('Tiles per page when `data.paginate` is true; default 20.', { minimum: 1, maximum: 100 }),
  columns: int('Tiles per line (1-6); default 4.', { minimum: 1, maximum: 6 }),
  rowKey: str('Row id field; default "id".'),
  toolbar: { type: 'array', items: ref('Action'), description: 'Buttons above the tiles (scope `data`: the rows, so `{ "var": "data.length" }` counts them).' },
  itemActions: { type: 'array', items: ref('Action'), description: 'Buttons on each tile (scope `row`).' },
  empty: str('Empty-state text; default 暂无数据.'),
};
const slotBody: Node = {
  slot: str('Name the app fills with a hand-written component (docs/contracts.md section 4); nothing is shown while none is registered.'),
  props: { ...ref('Mapping'), description: 'Props, computed from the scope.' },
  empty: str('Text shown while the slot is empty.'),
};
const frameBody: Node = {
  src: { ...ref('Logic'), description: 'Address of the page to show: text or an expression. Only http: and https: addresses are shown (a path such as `/scprmall/demo/finance.html` is resolved against the app\'s own address); anything else (empty, javascript:, data: ...) shows 页面地址无效 and no frame.' },
  title: { ...ref('Logic'), description: 'The frame\'s accessible name (screen readers announce it), e.g. the menu name.' },
  height: { type: ['integer', 'string'], description: 'Height: px, or a CSS length; default 70vh.' },
  appendSession: bool('Append the entries of scope `session.linkParams` (the app\'s tenant and token parameters: idytpCd, tntId, access_token, expired, refresh_token) to the address\'s query, as spec 7 asks for opened custom pages and external links.'),
};
const componentBody: Node = {
  component: str('Name of a hand-written component in the engine context registry.'),
  props: { ...ref('Mapping'), description: 'Props, computed from the scope.' },
};
export const BODIES: Record<string, { props: Node; required: string[] }> = {
  list: { props: listBody, required: ['entity', 'data', 'columns'] },
  form: { props: formBody, required: ['entity', 'submit'] },
  detail: { props: detailBody, required: ['entity', 'data'] },
  page: { props: pageBody, required: ['blocks'] },
  component: { props: componentBody, required: ['component'] },
  text: { props: textBody, required: [] },
  cards: { props: cardsBody, required: [] },
  slot: { props: slotBody, required: ['slot'] },
  frame: { props: frameBody, required: ['src', 'title'] },
  ...TRADING_BODIES,
  ...STOREFRONT_BODIES,
  ...CHART_BODIES,
  ...CUSTOM_BODIES,
  ...MEDIA_BODIES,
};

export const blockBase: Node = {
  name: str('Handle for tenant patches.'),
  title: str('Block title.'),
  span: int('Grid columns taken in a page.', { minimum: 1, maximum: 4 }),
  access: ref('Access'),
};
const dispatch = (make: (kind: string) => Node | undefined, kinds: string[]): Node[] =>
  kinds.flatMap((kind) => {
    const then = make(kind);
    return then ? [{ if: { properties: { kind: { const: kind } }, required: ['kind'] }, then }] : [];
  });

definitions.Block = {
  title: 'block',
  description: 'A piece of a page or the body of a dialog: kind list, form, detail, page, component, text, cards, slot, frame, steps, timeline, sku-picker, cart, chart, carousel, choosers, patch, screen-preview, versions, look-preview, picture-wall, video or masthead.',
  type: 'object',
  required: ['kind'],
  properties: { kind: { enum: Object.keys(BODIES) } },
  allOf: dispatch(
    (kind) => obj(`A ${kind} block.`, { kind: { const: kind }, ...blockBase, ...BODIES[kind]!.props }, ['kind', ...BODIES[kind]!.required]),
    Object.keys(BODIES),
  ),
};
definitions.Dialog = obj(
  'A dialog (centred) or drawer (from the side) showing one block; opened by actions.',
  {
    kind: { enum: ['dialog', 'drawer'] },
    title: str('Title (Chinese).'),
    width: { type: ['integer', 'string'], description: 'Width (px or CSS length).' },
    body: ref('Block'),
  },
  ['kind', 'title', 'body'],
);

const permissions: Node = {
  type: 'object',
  description: 'Button rights this file declares: key -> Chinese name. Each becomes a button entry of the menu registry.',
  propertyNames: { pattern: NAME },
  additionalProperties: { type: 'string', minLength: 1 },
};
export const routed: Node = {
  $schema: str('Path of screen.schema.json, for editors.'),
  route: ref('Route'),
  aliases: {
    type: 'array',
    items: ref('RouteAlias'),
    description: 'More routes to this same screen (one goods form for add, edit and view), each written compactly (what differs from `route`) and a full route in the route table, the menu, the authority check and the server menu sync. Rendered through an alias, scope `route.name` is its name and `route.mode` its mode.',
  },
  title: str('Page title; default route.meta.title.'),
  permissions,
  dialogs: { type: 'object', description: 'Dialogs local to this screen, by name.', additionalProperties: ref('Dialog'), propertyNames: { pattern: NAME } },
  access: ref('Access'),
};

const screen = (kind: string): Node | undefined => {
  if (kind in BODIES) {
    return obj(`A routed ${kind} screen.`, { kind: { const: kind }, ...routed, ...BODIES[kind]!.props }, ['kind', 'route', ...BODIES[kind]!.required]);
  }
  if (kind === 'area' || kind === 'group') {
    return obj(kind === 'area' ? 'The root of a centre (layout with side menu).' : 'A menu group with no content.', { kind: { const: kind }, ...routed }, ['kind', 'route']);
  }
  if (kind === 'dialog' || kind === 'drawer') {
    const dialog = definitions.Dialog as Node;
    return obj(`A shared ${kind}, opened by name.`, {
      ...(dialog.properties as Node),
      kind: { const: kind },
      $schema: routed.$schema,
      name: str('Unique dialog name.', { pattern: NAME }),
      permissions,
    }, ['kind', 'name', 'title', 'body']);
  }
  if (kind === 'app') {
    return obj('schemas/app.json: permission keys that belong to no single screen.', {
      kind: { const: 'app' }, $schema: routed.$schema, title: str('Title.'), permissions,
    }, ['kind', 'title', 'permissions']);
  }
  return undefined;
};

/** The meta-schema of a screen file. */
export const screenMetaSchema: Node = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://scpr.local/schemas/screen.schema.json',
  title: 'Screen file',
  description: 'One file under schemas/: a routed screen (list, form, detail, page, component, area, group), a shared dialog or drawer, or app.json.',
  type: 'object',
  required: ['kind'],
  properties: { kind: { enum: [...SCREEN_KINDS], description: 'What the file is.' } },
  allOf: dispatch(screen, [...SCREEN_KINDS]),
  definitions,
};
