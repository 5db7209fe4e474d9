// Visits every meaningful node of a screen file (raw or normalized) with its JSON pointer: blocks,
// fields, columns, actions, data sources, steps, navigation targets and expressions. The checker reports
// by these pointers; nothing here knows what a check is.
import type { Logic } from '../logic';

export type VisitType =
  | 'block' // a routed screen body, page block or dialog body (has kind)
  | 'dialog' // a shared dialog file or an inline dialog
  | 'route'
  | 'field' // form field
  | 'filter'
  | 'column'
  | 'display' // detail field
  | 'subfield' // a column of a table widget or of a detail sub-table: a property of the array's items
  | 'section'
  | 'action'
  | 'card' // a tile of a cards block
  | 'data'
  | 'step'
  | 'navigate'
  | 'picker' // the row picker of a table field (options.picker)
  | 'logic'; // an expression or condition

export interface Visit {
  type: VisitType;
  pointer: string;
  node: unknown;
  /** The entity of the enclosing block, for field checks. */
  entity?: string;
  /** For items given as a bare string. */
  shorthand?: boolean;
  /** subfield: the array field whose items it belongs to. */
  parent?: string;
  /** logic: the scope root that holds a record of the enclosing block's entity (`row` in a list, `data` in
   * a detail, `form` in a form), so its paths can be checked against the entity's fields. */
  record?: { root: 'row' | 'data' | 'form'; entity: string; call?: string };
}

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const esc = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

const RECORD_ROOT: Record<string, 'row' | 'data' | 'form'> = { list: 'row', detail: 'data', form: 'form' };

export function walkScreen(file: unknown, visit: (v: Visit) => void): void {
  if (!isRec(file)) return;
  // The record root of the block being walked; none inside sub-tables (their `row` is an item of an array).
  let record: Visit['record'];
  const within = (r: Visit['record'], walk: () => void) => {
    const outer = record;
    record = r;
    walk();
    record = outer;
  };
  const logic = (node: unknown, pointer: string) => {
    if (node !== undefined) visit({ type: 'logic', pointer, node: node as Logic, ...(record ? { record } : {}) });
  };
  const mapping = (node: unknown, pointer: string) => {
    if (isRec(node)) for (const [k, v] of Object.entries(node)) logic(v, `${pointer}/${esc(k)}`);
  };
  const access = (node: unknown, pointer: string) => {
    if (!isRec(node)) return;
    logic(node.visible, `${pointer}/visible`);
    logic(node.disabled, `${pointer}/disabled`);
  };
  const navigate = (node: unknown, pointer: string) => {
    if (!isRec(node)) return;
    visit({ type: 'navigate', pointer, node });
    mapping(node.params, `${pointer}/params`);
    mapping(node.query, `${pointer}/query`);
  };
  const data = (node: unknown, pointer: string, entity?: string) => {
    if (!isRec(node)) return;
    visit({ type: 'data', pointer, node, entity });
    mapping(node.params, `${pointer}/params`);
    logic(node.when, `${pointer}/when`);
    if (isRec(node.poll)) {
      logic(node.poll.until, `${pointer}/poll/until`);
      list(node.poll.then).forEach((s, i) => step(s, `${pointer}/poll/then/${i}`));
    }
  };
  const action = (node: unknown, pointer: string, entity?: string) => {
    if (!isRec(node)) return;
    visit({ type: 'action', pointer, node, entity });
    logic(node.confirm, `${pointer}/confirm`);
    mapping(node.payload, `${pointer}/payload`);
    mapping(node.with, `${pointer}/with`);
    navigate(node.navigate, `${pointer}/navigate`);
    access(node.access, `${pointer}/access`);
    list(node.then).forEach((s, i) => step(s, `${pointer}/then/${i}`));
    list(node.failed).forEach((s, i) => step(s, `${pointer}/failed/${i}`));
  };
  const step = (node: unknown, pointer: string) => {
    visit({ type: 'step', pointer, node });
    if (!isRec(node)) return;
    logic(node.message, `${pointer}/message`);
    navigate(node.navigate, `${pointer}/navigate`);
    mapping(node.with, `${pointer}/with`);
    mapping(node.set, `${pointer}/set`);
  };
  const card = (node: unknown, pointer: string) => {
    if (!isRec(node)) return;
    visit({ type: 'card', pointer, node });
    logic(node.heading, `${pointer}/heading`);
    logic(node.text, `${pointer}/text`);
    logic(node.image, `${pointer}/image`);
    logic(node.extra, `${pointer}/extra`);
    navigate(node.navigate, `${pointer}/navigate`);
    access(node.access, `${pointer}/access`);
    list(node.then).forEach((s, i) => step(s, `${pointer}/then/${i}`));
  };
  // Columns of a table widget (options.columns) or a detail sub-table (columns): item properties.
  const subfields = (arr: unknown, pointer: string, parent: string, entity?: string) => within(undefined, () => {
    list(arr).forEach((it, i) => {
      const p = `${pointer}/${i}`;
      if (typeof it === 'string') visit({ type: 'subfield', pointer: p, node: { field: it }, entity, shorthand: true, parent });
      else if (isRec(it)) {
        visit({ type: 'subfield', pointer: p, node: it, entity, parent });
        if (isRec(it.options)) options(it.options, `${p}/options`);
        logic(it.compute, `${p}/compute`);
        logic(it.min, `${p}/min`);
        logic(it.max, `${p}/max`);
      }
    });
  });
  // A form field's `fields`: the properties of its object (a group) or of its array's objects (rows), nested.
  const groupItems = (arr: unknown, pointer: string, parent: string, entity?: string) => {
    list(arr).forEach((it, i) => {
      const p = `${pointer}/${i}`;
      if (typeof it === 'string') visit({ type: 'subfield', pointer: p, node: { field: it }, entity, shorthand: true, parent });
      else if (isRec(it)) {
        visit({ type: 'subfield', pointer: p, node: it, entity, parent });
        logic(it.default, `${p}/default`);
        if (isRec(it.options)) options(it.options, `${p}/options`);
        access(it.access, `${p}/access`);
        if (typeof it.field === 'string') groupItems(it.fields, `${p}/fields`, `${parent}.${it.field}`, entity);
      }
    });
  };
  const options = (node: Rec, pointer: string) => {
    logic(node.from, `${pointer}/from`);
    logic(node.heading, `${pointer}/heading`);
    list(node.summary).forEach((it, i) => {
      if (!isRec(it)) return;
      logic(it.value, `${pointer}/summary/${i}/value`);
      logic(it.visible, `${pointer}/summary/${i}/visible`);
    });
    logic(node.exclude, `${pointer}/exclude`);
    mapping(node.params, `${pointer}/params`);
    if (isRec(node.picker)) {
      visit({ type: 'picker', pointer: `${pointer}/picker`, node: node.picker });
      mapping(node.picker.params, `${pointer}/picker/params`);
      mapping(node.picker.map, `${pointer}/picker/map`);
      logic(node.picker.selectable, `${pointer}/picker/selectable`);
    }
  };
  const items = (arr: unknown, pointer: string, type: VisitType, entity?: string) => {
    list(arr).forEach((it, i) => {
      const p = `${pointer}/${i}`;
      if (typeof it === 'string') {
        visit({ type, pointer: p, node: { field: it }, entity, shorthand: true });
        return;
      }
      if (!isRec(it)) return;
      visit({ type, pointer: p, node: it, entity });
      logic(it.default, `${p}/default`);
      if (isRec(it.follow)) logic(it.follow.value, `${p}/follow/value`);
      if (isRec(it.options)) {
        options(it.options, `${p}/options`);
        if (typeof it.field === 'string') subfields(it.options.columns, `${p}/options/columns`, it.field, entity);
      }
      if (typeof it.field === 'string') subfields(it.columns, `${p}/columns`, it.field, entity);
      if (typeof it.field === 'string') groupItems(it.fields, `${p}/fields`, it.field, entity);
      navigate(it.link, `${p}/link`);
      list(it.marks).forEach((m, j) => isRec(m) && logic(m.when, `${p}/marks/${j}/when`));
      access(it.access, `${p}/access`);
    });
  };
  const sections = (arr: unknown, pointer: string, type: VisitType, entity?: string) => {
    list(arr).forEach((s, i) => {
      if (!isRec(s)) return;
      visit({ type: 'section', pointer: `${pointer}/${i}`, node: s, entity });
      access(s.access, `${pointer}/${i}/access`);
      items(s.fields, `${pointer}/${i}/fields`, type, entity);
      block(s.block, `${pointer}/${i}/block`);
    });
  };
  const actions = (arr: unknown, pointer: string, entity?: string) =>
    list(arr).forEach((a, i) => action(a, `${pointer}/${i}`, entity));
  const dialog = (node: unknown, pointer: string) => {
    if (!isRec(node)) return;
    visit({ type: 'dialog', pointer, node });
    block(node.body, `${pointer}/body`);
  };
  const block = (node: unknown, pointer: string) => {
    if (!isRec(node)) return;
    const entity = typeof node.entity === 'string' ? node.entity : undefined;
    const root = RECORD_ROOT[String(node.kind)];
    const call = isRec(node.data) && typeof node.data.call === 'string' ? node.data.call : undefined;
    within(entity && root ? { root, entity, ...(call ? { call } : {}) } : undefined, () => blockBody(node, pointer, entity));
  };
  const blockBody = (node: Rec, pointer: string, entity: string | undefined) => {
    visit({ type: 'block', pointer, node, entity });
    access(node.access, `${pointer}/access`);
    data(node.data, `${pointer}/data`, entity);
    switch (node.kind) {
      case 'list':
        items(node.columns, `${pointer}/columns`, 'column', entity);
        items(node.filters, `${pointer}/filters`, 'filter', entity);
        actions(node.toolbar, `${pointer}/toolbar`, entity);
        actions(node.rowActions, `${pointer}/rowActions`, entity);
        if (isRec(node.tabs)) data(node.tabs.data, `${pointer}/tabs/data`, entity);
        break;
      case 'form':
        mapping(node.defaults, `${pointer}/defaults`);
        if (isRec(node.layout)) sections(node.layout.sections, `${pointer}/layout/sections`, 'field', entity);
        items(node.fields, `${pointer}/fields`, 'field', entity);
        if (Array.isArray(node.submit)) actions(node.submit, `${pointer}/submit`, entity);
        else action(node.submit, `${pointer}/submit`, entity);
        logic(node.readonly, `${pointer}/readonly`);
        action(node.cancel, `${pointer}/cancel`, entity);
        actions(node.actions, `${pointer}/actions`, entity);
        mapping(node.computed, `${pointer}/computed`);
        if (isRec(node.sources)) for (const [k, src] of Object.entries(node.sources)) data(src, `${pointer}/sources/${esc(k)}`, entity);
        if (isRec(node.empty)) {
          logic(node.empty.when, `${pointer}/empty/when`);
          actions(node.empty.actions, `${pointer}/empty/actions`, entity);
        }
        list(node.summary).forEach((it, i) => {
          if (!isRec(it)) return;
          logic(it.value, `${pointer}/summary/${i}/value`);
          logic(it.visible, `${pointer}/summary/${i}/visible`);
        });
        if (isRec(node.preview)) {
          block(node.preview.block, `${pointer}/preview/block`);
          mapping(node.preview.props, `${pointer}/preview/props`);
        }
        break;
      case 'steps':
        logic(node.current, `${pointer}/current`);
        logic(node.done, `${pointer}/done`);
        logic(node.failed, `${pointer}/failed`);
        logic(node.failedLabel, `${pointer}/failedLabel`);
        logic(node.failedAt, `${pointer}/failedAt`);
        list(node.steps).forEach((st, i) => isRec(st) && logic(st.description, `${pointer}/steps/${i}/description`));
        list(node.paths).forEach((path, p) => {
          if (!isRec(path)) return;
          logic(path.when, `${pointer}/paths/${p}/when`);
          list(path.steps).forEach((st, i) => isRec(st) && logic(st.description, `${pointer}/paths/${p}/steps/${i}/description`));
        });
        break;
      case 'timeline':
        logic(node.rows, `${pointer}/rows`);
        break;
      case 'sku-picker':
        logic(node.skus, `${pointer}/skus`);
        logic(node.unit, `${pointer}/unit`);
        actions(node.actions, `${pointer}/actions`, entity);
        break;
      case 'cart':
        for (const one of ['quantity', 'select', 'checkout'] as const) action(node[one], `${pointer}/${one}`, entity);
        navigate(node.link, `${pointer}/link`);
        actions(node.rowActions, `${pointer}/rowActions`, entity);
        actions(node.toolbar, `${pointer}/toolbar`, entity);
        actions(node.emptyActions, `${pointer}/emptyActions`, entity);
        break;
      case 'detail':
        sections(node.sections, `${pointer}/sections`, 'display', entity);
        items(node.fields, `${pointer}/fields`, 'display', entity);
        actions(node.actions, `${pointer}/actions`, entity);
        break;
      case 'page':
        mapping(node.state, `${pointer}/state`);
        if (isRec(node.layout)) logic(node.layout.backdrop, `${pointer}/layout/backdrop`);
        list(node.blocks).forEach((b, i) => block(b, `${pointer}/blocks/${i}`));
        break;
      case 'component':
      case 'slot':
        mapping(node.props, `${pointer}/props`);
        break;
      case 'text':
        logic(node.heading, `${pointer}/heading`);
        logic(node.text, `${pointer}/text`);
        logic(node.image, `${pointer}/image`);
        actions(node.actions, `${pointer}/actions`, entity);
        break;
      case 'frame':
        logic(node.src, `${pointer}/src`);
        logic(node.title, `${pointer}/title`);
        break;
      case 'picture-wall':
        for (const one of ['picture', 'caption', 'extra'] as const) logic(node[one], `${pointer}/${one}`);
        items(node.filters, `${pointer}/filters`, 'filter', entity);
        actions(node.toolbar, `${pointer}/toolbar`, entity);
        actions(node.itemActions, `${pointer}/itemActions`, entity);
        break;
      case 'video':
        for (const one of ['src', 'poster', 'caption', 'text'] as const) logic(node[one], `${pointer}/${one}`);
        break;
      case 'masthead':
        for (const one of ['logo', 'heading', 'text'] as const) logic(node[one], `${pointer}/${one}`);
        list(node.marks).forEach((m, j) => isRec(m) && logic(m.when, `${pointer}/marks/${j}/when`));
        list(node.facts).forEach((f, j) => isRec(f) && logic(f.value, `${pointer}/facts/${j}/value`));
        actions(node.actions, `${pointer}/actions`, entity);
        break;
      case 'carousel':
        card(node.item, `${pointer}/item`);
        logic(node.link, `${pointer}/link`);
        break;
      case 'choosers':
        list(node.fields).forEach((f, i) => {
          if (!isRec(f)) return;
          data(f.data, `${pointer}/fields/${i}/data`);
          logic(f.option, `${pointer}/fields/${i}/option`);
        });
        break;
      case 'patch':
        logic(node.screen, `${pointer}/screen`);
        actions(node.actions, `${pointer}/actions`, entity);
        break;
      case 'screen-preview':
        logic(node.screen, `${pointer}/screen`);
        logic(node.role, `${pointer}/role`);
        data(node.roles, `${pointer}/roles`);
        list(node.views).forEach((v, i) => {
          if (!isRec(v)) return;
          logic(v.label, `${pointer}/views/${i}/label`);
          logic(v.patch, `${pointer}/views/${i}/patch`);
        });
        break;
      case 'versions':
        action(node.rollback, `${pointer}/rollback`, entity);
        data(node.diff, `${pointer}/diff`);
        break;
      case 'look-preview':
        list(node.panes).forEach((p, i) => {
          if (!isRec(p)) return;
          for (const k of ['skin', 'logo', 'background', 'font', 'name', 'introduction', 'menus', 'menuOrder']) logic(p[k], `${pointer}/panes/${i}/${k}`);
        });
        break;
      case 'cards':
        list(node.items).forEach((c, i) => card(c, `${pointer}/items/${i}`));
        card(node.item, `${pointer}/item`);
        items(node.filters, `${pointer}/filters`, 'filter', entity);
        actions(node.toolbar, `${pointer}/toolbar`, entity);
        actions(node.itemActions, `${pointer}/itemActions`, entity);
        break;
      default:
        break;
    }
  };

  if (isRec(file.route)) visit({ type: 'route', pointer: '/route', node: file.route });
  list(file.aliases).forEach((a, i) => {
    if (isRec(a)) visit({ type: 'route', pointer: `/aliases/${i}`, node: a });
  });
  if (file.kind === 'area' || file.kind === 'group') access(file.access, '/access');
  if (file.kind === 'dialog' || file.kind === 'drawer') dialog(file, '');
  else if (file.kind !== 'app' && file.kind !== 'area' && file.kind !== 'group') block(file, '');
  if (isRec(file.dialogs)) for (const [name, d] of Object.entries(file.dialogs)) dialog(d, `/dialogs/${esc(name)}`);
}
