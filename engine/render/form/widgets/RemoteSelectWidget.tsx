// A select whose options come from a catalogue call: options { call, params, map: { rows, value, label } }.
import { useEffect, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { readPath } from '../../../logic/path';
import type { Mapping } from '../../../schema/types';
import { Select, type Option } from '../../../ui/Select';
import { useEngine } from '../../context';
import { mapValues } from '../../scope';
import { useWidget } from './use-widget';

interface RemoteOptions {
  call?: string;
  params?: Mapping;
  map?: { rows?: string; value?: string; label?: string };
}

export function RemoteSelectWidget(props: WidgetProps) {
  const engine = useEngine();
  const { rt, info, value, set, blur, disabled, readOnly, a11y, placeholder } = useWidget<Option['value']>(props);
  const opts = (info.item?.options ?? {}) as RemoteOptions;
  const payload = JSON.stringify(mapValues(opts.params, rt.scope));
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    if (!opts.call) return;
    let live = true;
    engine.call(opts.call, JSON.parse(payload)).then(
      (result) => {
        const rows = (readPath(result, opts.map?.rows ?? '') as Record<string, unknown>[] | undefined) ?? [];
        if (live) setOptions(rows.map((r) => ({ value: r[opts.map?.value ?? 'value'] as Option['value'], label: String(r[opts.map?.label ?? 'label'] ?? '') })));
      },
      () => live && setOptions([]),
    );
    return () => {
      live = false;
    };
  }, [engine, opts.call, opts.map?.rows, opts.map?.value, opts.map?.label, payload]);
  return <Select {...a11y} value={value} options={options} placeholder={placeholder ?? `请选择${info.label}`} disabled={disabled || readOnly} onChange={(v) => set(v)} onBlur={blur} />;
}
