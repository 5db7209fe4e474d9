// A form block (its own lazy chunk). Values and errors live in a FormStore with field-level
// subscriptions, so a keystroke re-renders one field, not the form. Flat forms (every field edited whole
// by one of our widgets) are drawn by the engine itself; others by rjsf with our theme and widgets, in a
// further chunk loaded only for them. Submit validates (required + entity rules, in Chinese), then runs
// the submit action with payloadFrom "form".
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { Scope } from '../../logic/types';
import { evaluate, test } from '../../logic/evaluate';
import { resolveEntity } from '../../schema/entity';
import type { Action, FormBody } from '../../schema/types';
import { Button } from '../../ui/Button';
import { ActionButton } from '../actions/ActionButton';
import { useActionEffects } from '../actions/use-action-runner';
import { runAction } from '../actions/run-action';
import { useEngine, type CallError } from '../context';
import { useDataSource } from '../hooks/use-data-source';
import { useReportError } from '../hooks/use-report-error';
import { useShareGroup } from '../hooks/shared-call';
import { FormEmpty } from './live/FormEmpty';
import { formScope as liveScope } from './live/live-scope';
import { runSource } from './live/sources';
import { runFollow } from './live/follow';
import { useLayer, useScreenParts } from '../hosts/layer';
import { mapValues, useScope } from '../scope';
import { deriveForm, nestedDefaults, type DerivedForm } from './derive';
import { FormStore, pointerOf, type Path } from './store';
import { FlatFields } from './flat/FlatFields';
import { isFlatForm } from './flat/is-flat';
import { FormRuntimeProvider, type FormRuntime } from './use-field';
import { useSchemaValidator } from './use-schema-validator';
import { validateFields } from './validate';
import type { SchemaValidator } from './schema-validator';
import { BlockTitle } from '../BlockTitle';
import { SubmitButton } from './SubmitButton';
import { formParts, liveParts, useFormParts } from './parts';

const RjsfFields = lazy(() => import('./rjsf/RjsfFields'));
const NO_LIVE = { FormSummary: () => null, FormPreview: () => null };

export default function FormView({ block }: { block: FormBody & { title?: string } }) {
  const outer = useScope();
  const { entities } = useScreenParts();
  const entity = useMemo(() => resolveEntity(block.entity, entities), [block.entity, entities]);
  // Form-level readonly (a view mode, e.g. route.mode "view"): decided once from the scope outside the form.
  const readonly = test(block.readonly, outer, false);
  const derived = useMemo(() => {
    const d = deriveForm(block, entity);
    return readonly ? readonlyForm(d) : d;
  }, [block, entity, readonly]);
  const sv = useSchemaValidator(block.entity);
  // The widgets beyond text and password, the summary and the preview: loaded with the validator.
  const report = useReportError();
  const failed = useCallback((e: unknown) => report({ code: 'ENGINE', msg: `表单组件加载失败：${String((e as Error)?.message ?? e)}` }), [report]);
  const ready = useFormParts(useMemo(() => formParts(derived, block), [derived, block]), failed);
  // data.when: a create mode loads nothing (status stays idle).
  const ds = useDataSource<Record<string, unknown>>(block.data, outer);
  if (!sv || !ready || ds.status === 'loading') return <p aria-busy="true">加载中…</p>;
  return <LoadedForm key={JSON.stringify(ds.data ?? null)} block={block} derived={derived} sv={sv} outer={outer} record={ds.data} readonly={readonly} />;
}

/** Every field read only: the same derived form with ui:readonly on each field. */
function readonlyForm(d: DerivedForm): DerivedForm {
  const uiSchema = { ...d.uiSchema };
  for (const f of d.fields) uiSchema[f] = { ...(uiSchema[f] as object), 'ui:readonly': true };
  return { ...d, uiSchema };
}

/** The submit action: the one given, or the first of a list whose access.visible holds (one per mode). */
function submitOf(submit: FormBody['submit'], scope: Scope): Action | undefined {
  return Array.isArray(submit) ? submit.find((a) => test(a.access?.visible, scope, true)) : submit;
}

interface LoadedProps {
  block: FormBody & { title?: string };
  derived: DerivedForm;
  sv: SchemaValidator;
  outer: Scope;
  record: Record<string, unknown> | undefined;
  readonly: boolean;
}

function LoadedForm({ block, derived, sv, outer, record, readonly }: LoadedProps) {
  const engine = useEngine();
  const layer = useLayer();
  const fx = useActionEffects();
  const idPrefix = `f${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  // One store per mounted form (a new record remounts it through its key): a parent re-rendering with
  // a fresh scope object must not wipe what the user typed.
  const [store] = useState(() => {
    const initial: Record<string, unknown> = { ...mapValues(block.defaults, outer) };
    for (const f of derived.fields) {
      const d = derived.items[f]?.default;
      if (d !== undefined) initial[f] = evaluate(d, outer);
    }
    const store = new FormStore({ ...initial, ...(record ?? {}) });
    // Defaults of properties inside groups, where the record holds nothing.
    for (const f of derived.fields) {
      for (const n of nestedDefaults(derived.items[f] ?? { field: f }, derived.fieldSchemas[f]!)) {
        if (store.get(n.path) === undefined) store.set(n.path, evaluate(n.item.default, outer));
      }
    }
    return store;
  });
  const visibleFields = useCallback(() => derived.fields.filter((f) => !store.isHidden(`/${f}`)), [derived, store]);
  const computed = block.computed;
  // Dependent data: each source is sent now and again (debounced) when what it depends on changes.
  const report = useReportError();
  const group = useShareGroup(engine.call);
  useEffect(() => {
    const stops = Object.entries(block.sources ?? {}).map(([name, source]) => runSource(name, source, store, outer, computed, { call: engine.call, report, group }));
    return () => stops.forEach((stop) => stop());
  }, [block.sources, store, outer, computed, engine.call, report, group]);
  // Values that follow dependent data (the quote's default address, one order per seller).
  useEffect(() => {
    const stops = derived.fields.flatMap((f) => {
      const item = derived.items[f];
      return item?.follow ? [runFollow(item, store, outer, computed)] : [];
    });
    return () => stops.forEach((stop) => stop());
  }, [derived, store, outer, computed]);
  const runtime = useMemo<FormRuntime>(() => {
    const live = () => liveScope(store, outer, computed);
    const validateAt = (field: string, pointers: readonly string[]) => {
      const errors = validateFields(derived, store.getValues(), [field], sv, live());
      for (const p of pointers) store.setError(p, errors.find((e) => e.path === p)?.message);
    };
    return {
      store,
      scope: outer,
      computed,
      validateAt,
      validateField(path: Path) {
        const field = String(path[0]);
        // A table cell: its own message and the table's, not those of cells the user has not reached.
        if (path.length > 1) return validateAt(field, [pointerOf(path), `/${field}`]);
        const errors = validateFields(derived, store.getValues(), [field], sv, live());
        for (const key of [...store.allErrors().keys()]) if (key.startsWith(`/${field}/`)) store.setError(key, undefined);
        store.setError(`/${field}`, errors.find((e) => e.path === `/${field}`)?.message);
        for (const e of errors) if (e.path !== `/${field}`) store.setError(e.path, e.message);
      },
    };
  }, [store, outer, derived, sv, computed]);
  const flat = useMemo(() => isFlatForm(derived), [derived]);

  const values = () => {
    const all = store.withoutHiddenNested(store.getValues());
    return Object.fromEntries(visibleFields().filter((f) => all[f] !== undefined).map((f) => [f, all[f]]));
  };
  const submit = async (action: Action) => {
    const errors = validateFields(derived, store.withoutHiddenNested(store.getValues()), visibleFields(), sv, liveScope(store, outer, computed));
    store.setErrors(errors);
    if (errors.length) {
      // The first invalid control: a table cell (/skus/0/price -> _skus_0_price), else its field.
      const segments = errors[0]!.path.split('/').slice(1);
      (document.getElementById(`${idPrefix}_${segments.join('_')}`) ?? document.getElementById(`${idPrefix}_${segments[0]}`))?.focus();
      // A hidden field has nowhere to show its message: say it, or the button would seem dead.
      if (derived.items[segments[0] ?? '']?.widget === 'hidden') fx.message(errors[0]!.message, 'error');
      return;
    }
    // The action sees the computed values and sources too (an expected total to compare on the server).
    const outcome = await runAction(action, { ...liveScope(store, outer, computed), form: values() }, {
      ...fx,
      failed(error) {
        // A 400 whose detail names fields shows the server's words under those fields.
        const detail = (error as Partial<CallError>).detail;
        if (Array.isArray(detail)) store.setErrors(detail.filter((d) => d && typeof d.path === 'string' && typeof d.message === 'string'));
        fx.failed(error);
      },
    }, { payloadFrom: 'form' });
    if (outcome !== 'cancelled' && action.call) store.submitted();
  };
  const formScope = { ...outer, form: store.getValues() };
  // A view mode shows no submit and no cancel; a submit per mode picks the first that applies.
  const submitAction = readonly ? undefined : submitOf(block.submit, formScope);
  const cancel = readonly ? false : block.cancel;

  const { FormSummary: Summary, FormPreview: Preview } = block.summary?.length || block.preview ? liveParts() : NO_LIVE;
  const form = (
        <form
          className="scpr-form"
          noValidate
          aria-label={block.title}
          onSubmit={(e) => {
            e.preventDefault();
            // Enter does not send a submit its access disables (SubmitButton shows it disabled).
            if (submitAction && !test(submitAction.access?.disabled, liveScope(store, outer, computed), false)) void submit(submitAction);
          }}
        >
          <BlockTitle title={block.title} />
          {flat ? (
            <FlatFields form={derived} idPrefix={idPrefix} />
          ) : (
            <Suspense fallback={<p aria-busy="true">加载中…</p>}>
              <RjsfFields form={derived} idPrefix={idPrefix} sv={sv} />
            </Suspense>
          )}
          {block.summary?.length ? <Summary items={block.summary} /> : null}
          <div className="scpr-toolbar scpr-form__actions">
            {cancel === false ? null : cancel ? (
              <ActionButton action={cancel} scope={formScope} />
            ) : (
              <Button onClick={() => (layer.inDialog ? layer.close() : engine.navigate({ back: true }))}>取消</Button>
            )}
            {block.actions?.map((a) => (
              <ActionButton key={a.id} action={a} scope={formScope} onRun={(act) => runAction(act, { ...liveScope(store, outer, computed), form: values() }, fx, { payloadFrom: 'form' })} />
            ))}
            {submitAction ? <SubmitButton action={submitAction} /> : null}
          </div>
        </form>
  );
  return (
    <FormRuntimeProvider value={runtime}>
      <FormEmpty empty={block.empty} title={block.title}>
        {/* Only a form with a preview gets a wrapper: the dialog and page styles address the form as their child. */}
        {block.preview ? (
          <div className="scpr-form-with-preview">
            {form}
            <Preview preview={block.preview} fields={derived.fields} saved={record} />
          </div>
        ) : (
          form
        )}
      </FormEmpty>
    </FormRuntimeProvider>
  );
}
