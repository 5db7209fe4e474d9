// The format's words for screens that shape other screens (issue 33: the tenant admin's page settings and
// screen patches): choosers that drive a page's state, an element editor that produces a screen patch, a
// preview of a screen with an unsaved patch as a chosen role, a versions table with rollback and a diff
// between two versions, and a preview of the app's look (login page, home and a list) in given settings.
// Added to the shared block bodies by meta-schema.ts; every call is a catalogue call named in the file.
import { definitions, bool, int, obj, ref, str, type Node } from './meta-schema-parts';

const STATE_KEY = '^[A-Za-z][A-Za-z0-9_]*$';
const paths = (description: string, names: Record<string, string>): Node =>
  obj(description, Object.fromEntries(Object.entries(names).map(([k, d]) => [k, str(d)])));

definitions.Chooser = obj(
  'One select of a choosers block: its value is the page state entry `state`, and choosing sets it (clearing sets it empty).',
  {
    state: str('Page state entry it shows and sets, e.g. "screen".', { pattern: STATE_KEY }),
    label: str('Label (Chinese), also the select\'s accessible name unless `name` is given.', { minLength: 1 }),
    name: str('Accessible name of the select when it differs from the label, e.g. 选择页面.'),
    placeholder: str('Placeholder while nothing is chosen.'),
    data: { ...ref('DataSource'), description: 'The options: one per row (map.rows, default resultData itself).' },
    value: str('Row field that is the option\'s value; default "value".'),
    option: { ...ref('Logic'), description: 'The option\'s text (scope `row`), e.g. `"${row.screenTitle}（${row.path}）"`; default the row\'s "label".' },
    search: str('Payload name that carries the typed keyword: the options are asked again as the user types (the server narrows them); none: typing filters the options given.', { pattern: STATE_KEY }),
    allowClear: bool('Can be cleared.'),
    width: int('Least width of the select in px; default 260.', { minimum: 120, maximum: 800 }),
  },
  ['state', 'label', 'data'],
);

definitions.PreviewView = obj(
  'One way of seeing the target screen in a screen-preview block (a tab when there are several).',
  {
    label: { ...ref('Logic'), description: 'The tab\'s text; scope `row` is the chosen role\'s row (none: undefined), e.g. `"= cat(\'预览（未保存）\', row.roleNm ? cat(\' · \', row.roleNm) : \'\')"`.' },
    name: str('Accessible name of the drawn screen (a region), e.g. 未保存的定制预览.', { minLength: 1 }),
    patch: { ...ref('Logic'), description: 'The screen patch drawn onto the screen (after the access prunes, as the app applies the saved one), e.g. `"= state.patch.draft"`; empty: the screen as shipped.' },
  },
  ['label', 'name'],
);

definitions.LookPane = obj(
  'One pane of a look-preview block: a login page, a home and a list drawn in one look.',
  {
    caption: str('The pane\'s caption and accessible name, e.g. 用户现在看到的.', { minLength: 1 }),
    skin: { ...ref('Logic'), description: 'The colour: a theme name of spec 9 (blue, orange, green) or a #rrggbb colour; anything else: blue.' },
    logo: { ...ref('Logic'), description: 'The logo: an address, or a list of uploaded pictures (the first one\'s url).' },
    background: { ...ref('Logic'), description: 'The login page\'s background picture (as `logo`); none: a gradient of the colour.' },
    font: { ...ref('Logic'), description: 'Font family name.' },
    name: { ...ref('Logic'), description: 'The system name.' },
    introduction: { ...ref('Logic'), description: 'The introduction under the name on the login page.' },
    menus: { ...ref('Logic'), description: 'The header\'s menus: a list of `{ value, label }` in their own order.' },
    menuOrder: { ...ref('Logic'), description: 'Values of `menus` that come first, in this order; the rest keep theirs.' },
  },
  ['caption'],
);

export const CUSTOM_BODIES: Record<string, { props: Node; required: string[] }> = {
  choosers: {
    props: {
      fields: { type: 'array', minItems: 1, items: ref('Chooser'), description: 'The selects, in a bar. Needs a page `state` declaring their entries.' },
    },
    required: ['fields'],
  },
  patch: {
    props: {
      screen: { ...ref('Logic'), description: 'Name of the screen to edit (a route or dialog name), e.g. `"= state.screen"`; empty: the block shows `empty`.' },
      data: { ...ref('DataSource'), description: 'The saved patch: an answer holding the patch and its version (`fields`). When it also holds the version in effect and that is another one, it is asked again with `version` set to it, so asking for version 0 opens the version in effect.' },
      fields: paths('Paths in the saved patch\'s answer.', { patch: 'The patch; default "patch".', version: 'Its version; default "version".', current: 'The version in effect; default "current".' }),
      state: str('Page state entry that receives `{ screen, draft, saved, version, changed }` as the draft changes (the preview and the buttons read it); default "patch".', { pattern: STATE_KEY }),
      note: obj('A note input kept with the draft (scope `data.note` of the buttons).', { placeholder: str('Placeholder.'), maxLength: int('Most characters; default 100.', { minimum: 1, maximum: 500 }) }),
      actions: { type: 'array', items: ref('Action'), description: 'Buttons under the elements; scope `data` is `{ screen, patch, note, version, changed }` (the draft, the note, the saved version, whether the draft differs from it). A `reload` step opens the saved patch again.' },
      reset: str('Text of the button that puts the saved patch back into the draft; default 撤销未保存的修改.'),
      empty: str('Text shown while no screen is chosen.'),
    },
    required: ['screen', 'data'],
  },
  'screen-preview': {
    props: {
      screen: { ...ref('Logic'), description: 'Name of the screen to draw; empty: nothing is drawn.' },
      views: { type: 'array', minItems: 1, items: ref('PreviewView'), description: 'The screen as each view patches it: tabs when there are several.' },
      roles: { ...ref('DataSource'), description: 'The roles one may preview as, each with the route names and button rights it holds (`roleFields`).' },
      role: { ...ref('Logic'), description: 'The chosen role\'s key, e.g. `"= state.role"`; empty: the screen as the current user sees it.' },
      roleFields: paths('Fields of a role row.', { key: 'Its key; default "roleId".', label: 'Its name; default "roleNm".', authority: 'Route names it may open; default "authority".', buttons: 'Button rights; default "buttons".' }),
      readAs: obj(
        'How the drawn screen reads its data once a role is chosen: each call the screen reads (its data sources and option lists) is sent through `call` as `{ screen, roleId, key, body }`, and the server answers it as that call would answer the role (never wider than the viewer). None: the screen reads as the current user.',
        { call: str('The preview call, e.g. tntcfg.previewCall.', { minLength: 1 }) },
        ['call'],
      ),
    },
    required: ['screen', 'views'],
  },
  versions: {
    props: {
      data: { ...ref('DataSource'), description: 'The versions, newest first, paged (pageNum and pageSize are sent; map.rows / map.total default records / total).' },
      fields: paths('Fields of a version row.', {
        version: 'Its number; default "version".', note: 'Its note; default "note".', actor: 'Who made it; default "actorNm".', time: 'When; default "createdAt".',
        changes: 'How many changes it holds; default "changes".', current: 'True for the version in effect; default "current".', rollbackOf: 'The version it rolled back to (its note when it has none); default "rollbackOf".',
      }),
      pageSize: int('Rows per page; default 10.', { minimum: 1, maximum: 50 }),
      base: str('Text of version 0, the thing as shipped, shown after the oldest version (so the first change can be rolled back too); none: no such row.'),
      rollback: { ...ref('Action'), description: 'Run for a version other than the one in effect (scope `row`: the version row), after a confirmation at the row (`confirmLabel`); its label is the row\'s button.' },
      confirmLabel: str('The confirming button of a rollback; default 确定回滚.'),
      diff: { ...ref('DataSource'), description: 'The difference between two versions (scope `row`: `{ from, to }`), one row per changed property (`diffFields`); shown under the versions for the two chosen, or for a row and the one before it.' },
      diffFields: paths('Fields of a difference row.', { element: 'The element; default "element".', property: 'The property; default "propertyNm".', before: 'Before; default "before".', after: 'After; default "after".' }),
    },
    required: ['data'],
  },
  'look-preview': {
    props: {
      panes: { type: 'array', minItems: 1, maxItems: 3, items: ref('LookPane'), description: 'The looks side by side (what users see now, what they will see after saving).' },
      data: { ...ref('DataSource'), description: 'Rows of the sample list (map.rows; at most three are drawn).' },
      columns: {
        type: 'array', minItems: 1, maxItems: 4,
        items: obj('A column of the sample list.', { field: str('Row field.'), label: str('Header (Chinese).', { minLength: 1 }), chars: int('Characters shown, from `from`.', { minimum: 1 }), from: int('First character shown; default 0.', { minimum: 0 }) }, ['field', 'label']),
        description: 'Columns of the sample list.',
      },
    },
    required: ['panes'],
  },
};
