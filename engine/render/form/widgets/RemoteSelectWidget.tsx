// A select whose options come from a catalogue call: options { call, params, map: { rows, value, label } }.
// Params may read the form (`{ "var": "form.provinceCode" }`): the options are fetched again when those
// values change (cascading selects), an answer to an older request is dropped, and a value the new
// options no longer hold is cleared. `search` names the param that carries what the user types (remote
// search: the server narrows the options; a narrowed answer never clears the value). An array field is a
// multiple select.
import { useEffect, useMemo, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { readPath } from '../../../logic/path';
import type { Mapping } from '../../../schema/types';
import { Select, type Option } from '../../../ui/Select';
import { useEngine } from '../../context';
import { mapValues } from '../../scope';
import { formScope, storeKeysOf, useStoreVersion } from '../live/live-scope';
import { useKnownOption, useWidget } from './use-widget';

interface RemoteOptions {
  call?: string;
  params?: Mapping;
  map?: { rows?: string; value?: string; label?: string };
  /** The param the typed keyword goes in (remote search). */
  search?: string;
  /** The record's field naming the chosen option, shown when the options do not hold the value. */
  text?: string;
}

/** Typing pauses this long before the server is asked (remote search). */
export const SEARCH_DEBOUNCE_MS = 300;

export function RemoteSelectWidget(props: WidgetProps) {
  const engine = useEngine();
  const { rt, info, value, set, blur, disabled, readOnly, a11y, placeholder } = useWidget<Option['value']>(props);
  const opts = (info.item?.options ?? {}) as RemoteOptions;
  const keys = useMemo(() => storeKeysOf(Object.values(opts.params ?? {}), rt.computed), [opts.params, rt.computed]);
  useStoreVersion(rt.store, keys);
  const payload = JSON.stringify(mapValues(opts.params, formScope(rt.store, rt.scope, rt.computed)));
  const [keyword, setKeyword] = useState('');
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setAsked(keyword.trim()), keyword ? SEARCH_DEBOUNCE_MS : 0);
    return () => clearTimeout(t);
  }, [keyword]);
  const [loaded, setLoaded] = useState<{ payload: string; asked: string; options: Option[]; failed?: boolean }>({ payload: '', asked: '', options: [] });
  useEffect(() => {
    if (!opts.call) return;
    let live = true; // an answer for a payload that has changed since is dropped
    const params = { ...(JSON.parse(payload) as Record<string, unknown>), ...(opts.search && asked ? { [opts.search]: asked } : {}) };
    engine.call(opts.call, params).then(
      (result) => {
        const rows = (readPath(result, opts.map?.rows ?? '') as Record<string, unknown>[] | undefined) ?? [];
        if (live) setLoaded({ payload, asked, options: rows.map((r) => ({ value: r[opts.map?.value ?? 'value'] as Option['value'], label: String(r[opts.map?.label ?? 'label'] ?? '') })) });
      },
      () => live && setLoaded({ payload, asked, options: [], failed: true }), // a failure clears nothing
    );
    return () => {
      live = false;
    };
  }, [engine, opts.call, opts.map?.rows, opts.map?.value, opts.map?.label, opts.search, payload, asked]);
  const { options, known } = useKnownOption(opts.text, value, loaded.options);
  // Cascading: once the options for the current params are in, a value they do not offer goes (not while
  // a keyword narrows them).
  const current = loaded.payload === payload && !asked && !loaded.asked && !loaded.failed;
  const loading = !!opts.call && (loaded.payload !== payload || loaded.asked !== asked);
  // An array of choices (an account's roles) is a multiple select; its values are not cleared.
  const multiple = (props.schema as { type?: unknown }).type === 'array';
  useEffect(() => {
    if (!multiple && current && !known && value !== undefined && value !== null && value !== '' && !options.some((o) => String(o.value) === String(value))) set(undefined);
  }, [multiple, current, known, options, value, set]);
  const common = {
    ...a11y, options, loading, placeholder: placeholder ?? `请选择${info.label}`, disabled: disabled || readOnly, onSearch: opts.search ? setKeyword : undefined, showSearch: true, onBlur: blur,
  };
  if (multiple) return <Select {...common} multiple value={value as unknown as Option['value'][] | undefined} onChange={(v) => set(v as unknown as Option['value'])} />;
  return <Select {...common} value={value} onChange={(v) => set(v)} />;
}
