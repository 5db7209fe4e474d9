// Building blocks of the meta-schema: small schema helpers and the shared definitions (expressions,
// access, route, data source, actions, fields). meta-schema.ts assembles the kinds from them.
import { OPERATOR_NAMES } from '../logic/operators';
import { TONES, VALUE_TYPES, WIDGETS } from './vocabulary';

export type Node = Record<string, unknown>;
export const ref = (name: string): Node => ({ $ref: `#/definitions/${name}` });
export const str = (description: string, extra: Node = {}): Node => ({ type: 'string', description, ...extra });
export const bool = (description: string): Node => ({ type: 'boolean', description });
export const int = (description: string, extra: Node = {}): Node => ({ type: 'integer', description, ...extra });
export const obj = (description: string, properties: Node, required: string[] = [], extra: Node = {}): Node => ({
  type: 'object',
  description,
  properties,
  ...(required.length ? { required } : {}),
  additionalProperties: false,
  ...extra,
});
export const NAME = '^[A-Za-z][A-Za-z0-9_-]*$';

export const definitions: Record<string, Node> = {
  Logic: {
    title: 'JSON-logic expression',
    description:
      'A literal, an array, or an object with exactly one operator (jsonlogic.com): `{ "var": "row.id" }`, `{ "==": [{ "var": "row.status" }, "1"] }`. Written shorter as an expression, a string starting with `=`: `"= row.id"`, `"= row.status == \'1\'"` (compiled to the same JSON-logic when the file is loaded; fields it reads are checked against the entity and the call\'s answer), and text as a template: `"¥${row.minPrice}"`. Paths start at a scope root: route, query, session, row, selection, form, data, dialog, result, error (a failed call’s code and msg, in `failed` steps), state, sources (the answers of a form’s sources), calc (a form’s computed values), index (a picture wall item’s place on its page, from 0).',
    anyOf: [
      { type: ['string', 'number', 'boolean', 'null'] },
      { type: 'array', items: ref('Logic') },
      ref('LogicObject'),
    ],
  },
  LogicObject: {
    title: 'JSON-logic operation',
    description: `An object with one operator key. Operators: ${OPERATOR_NAMES.join(', ')}.`,
    type: 'object',
    minProperties: 1,
    maxProperties: 1,
    propertyNames: { enum: [...OPERATOR_NAMES] },
    // `object` builds an object: its argument is a map of names to expressions.
    properties: { object: { $ref: '#/definitions/Mapping' } },
    additionalProperties: ref('Logic'),
  },
  Condition: {
    title: 'condition (true, false or a JSON-logic object, never a string)',
    description: 'true, false, or a JSON-logic operation; in a file, usually an expression such as `"= row.status == \'10\' && !row.frozen"` (compiled to JSON-logic when the file is loaded, never evaluated as text). Any other string is refused: it would be code.',
    anyOf: [{ type: 'boolean' }, ref('LogicObject')],
  },
  Mapping: {
    type: 'object',
    description: 'Names to expressions, e.g. `{ "id": { "var": "row.id" }, "status": 1 }`.',
    additionalProperties: ref('Logic'),
  },
  Access: obj('Who sees the element and when. Elements without access are always shown.', {
    permission: str('Permission key the user must hold: a route name or a button key declared in some `permissions`.'),
    disableKey: str('Key looked up in the disable list (contorValue); defaults to `permission`.'),
    visible: { ...ref('Condition'), description: 'Shown only while this holds.' },
    disabled: { ...ref('Condition'), description: 'Disabled while this holds.' },
  }),
  Route: obj(
    'The route part that the router and the server menu sync read (docs/contracts.md section 3).',
    {
      name: str('Unique route name; the authority list and menuPath use it.', { pattern: NAME }),
      path: str('Full path, e.g. /seller/sale-order.', { pattern: '^/' }),
      menuParent: str('Route name of the area or group this entry sits under in the menu; absent = top level.'),
      order: int('menuOrderno among its siblings.'),
      menuId: str('Menu id; default "m_" + name.'),
      redirect: str('area/group only: route name to open; default the first visible child.'),
      mode: str('What the screen does when opened through this route: scope `route.mode` (e.g. "create", "edit", "view").', { pattern: NAME }),
      meta: ref('RouteMeta'),
    },
    ['name', 'path', 'meta'],
  ),
  RouteMeta: obj(
    'Route meta of spec section 2.',
    {
      title: str('Menu and page title (Chinese).', { minLength: 1 }),
      icon: { type: 'array', description: '[icon, icon when active].', items: { type: 'string' }, minItems: 2, maxItems: 2 },
      parent: str('Hidden detail pages: the route whose menu entry stays active.'),
      hidden: bool('Not shown in the menu.'),
      notAuth: bool('Public: no login, no authority check.'),
      excludeAuth: bool('Logged in, but no authority check.'),
      keepAlive: bool('Keep the screen (filters, page, scroll) alive when navigating away.'),
      noContainer: bool('Rendered without the layout container.'),
    },
    ['title'],
  ),
  DataSource: obj(
    'Where data comes from: a catalogue call, its parameters and where the answer lies.',
    {
      call: str('Catalogue key, e.g. "notice.page".'),
      params: { ...ref('Mapping'), description: 'Payload entries, drawn from route, query, session ... Lists add pageNum, pageSize, filters and sorting.' },
      paramsFrom: str('A scope path of an object whose non-empty entries join the payload (before `params`), sent again when it changes: "state.reportFilters", the filters a list of the page shares (list `shareFilters`), so a report\'s summary and chart follow the list\'s 查询.', { pattern: '^state\\.[A-Za-z][A-Za-z0-9_]*$' }),
      map: obj('Dotted paths into resultData ("" = resultData itself). Lists default to records / total; others to "".', {
        rows: str('Lists: the rows.'),
        total: str('Lists: the total count.'),
        data: str('Forms and details: the record.'),
      }),
      sortParams: obj('Lists: payload names for sorting (default sortField / sortOrder with asc / desc).', {
        field: str('Name of the sort field parameter.'),
        order: str('Name of the sort order parameter.'),
      }, ['field', 'order']),
      quiet: bool('Failures are not shown (spec 8: footer and menu request failures are silently ignored).'),
      paginate: bool('Paged: pageNum and pageSize are sent, rows and total read from records / total, a pager shown. Default true for lists, false for cards. false for a list: rows are resultData itself (or map.rows), no pager (tree lists).'),
      when: { ...ref('Condition'), description: 'Loaded only while this holds, e.g. a form loads its record unless `{ "==": [{ "var": "route.mode" }, "create"] }`.' },
    },
    ['call'],
  ),
  Navigate: obj('A route to go to (by name, preferred) or a path, with params and query.', {
    route: str('Route name.'),
    path: str('Path, when no route name fits (external links start with http).'),
    params: ref('Mapping'),
    query: ref('Mapping'),
    replace: bool('Replace the history entry.'),
  }),
  Step: {
    title: 'step',
    description:
      'What follows a successful action, in order: "reload" (the list or record; in a dialog, the screen that opened it), "close" (the dialog), "back", `{ "message": "删除成功" }`, `{ "navigate": {...} }`, `{ "open": "dialogName", "with": {...} }`, `{ "effect": "session.login" }` (an effect the app provides by name; it receives `with` and the call\'s result), `{ "set": { "editing": true } }` (the nearest page state, scope `state`).',
    anyOf: [
      { enum: ['reload', 'close', 'back'] },
      obj('A message toast.', { message: { anyOf: [{ type: 'string' }, ref('LogicObject')] }, tone: { enum: ['success', 'info', 'warning', 'error'] } }, ['message']),
      obj('Navigation.', { navigate: ref('Navigate') }, ['navigate']),
      obj('Open a dialog or drawer by name.', { open: str('Dialog name.'), with: ref('Mapping') }, ['open']),
      obj('An effect the app provides by name (its login step, jumping by menu id ...).', { effect: str('Effect name, e.g. "session.login".', { pattern: '^[A-Za-z][A-Za-z0-9_.-]*$' }), with: ref('Mapping') }, ['effect']),
      obj('Set values of the nearest page state (scope `state`).', { set: ref('Mapping') }, ['set']),
    ],
  },
  Action: obj(
    'A button. It asks (confirm), calls (call + payload), then runs its steps (open, navigate, then).',
    {
      id: str('Unique in its list; default the label. Tenant patches and tests address it.'),
      label: str('Button text (Chinese), plain text: not an expression (a button whose text depends on the row is several buttons, each with its own `access.visible`).', { minLength: 1, pattern: '^[^=]' }),
      tone: { enum: [...TONES, 'link'], description: 'Look: primary, danger, link ...' },
      icon: str('Icon name.'),
      batch: bool('List toolbar: acts on the selected rows (scope `selection`); disabled while none is selected.'),
      confirm: { anyOf: [{ type: 'string' }, ref('LogicObject')], description: 'Confirmation text, asked before anything runs.' },
      prompt: obj('A text asked for in a small dialog after confirm and before the call (a freeze reason); it goes into the payload under `field`. Cancelling stops the action.', {
        field: str('Payload name of the text.', { pattern: NAME }),
        label: str('Label of the text box (Chinese), e.g. 冻结原因; the dialog title unless `title` is given.', { minLength: 1 }),
        title: str('Dialog title.'),
        required: bool('The text must not be empty (请输入 + label).'),
        placeholder: str('Placeholder; default 请输入 + label.'),
        maxLength: int('Longest text.', { minimum: 1 }),
      }, ['field', 'label']),
      call: str('Catalogue key to call.'),
      payload: { ...ref('Mapping'), description: 'Payload entries; applied over payloadFrom.' },
      payloadFrom: { enum: ['form', 'row', 'none'], description: 'Starting payload: form values (default for form submits), the row, or nothing (default elsewhere).' },
      open: str('Open this dialog (after the call, if any).'),
      with: { ...ref('Mapping'), description: 'Values handed to the opened dialog (scope `dialog`).' },
      navigate: ref('Navigate'),
      then: { type: 'array', items: ref('Step'), description: 'Steps after success.' },
      export: obj('List toolbar: `call` starts an export of the list with its filters applied now (and the active tab) over `payload`, answering `{ exportId }`; a dialog then polls `status` (`{ status, statusNm, written, total, url, error, done }`) with a progress bar and a 取消导出 button (`cancel`), and downloads the file from `url` once done.', {
        status: str('Catalogue key of the status call ({ exportId }).'),
        cancel: str('Catalogue key of the cancel call ({ exportId }).'),
        every: int('Seconds between two status calls; default 1.', { minimum: 1, maximum: 30 }),
      }, ['status', 'cancel']),
      failed: { type: 'array', items: ref('Step'), description: 'Steps after the call failed (its message is shown first, as always), with scope `error` = { code, msg }: e.g. show the captcha once the server asks for it, `{ "set": { "needCaptcha": { "==": [{ "var": "error.code" }, "YSCPR00003400"] } } }`.' },
      access: ref('Access'),
    },
    ['label'],
  ),
  FieldItem: obj(
    'A form field or list filter, taken from the entity. A bare string is short for `{ "field": "..." }`.',
    {
      field: str('Property of the entity.'),
      label: str('Label; default the entity title.'),
      widget: { enum: [...WIDGETS], description: 'Widget; default from the entity (x-widget, format, enum, type).' },
      span: int('Grid columns taken.', { minimum: 1, maximum: 4 }),
      placeholder: str('Placeholder; default 请输入/请选择 + label.'),
      help: str('Help text under the field.'),
      required: bool('Required in this form (adds to the entity\'s own required list).'),
      readonly: bool('Shown but not editable.'),
      default: { ...ref('Logic'), description: 'Initial value, e.g. `{ "var": "query.type" }`.' },
      options: { type: 'object', description: 'Widget options: numeric {precision, round, integerDigits, min, max}; upload {accept, maxSizeMb, maxCount, call}; remote-select {call, params, map: {rows, value, label}, search: the param that carries the typed keyword (the server narrows the options), text: the record field naming the chosen option, shown when the options do not hold the value}; tree-select {call, params, map: {rows, value (id), label (name), children (children)}, leafOnly, exclude: an expression giving a node id whose subtree is not offered, text (as remote-select)}; tree-check (an array of node ids ticked in a tree, e.g. the menus and buttons of a role: ticking a node ticks its subtree and its ancestors, unticking unticks its subtree) {call, params, map as tree-select, openDepth}; table {columns: [name or {field, label, width, widget, placeholder, options}], addLabel}; select/radio {from: an expression giving [{value, label}]}; captcha {call, idField, map: {id, image}}; sms-code {call, params, validate: [fields first], seconds}.' },
      param: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 }], description: 'Filters: payload name, or two names for a date range.' },
      fields: {
        type: 'array',
        minItems: 1,
        items: { anyOf: [{ type: 'string' }, ref('FieldItem')] },
        description: 'Forms: the field is an object and these are its properties, drawn as a group (a titled box) and stored under the field\'s key (`{ "address": { "city": ... } }`); or the field is an array of objects and these are the properties of each row (the `table` widget\'s columns). Groups nest. Rules (required, formats, lengths) come from the entity, so the server checks the same.',
      },
      columns: int('A group: grid columns (1-4); default 2.', { minimum: 1, maximum: 4 }),
      access: ref('Access'),
    },
    ['field'],
  ),
  DisplayItem: obj(
    'A detail field. A bare string is short for `{ "field": "..." }`; dotted paths reach nested values.',
    {
      field: str('Property of the entity (dotted for nested).'),
      label: str('Label; default the entity title.'),
      valueType: { enum: [...VALUE_TYPES], description: 'How to show the value; default from the entity (x-valueType, format, x-codeType). `longtext` keeps line breaks; `table` shows an array of objects as a sub-table (`columns`); `image` shows one picture or a row of thumbnails; `files` shows uploaded documents ({ url, name }, e.g. an invoice\'s PDF) as named links that open in a new tab; `gallery` shows pictures as a large square picture (up to 420 px) over a strip of thumbnails (hover, click or the arrow keys show one large; a click on it opens the full-size preview; a placeholder when there is none), its label kept for screen readers only (goods details). There is no html: raw HTML is never shown.' },
      codeType: str('enum/status: code list type; default the entity x-codeType.'),
      tones: { type: 'object', additionalProperties: { enum: [...TONES] }, description: 'status: value -> tone.' },
      link: ref('Navigate'),
      span: int('Grid columns taken.', { minimum: 1, maximum: 4 }),
      columns: { type: 'array', items: { anyOf: [{ type: 'string' }, ref('DisplayItem')] }, description: 'valueType table: the sub-table\'s columns, properties of the array\'s items (bare names or display items).' },
      marks: { type: 'array', items: ref('Mark'), description: 'Small tags after the value, each while its condition holds over the row (`row`) or the record (`data`), e.g. an order\'s status followed by 已冻结: `[{ "text": "已冻结", "tone": "danger", "when": { "var": "row.frozen" } }]`.' },
      access: ref('Access'),
    },
    ['field'],
  ),
  Mark: obj(
    'A small tag after a shown value, while its condition holds.',
    {
      text: str('Text (Chinese), e.g. 已冻结.', { minLength: 1, maxLength: 10 }),
      tone: { enum: [...TONES], description: 'Colour; default "default".' },
      when: { ...ref('Condition'), description: 'Shown while this holds, e.g. `{ "var": "row.frozen" }`.' },
    },
    ['text', 'when'],
  ),
  Section: obj(
    'A titled group of fields.',
    {
      id: str('Handle for tenant patches.'),
      title: str('Section title.'),
      columns: int('Grid columns (1-4).', { minimum: 1, maximum: 4 }),
      fields: { type: 'array', items: { anyOf: [{ type: 'string' }, ref('FieldItem')] } },
      access: ref('Access'),
    },
    ['fields'],
  ),
  DisplaySection: {
    ...obj(
      'A titled group of detail fields, or a block shown in the detail (order progress, state history) that sees the record as scope `data` and is reloaded with it.',
      {
        id: str('Handle for tenant patches.'),
        title: str('Section title.'),
        columns: int('Grid columns (1-4).', { minimum: 1, maximum: 4 }),
        fields: { type: 'array', items: { anyOf: [{ type: 'string' }, ref('DisplayItem')] } },
        block: { ...ref('Block'), description: 'Instead of fields: a block in the record\'s scope, e.g. `{ "kind": "steps", ... "current": { "var": "data.status" } }` or `{ "kind": "timeline", "rows": { "var": "data.history" } }`; it needs no call of its own and follows the detail\'s reload.' },
        access: ref('Access'),
      },
    ),
    // Fields or a block, not both (strict Ajv wants the required names defined where they are required).
    oneOf: [{ properties: { fields: true }, required: ['fields'] }, { properties: { block: true }, required: ['block'] }],
  },
};

// An alias's meta: the route meta's entries, none required (the title may come from the route).
const { required: _required, ...routeMetaPart } = definitions.RouteMeta as Node;
definitions.RouteAlias = obj(
  'A further route to the same screen, written compactly: it takes everything from the screen\'s `route` except name, path, menuId, redirect, mode and order, and says what differs (meta entries merge). `title`, `parent` and `hidden` are short for the meta entries. E.g. `{ "name": "CommodityEdit", "path": "/seller/commodity-manage-editCommodity", "mode": "edit", "order": 12, "title": "编辑商品" }`.',
  {
    name: str('Unique route name.', { pattern: NAME }),
    path: str('Full path.', { pattern: '^/' }),
    mode: str('Scope `route.mode` through this route (e.g. "create", "edit", "view").', { pattern: NAME }),
    title: str('Short for meta.title.', { minLength: 1 }),
    parent: str('Short for meta.parent: the route whose menu entry stays active.'),
    hidden: bool('Short for meta.hidden.'),
    menuParent: str('Menu parent; default the route\'s.'),
    order: int('menuOrderno among its siblings.'),
    menuId: str('Menu id; default "m_" + name.'),
    meta: { ...routeMetaPart, description: 'Meta entries that differ from the route\'s (merged over them).' },
  },
  ['name', 'path'],
);

definitions.CardItem = obj(
  'One tile: a heading and text computed from the scope, what a click does (navigate, then steps), and who sees it.',
  {
    id: str('Handle for tenant patches and tests.'),
    heading: { ...ref('Logic'), description: 'Heading: text, or an expression such as `{ "var": "row.menuName" }`.' },
    text: { ...ref('Logic'), description: 'Text under the heading.' },
    image: { ...ref('Logic'), description: 'A picture address at the top of the tile (loaded lazily; alt text is the heading).' },
    extra: { ...ref('Logic'), description: 'A secondary line, e.g. a price `{ "cat": ["¥", { "var": "row.minPrice" }] }`.' },
    icon: str('Icon name.'),
    tone: { enum: [...TONES], description: 'Colour.' },
    navigate: ref('Navigate'),
    then: { type: 'array', items: ref('Step'), description: 'Steps a click runs (after navigate).' },
    data: { ...ref('DataSource'), description: 'The tile\'s own record (scope `tile`), asked while the tile shows: a count in its text, e.g. the home page\'s 投诉中心 `{ "call": "complaint.openCount", "quiet": true }` with text `{ "var": "tile.openCount" }`. Until it answers (or when it fails) `tile` is empty.' },
    access: ref('Access'),
  },
  ['heading'],
);

definitions.Column = {
  ...(definitions.DisplayItem as Node),
  description: 'A list column: a display item with width, align, fixed and sortable.',
  properties: {
    ...((definitions.DisplayItem as Node).properties as Node),
    width: int('Width in px (padding included). A value of its own width (picture, money, count, date, status, code, yes/no) keeps it; a text column (names, titles) grows from it with the width the table has to spare, as the 操作 column fits its buttons. In a list with `scroll` it is also the column\'s least width.', { minimum: 24 }),
    minWidth: int('Least width in px (padding included) in a list with `scroll`: narrower, the table scrolls sideways instead. Default `width`, else by value type (image 80, money 120, count 90, date 110, datetime 170, enum and status 110, region 160, text 120, longtext 200).', { minimum: 24 }),
    align: { enum: ['left', 'center', 'right'], description: 'Cell alignment.' },
    fixed: { enum: ['left', 'right'], description: 'Pinned at that edge while the table scrolls sideways (sticky, with a shadow while rows pass under it): "left" on the first column(s), "right" on the last; the 操作 column is pinned right by itself (list `scroll.fixedActions`).' },
    sortable: bool('Sorted by the server on header click (asc, desc, none).'),
    ellipsis: bool('Long text stays on one line, cut with …; the whole text shows in a tooltip.'),
  },
};


definitions.LineColumn = {
  ...(definitions.DisplayItem as Node),
  description: 'A column of a read-only lines table (a display item with a width). Tables drawn from one column list share one layout, so their columns line up (the checkout\'s table per seller).',
  properties: {
    ...((definitions.DisplayItem as Node).properties as Node),
    width: int('Width in px (padding included); default by value type (image 80, money 120, count 90 ...); text without a width shares what is left.', { minimum: 24 }),
  },
};
