// Parts of a form that are not in the form's chunk: the widgets beyond text, password and the code inputs
// (widgets/heavy.ts) and the live summary and preview (live/live-parts.ts). A form loads the parts it
// needs in its own loading step, with its validator, so it shows whole, never field by field; once
// loaded a part is kept and later forms render at once. A login form needs neither (README "Bundle
// budget"). The bundle bench models the same choice (tests/bench/bundle/route-js.ts).
import { useEffect, useState, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { EntitySchema } from '../../schema/entity';
import type { FieldItem, FormBody } from '../../schema/types';
import { asRows, nodeWidget, subItems, type DerivedForm } from './derive';
import { isFlatForm } from './flat/is-flat';
import { LIGHT_WIDGETS } from './widgets/light';
import type * as LivePartsModule from './live/live-parts';

type Widgets = Readonly<Record<string, ComponentType<WidgetProps>>>;
type LiveParts = typeof LivePartsModule;
export type FormPart = 'widgets' | 'live';

const loaded: { widgets?: Widgets; live?: LiveParts } = {};

/** Every widget of this app by name: the light ones, and the others once loaded (a form loads them before
 * it draws, useFormParts). Indexed by the fields, and handed whole to rjsf. */
export const formWidgets: Record<string, ComponentType<WidgetProps>> = { ...LIGHT_WIDGETS };
const pending: Partial<Record<FormPart, Promise<void>>> = {};
const loaders: Record<FormPart, () => Promise<void>> = {
  widgets: () =>
    import('./widgets/heavy').then((m) => {
      Object.assign(formWidgets, m.HEAVY_WIDGETS, LIGHT_WIDGETS);
      loaded.widgets = m.HEAVY_WIDGETS;
    }),
  live: () => import('./live/live-parts').then((m) => void (loaded.live = m)),
};
const load = (part: FormPart): Promise<void> => (pending[part] ??= loaders[part]().catch((e: unknown) => {
  delete pending[part];
  throw e;
}));

/** Every widget a flat form draws, groups' properties included (a table or groups widget brings its own). */
export function flatWidgetNames(form: DerivedForm): Set<string> {
  const names = new Set<string>();
  const visit = (item: FieldItem, schema: EntitySchema, widget: string) => {
    names.add(widget);
    if (widget !== 'group') return;
    for (const given of subItems(item)) {
      const sub = schema.properties?.[given.field];
      if (!sub) continue;
      const s = asRows(given, sub);
      visit(s, sub, nodeWidget(s, sub));
    }
  };
  for (const f of form.fields) {
    const ui = form.uiSchema[f] as { 'ui:widget'?: string } | undefined;
    visit(form.items[f] ?? { field: f }, form.fieldSchemas[f]!, ui?.['ui:widget'] ?? 'text');
  }
  return names;
}

/** The parts a form needs: the other widgets when it draws one, or is drawn by rjsf (which may draw any),
 * the live parts when it has a summary or a preview. */
export function formParts(form: DerivedForm, body: Pick<FormBody, 'summary' | 'preview'>): FormPart[] {
  const parts: FormPart[] = [];
  if (!isFlatForm(form) || [...flatWidgetNames(form)].some((w) => w !== 'group' && !LIGHT_WIDGETS[w])) parts.push('widgets');
  if (body.summary?.length || body.preview) parts.push('live');
  return parts;
}

/** Loads the parts (once for the app); true when all are there. `fail` hears a part that did not load. */
export function useFormParts(parts: readonly FormPart[], fail: (error: unknown) => void): boolean {
  const missing = parts.filter((p) => !loaded[p]);
  const [, setLoadedCount] = useState(0);
  const key = missing.join(',');
  useEffect(() => {
    if (!key) return;
    let live = true;
    Promise.all(key.split(',').map((p) => load(p as FormPart))).then(
      () => live && setLoadedCount((n) => n + 1),
      (e: unknown) => live && fail(e),
    );
    return () => {
      live = false;
    };
  }, [key, fail]);
  return missing.length === 0;
}

/** The live parts; only after useFormParts said a form needing them is ready. */
export const liveParts = (): LiveParts => {
  if (!loaded.live) throw new Error('表单的合计与预览尚未加载');
  return loaded.live;
};
