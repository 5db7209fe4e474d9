// Tenant screen patches (issue 33 item 2): what a patch does to a screen, what the checks refuse, and the
// property that matters most: for any patch at all (well-formed or not, naming elements the role may not
// see, carrying keys outside the patch vocabulary such as `access`), on every real screen and for random
// rights and disable lists, what a role sees after the patch is a subset of what it sees without it, and
// every element left keeps the access rule it had.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessScreen, applyScreenPatch, checkScreenPatch, patchElements, type AccessInput, type ScreenPatch } from '../../engine/access';
import { loadSchemaFiles } from '../../engine/build/load-files';
import { normalize } from '../../engine/schema/normalize';
import type { ScreenFile } from '../../engine/schema';
import { emptyPatch, groups, move, orderedIds, setItem } from '../../engine/access/patch-draft';

const loaded = loadSchemaFiles('schemas');
const ORDINARY = new Set(['list', 'form', 'detail', 'page', 'cards']);
const screens = loaded.screens
  .map((f) => f.json as ScreenFile & { kind: string; route?: { name: string }; permissions?: Record<string, string> })
  .filter((s) => ORDINARY.has(s.kind) && s.route?.name);
const byName = (n: string) => normalize(screens.find((s) => s.route!.name === n)! as never) as Record<string, unknown>;
const ALL_KEYS = [...new Set(screens.flatMap((s) => [s.route!.name, ...Object.keys(s.permissions ?? {})]))];

type Rec = Record<string, unknown>;
/** What a user sees of a screen: each element's address and its access rule. */
function visible(screen: unknown): Map<string, string> {
  if (!screen) return new Map();
  return new Map(patchElements(screen).map((e) => [e.at, JSON.stringify(locateAccess(screen as Rec, e.pointer))]));
}
function locateAccess(screen: Rec, pointer: string): unknown {
  let cur: unknown = screen;
  for (const part of pointer.split('/').slice(1)) cur = (cur as Rec)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return (cur as Rec | undefined)?.access;
}

describe('applyScreenPatch', () => {
  const list = byName('CommodityList');

  it('hides, relabels, reorders and sets the page size of a list', () => {
    const out = applyScreenPatch(list, {
      items: [{ at: 'columns/categoryNm', hidden: true }, { at: 'columns/itemNm', label: '品名' }, { at: '', pageSize: 50 }, { at: 'rowActions/edit', hidden: true }],
      order: [{ at: 'columns', ids: ['status', 'itemNm'] }],
    }) as { columns: { field: string; label?: string }[]; pageSize: number; rowActions: { id: string }[] };
    expect(out.columns.map((c) => c.field)).toEqual(['status', 'itemNm', 'picture', 'minPrice', 'totalStock', 'skuCount', 'updatedAt']);
    expect(out.columns[1]).toMatchObject({ field: 'itemNm', label: '品名' });
    expect(out.pageSize).toBe(50);
    expect(out.rowActions.map((a) => a.id)).not.toContain('edit');
    // The screen given is left as it was.
    expect((list.columns as unknown[]).length).toBe(8);
  });

  it('makes a form field required or not and gives it a default; ignores both on anything else', () => {
    const unit = byName('CommodityUnit');
    const at = 'dialogs/UnitAdd/body/layout/sections/section0/fields/remark';
    const out = applyScreenPatch(unit, { items: [{ at, required: true, defaultValue: '按件计' }, { at: 'columns/remark', required: true, defaultValue: 'x' }] });
    const field = (out as never as { dialogs: { UnitAdd: { body: { layout: { sections: { fields: Rec[] }[] } } } } }).dialogs.UnitAdd.body.layout.sections[0]!.fields[1];
    expect(field).toMatchObject({ field: 'remark', required: true, default: '按件计' });
    expect(((out as Rec).columns as Rec[]).find((c) => c.field === 'remark')).not.toHaveProperty('required');
  });

  it('ignores what its vocabulary does not say: unknown addresses, other keys, page sizes outside spec 9, expressions as defaults', () => {
    const weird = { items: [{ at: 'columns/nothing', hidden: true }, { at: '', pageSize: 30 }, { at: 'columns/itemNm', access: { permission: 'x' }, kind: 'form' }] } as unknown as ScreenPatch;
    expect(applyScreenPatch(list, weird)).toEqual(list);
    expect(applyScreenPatch(list, null)).toBe(list);
  });
});

describe('checkScreenPatch', () => {
  it('names the element in Chinese', () => {
    const form = byName('CommodityAdd');
    const problems = (patch: ScreenPatch) => checkScreenPatch(form, patch, loaded.entities).map((p) => p.message);
    expect(problems({ items: [{ at: 'layout/sections/basic/fields/itemNm', hidden: true }] })).toEqual(['「商品名称」为必填字段，不能隐藏']);
    expect(problems({ items: [{ at: 'layout/sections/basic/fields/brand', label: 'x'.repeat(21) }] })).toEqual(['「品牌」的显示名称不能超过20个字']);
    expect(problems({ items: [{ at: 'actions/back', required: true }] })).toEqual(['「返回」不是表单字段，不能设置必填或默认值']);
    expect(problems({ items: [{ at: '', pageSize: 20 }] })).toEqual(['页面元素「」不存在，请刷新后重试']);
    expect(problems({ order: [{ at: 'layout/sections', ids: ['basic', 'basic'] }] })).toEqual(['顺序中「basic」重复']);
    expect(problems({ items: [{ at: 'layout/sections/basic/fields/brand', label: '品牌名' }], order: [{ at: 'layout/sections', ids: ['sale', 'basic'] }] })).toEqual([]);
  });
});

describe('a patch never widens access (property)', () => {
  const patchFor = (screen: Rec) => {
    const ats = ['', ...patchElements(screen).map((e) => e.at)];
    const collections = [...new Set(patchElements(screen).map((e) => e.collection))];
    const at = fc.oneof(fc.constantFrom(...ats), fc.constant('columns/__secret'), fc.string({ maxLength: 12 }));
    const junk = fc.dictionary(fc.constantFrom('access', 'kind', 'permission', 'field', 'visible', 'call'), fc.jsonValue(), { maxKeys: 2 });
    const item = fc.record(
      { at, hidden: fc.boolean(), label: fc.string({ maxLength: 8 }), required: fc.boolean(), defaultValue: fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), pageSize: fc.constantFrom(10, 20, 30, 50, 100) },
      { requiredKeys: ['at'] },
    );
    const order = fc.record({ at: fc.constantFrom(...(collections.length ? collections : [''])), ids: fc.array(fc.oneof(fc.constantFrom(...ats.map((a) => a.split('/').pop() ?? '')), fc.string({ maxLength: 5 })), { maxLength: 8 }) });
    return fc.record({ items: fc.array(fc.tuple(item, junk).map(([i, j]) => ({ ...j, ...i })), { maxLength: 10 }), order: fc.array(order, { maxLength: 3 }) });
  };

  it('on every real screen, for random rights, disable lists and patches', () => {
    for (const raw of screens) {
      const name = raw.route!.name;
      const screen = normalize(raw as never) as Rec;
      fc.assert(
        fc.property(
          fc.subarray(ALL_KEYS),
          fc.subarray(ALL_KEYS, { maxLength: 3 }),
          patchFor(screen),
          (held, disabled, patch) => {
            const input: AccessInput = { authority: held, buttons: held, disabled };
            const plain = accessScreen(raw as never, name, input);
            const patched = accessScreen(raw as never, name, { ...input, screenPatches: { [name]: patch as ScreenPatch }, applyScreenPatch });
            if (!plain) return patched === null;
            const before = visible(plain);
            const after = visible(patched);
            for (const [at, access] of after) {
              if (!before.has(at) || before.get(at) !== access) return false;
            }
            return true;
          },
        ),
        { numRuns: 15, seed: 33 },
      );
    }
  });
});

describe('the property can fail', () => {
  it('a tenant layer (a merge patch before the prunes) that drops an access rule widens, and the same comparison sees it', () => {
    const raw = screens.find((s) => s.route!.name === 'CommodityList')!;
    const input: AccessInput = { authority: ['CommodityList'], buttons: [] };
    const plain = accessScreen(raw as never, 'CommodityList', input);
    const layer = { tenant: 'T1', screens: { CommodityList: { toolbar: [{ id: 'add', access: null }] } } };
    const widened = accessScreen(raw as never, 'CommodityList', { ...input, tenant: { id: 'T1' }, layers: [layer] });
    expect(visible(plain).has('toolbar/add')).toBe(false);
    expect(visible(widened).has('toolbar/add')).toBe(true);
  });
});

describe('the editor draft (engine/access/patch-draft.ts)', () => {
  it('sets and clears an element\'s properties, dropping an item left empty', () => {
    let p = setItem(emptyPatch(), 'columns/a', 'hidden', true);
    p = setItem(p, 'columns/a', 'label', '甲');
    expect(p.items).toEqual([{ at: 'columns/a', hidden: true, label: '甲' }]);
    p = setItem(setItem(p, 'columns/a', 'hidden', undefined), 'columns/a', 'label', '');
    expect(p.items).toEqual([]);
  });

  it('moves an element within its collection; back where it was, no order is kept', () => {
    const ids = ['a', 'b', 'c'];
    const p = move(emptyPatch(), 'columns', ids, 'c', -1);
    expect(orderedIds(p, 'columns', ids)).toEqual(['a', 'c', 'b']);
    expect(move(p, 'columns', ids, 'c', 1).order).toEqual([]);
    expect(move(p, 'columns', ids, 'a', -1)).toBe(p);
  });

  it('groups a screen\'s elements by collection in the draft\'s order', () => {
    const els = patchElements(byName('CommodityUnit'));
    const g = groups(els, { order: [{ at: 'columns', ids: ['updatedAt'] }] });
    expect(g.find((x) => x.collection === 'columns')!.elements.map((e) => e.id)).toEqual(['updatedAt', 'unitNm', 'remark', 'itemCount']);
  });
});
