// A filter whose choices come from a catalogue call: remote-select (a flat list) or tree-select (a tree,
// indented). Same options as the form widgets ({ call, params, map, leafOnly }); the list's scope feeds
// the params.
import { useEffect, useMemo, useState } from 'react';
import { readPath } from '../../logic/path';
import type { TreeSelectOptions } from '../../schema/types';
import { Select, type Option } from '../../ui/Select';
import { useEngine } from '../context';
import { mapValues, useScope } from '../scope';
import { treeOptions } from '../form/widgets/tree-options';

type Row = Record<string, unknown>;

export function RemoteFilterSelect({ id, tree, options, value, placeholder, onChange }: {
  id: string;
  tree: boolean;
  options: Partial<TreeSelectOptions> | undefined;
  value: Option['value'] | undefined;
  placeholder: string;
  onChange: (v: Option['value'] | undefined) => void;
}) {
  const engine = useEngine();
  const scope = useScope();
  const opts = options ?? {};
  const payload = JSON.stringify(mapValues(opts.params, scope));
  const [rows, setRows] = useState<unknown>(undefined);
  useEffect(() => {
    if (!opts.call) return;
    let live = true;
    engine.call(opts.call, JSON.parse(payload), { quiet: true }).then(
      (result) => live && setRows(readPath(result, opts.map?.rows ?? '')),
      () => live && setRows(undefined),
    );
    return () => {
      live = false;
    };
  }, [engine, opts.call, opts.map?.rows, payload]);
  const choices = useMemo<Option[]>(() => {
    if (tree) return treeOptions(rows, opts.map, { leafOnly: opts.leafOnly });
    const list = Array.isArray(rows) ? (rows as Row[]) : [];
    return list.map((r) => ({ value: r[opts.map?.value ?? 'value'] as Option['value'], label: String(r[opts.map?.label ?? 'label'] ?? '') }));
  }, [rows, tree, opts.map, opts.leafOnly]);
  return <Select id={id} value={value} options={choices} placeholder={placeholder} onChange={onChange} />;
}
