// The format's words for trading screens (issue 12): computed values and totals, dependent data
// (sources with deps and debounce), polling, rows picked in a dialog into a form array, editable cells
// with per-row bounds, order steps and a state-history timeline. Added to the shared definitions
// before meta-schema.ts assembles the kinds.
import { definitions, bool, int, obj, ref, str, type Node } from './meta-schema-parts';
import { TONES, VALUE_TYPES } from './vocabulary';

const props = (name: string): Node => (definitions[name] as Node).properties as Node;

// Dependent data and polling: every data source may say what it depends on and poll.
Object.assign(props('DataSource'), {
  deps: {
    type: 'array',
    items: { type: 'string', pattern: '^(form|sources|calc|route|query|state|dialog)(\\.[A-Za-z0-9_$-]+)*$' },
    description: 'Scope paths whose change sends the call again, e.g. `["form.addressId", "form.lines"]` (the payload is taken at that moment). Default: the values its params read. In a form `sources` entry, form paths; elsewhere the payload itself is the dependency.',
  },
  debounce: int('Milliseconds to wait after the last change before sending again (default 300 for form sources, 0 elsewhere). Answers to earlier requests that arrive later are dropped.', { minimum: 0, maximum: 5000 }),
  poll: ref('Poll'),
});

definitions.Poll = obj(
  'Asks the call again every `every` seconds until `until` holds on the answer (payment status), then stops and runs `then`. Stops when the block is left; after a failure waits twice as long each time (at most 8 times `every`).',
  {
    every: int('Seconds between asks.', { minimum: 1, maximum: 600 }),
    until: { ...ref('Condition'), description: 'Stop when this holds; scope `data` is the mapped answer, `result` the whole resultData, e.g. `{ "==": [{ "var": "data.payStatus" }, "2"] }`.' },
    then: { type: 'array', items: ref('Step'), description: 'Steps once `until` holds (navigate to the result page, a message).' },
    maxTries: int('Give up after this many asks (default: never).', { minimum: 1, maximum: 10000 }),
  },
  ['every', 'until'],
);

definitions.SummaryItem = obj(
  'A line of a form\'s totals: a label and a computed value, e.g. `{ "label": "应付总额", "value": { "var": "calc.total" }, "strong": true }`.',
  {
    id: str('Handle for tenant patches and tests; default the label.'),
    label: str('Label (Chinese).', { minLength: 1 }),
    value: { ...ref('Logic'), description: 'The value: an expression over form, sources and calc.' },
    valueType: { enum: [...VALUE_TYPES], description: 'How it shows; default money.' },
    unit: str('Unit after a money or count value; default 元 / 单, e.g. 件.'),
    strong: bool('Emphasised (the amount to pay).'),
    visible: { ...ref('Condition'), description: 'Shown only while this holds (a discount line when there is one).' },
  },
  ['label', 'value'],
);

/** Form body properties for computed values, dependent data and totals. */
export const formTradingProps: Node = {
  computed: {
    ...ref('Mapping'),
    description: 'Named values computed live from the form, in order (scope `calc`; each may read the ones before it), e.g. `{ "goods": { "sum": [{ "var": "form.lines" }, { "*": [{ "var": "price" }, { "var": "quantity" }] }] }, "total": { "round": [{ "+": [{ "var": "calc.goods" }, { "var": "sources.quote.freight" }] }] } }`. A preview: the server recomputes and is the authority.',
  },
  sources: {
    type: 'object',
    propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
    additionalProperties: ref('DataSource'),
    description: 'Dependent data: calls whose answers the form reads as `sources.<name>` (map.data picks the part), sent when the form opens and again, debounced, when their `deps` change; stale answers are dropped. E.g. the checkout quote: `{ "quote": { "call": "mall.checkout.quote", "params": { "addressId": { "var": "form.addressId" }, "lines": { "var": "form.lines" } }, "deps": ["form.addressId", "form.lines"] } }`.',
  },
  summary: { type: 'array', items: ref('SummaryItem'), description: 'Totals shown above the buttons (money by default).' },
  empty: obj(
    'Nothing to work on (a checkout with nothing ticked): while `when` holds, an empty state (text and buttons) stands in place of the form; its sources still run.',
    {
      when: { ...ref('Condition'), description: 'Over form, sources, calc and the scope outside (query ...), e.g. `{ "==": [{ "var": "sources.cart.selectedCount" }, 0] }`; a source not answered yet is undefined, so the form shows while it loads.' },
      text: str('Text (Chinese), e.g. 没有要结算的商品.', { minLength: 1 }),
      actions: { type: 'array', items: ref('Action'), description: 'Buttons under the text, e.g. 返回购物车.' },
    },
    ['when', 'text'],
  ),
};

definitions.PickerOptions = obj(
  'A button over a `table` field that opens a dialog with a server-paged list (its own call, text filters, multi-select) and appends the picked rows, mapped, to the array; rows whose `key` is already there are not added again.',
  {
    label: str('Button text, e.g. 选择商品.', { minLength: 1 }),
    title: str('Dialog title; default the button text.'),
    call: str('Catalogue key of the paged list (pageNum, pageSize -> records, total).'),
    params: { ...ref('Mapping'), description: 'More payload entries, from the live form scope (e.g. the chosen buyer).' },
    filters: {
      type: 'array',
      items: obj('A text filter of the dialog list.', { param: str('Payload name.', { pattern: '^[A-Za-z][A-Za-z0-9_]*$' }), label: str('Label (Chinese).', { minLength: 1 }), placeholder: str('Placeholder.') }, ['param', 'label']),
      description: 'Text filters above the dialog list (查询 / 重置).',
    },
    columns: {
      type: 'array',
      minItems: 1,
      items: obj('A column of the dialog list.', { field: str('Dotted path in the row.'), label: str('Header (Chinese).', { minLength: 1 }), valueType: { enum: [...VALUE_TYPES] }, codeType: str('enum/status: code list type.') }, ['field', 'label']),
      description: 'Columns of the dialog list.',
    },
    rowKey: str('Id field of the dialog rows; default "id".'),
    key: str('Item property that identifies a row of the array (no duplicates); default the rowKey.'),
    map: { ...ref('Mapping'), description: 'The new item from a picked row (scope `row`), e.g. `{ "skuId": { "var": "row.id" }, "price": { "var": "row.price" }, "quantity": 1 }`. Default: the row itself.' },
    selectable: { ...ref('Condition'), description: 'Rows that may be picked (scope `row`), e.g. `{ ">": [{ "var": "row.remaining" }, 0] }`.' },
    pageSize: { enum: [10, 20, 50, 100], description: 'Rows per page; default 10.' },
  },
  ['label', 'call', 'columns'],
);

/** Table column additions: computed, read-only columns and per-row bounds. */
Object.assign(props('TableColumn'), {
  compute: { ...ref('Logic'), description: 'A read-only computed column (a line total): scope `row` is the item, plus form, sources and calc, e.g. `{ "*": [{ "var": "row.price" }, { "var": "row.quantity" }] }`. `field` then only names the column.' },
  valueType: { enum: [...VALUE_TYPES], description: 'How a computed column shows; default money.' },
  min: { ...ref('Logic'), description: 'Per-row lower bound of a numeric cell (scope `row`), checked with the spec 5 numeric rules: "数量不能小于1".' },
  max: { ...ref('Logic'), description: 'Per-row upper bound (scope `row`), e.g. what remains to deliver `{ "var": "row.remaining" }`: "发货数量不能大于5".' },
});
Object.assign(props('TableOptions'), {
  add: bool('Show 添加一行 (default true); false when rows come only from the picker.'),
  picker: ref('PickerOptions'),
});

// Form values that follow dependent data (the checkout: the quote's default address, one order per seller).
Object.assign(props('FieldItem'), {
  follow: obj(
    'Forms: the value follows an expression over the live form (usually a source\'s answer). A plain value is set only while the field is empty, so what the user chose stands (the default address of the checkout quote). An array is rebuilt from the expression\'s rows whenever they change, matched by `key`: a row that was there keeps what the user entered in its `fields` (the pay type chosen for a seller), a new row comes as given, a row gone is dropped.',
    {
      value: { ...ref('Logic'), description: 'The value or the rows, e.g. `{ "map": [{ "var": "sources.quote.groups" }, { "object": { "sellerCompanyId": { "var": "sellerId" }, "payType": { "var": "payTypes.0.payType" } } }] }`.' },
      key: str('Arrays: the item property that identifies a row.'),
    },
    ['value'],
  ),
});
definitions.GroupsOptions = obj(
  'Options of the `groups` widget: an array of objects shown as one box per item (an order per seller at checkout): a heading, a read-only table of the item\'s lines, the item\'s own `fields` edited in place, and its totals. Items come from `follow`; there is no add or delete.',
  {
    heading: { ...ref('Logic'), description: 'Box heading (scope `row`: the item), e.g. `"店铺：${row.sellerNm}"`.' },
    lines: obj('The read-only lines of an item.', {
      rows: str('Item property holding the lines, e.g. "lines".'),
      columns: { type: 'array', items: { anyOf: [{ type: 'string' }, ref('LineColumn')] }, description: 'Columns: properties of the lines (titles from the entity). Every item\'s table uses the same column widths, so the columns line up from box to box.' },
    }, ['rows']),
    summary: { type: 'array', items: ref('SummaryItem'), description: 'Totals under the item (scope `row`: the item, plus form, sources and calc).' },
  },
);

// Steps and timeline blocks (order progress, state history).
const stepItem = obj('A step: the status values it stands for, and its label.', {
  label: str('Label (Chinese).', { minLength: 1 }),
  values: { type: 'array', items: { type: ['string', 'number'] }, description: 'Status values at this step; none for a step no status waits at (提交订单: done once the order exists).' },
  description: { ...ref('Logic'), description: 'Text under the label (a time), from the scope.' },
}, ['label', 'values']);

export const TRADING_BODIES: Record<string, { props: Node; required: string[] }> = {
  steps: {
    props: {
      data: { ...ref('DataSource'), description: 'Where the record comes from (scope `data`).' },
      steps: { type: 'array', items: stepItem, minItems: 2, description: 'The steps in order.' },
      paths: {
        type: 'array',
        items: obj('Another step sequence, for records that walk another path.', {
          when: { ...ref('Condition'), description: 'The record walks this path, e.g. `{ "var": "data.goodsFirst" }`.' },
          steps: { type: 'array', items: stepItem, minItems: 2, description: 'The steps of this path in order.' },
        }, ['when', 'steps']),
        description: 'Other step sequences chosen by the record (a goods-first order: delivery and receipt before payment): the first path whose `when` holds replaces `steps`; `current`, `done`, `failed` and `failedAt` apply to it the same way.',
      },
      current: { ...ref('Logic'), description: 'The current status value, e.g. `{ "var": "data.status" }`; the step holding it is highlighted, the ones before it done.' },
      done: { ...ref('Condition'), description: 'The path is complete (交易完成): every step is shown done, e.g. `{ "==": [{ "var": "data.status" }, "50"] }`.' },
      failed: { ...ref('Condition'), description: 'The order left the path (cancelled, refused, closed): shown as a failed last step.' },
      failedLabel: { ...ref('Logic'), description: 'Label of the failed step, e.g. `{ "cat": ["已", { "var": "data.statusName" }] }`; default 已取消.' },
      failedAt: { ...ref('Logic'), description: 'The status value the order had when it failed: the steps before the one holding it are done, the failed step takes its place; default none done.' },
    },
    required: ['steps', 'current'],
  },
  timeline: {
    props: {
      data: { ...ref('DataSource'), description: 'Where the rows come from: map.rows (default resultData itself, or its records).' },
      rows: { ...ref('Logic'), description: 'Or an expression giving the rows, e.g. `{ "var": "data.history" }`.' },
      fields: obj('Row fields (dotted paths) shown per entry.', {
        time: str('Time; default "createTime".'),
        who: str('Who; default "operatorName".'),
        from: str('Status before; default "fromStatus".'),
        to: str('Status after; default "toStatus".'),
        note: str('Note; default "remark".'),
        move: str('What happened (同意订单), shown before the status change; default none.'),
        pictures: str('Pictures of the entry (an address, { url, name } or a list of either), shown as thumbnails under its note; default none.'),
      }),
      codeType: str('Code list of the status values (their labels).'),
      tones: { type: 'object', additionalProperties: { enum: [...TONES] }, description: 'Status value -> tone of its dot.' },
      order: { enum: ['asc', 'desc'], description: 'Newest last (asc, default) or first.' },
      empty: str('Text when there are no rows; default 暂无记录.'),
    },
    required: [],
  },
};
