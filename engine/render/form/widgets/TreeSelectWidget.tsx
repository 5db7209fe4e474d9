// A select over a tree from a catalogue call (a goods category, a parent category): options { call,
// params, map: { rows, value, label, children }, leafOnly, exclude }. Every node is offered, indented by
// depth; `exclude` (an expression, e.g. the record's own id) leaves out a node and its subtree.
import { useEffect, useMemo, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { evaluate } from '../../../logic/evaluate';
import { readPath } from '../../../logic/path';
import type { Logic } from '../../../logic/types';
import type { TreeSelectOptions } from '../../../schema/types';
import { Select, type Option } from '../../../ui/Select';
import { useEngine } from '../../context';
import { mapValues } from '../../scope';
import { treeOptions } from './tree-options';
import { useKnownOption, useWidget } from './use-widget';

export function TreeSelectWidget(props: WidgetProps) {
  const engine = useEngine();
  const { rt, info, value, set, blur, disabled, readOnly, a11y, placeholder } = useWidget<Option['value']>(props);
  const opts = (info.item?.options ?? {}) as Partial<TreeSelectOptions>;
  const payload = JSON.stringify(mapValues(opts.params, rt.scope));
  const [tree, setTree] = useState<unknown>(undefined);
  useEffect(() => {
    if (!opts.call) return;
    let live = true;
    engine.call(opts.call, JSON.parse(payload)).then(
      (result) => live && setTree(readPath(result, opts.map?.rows ?? '')),
      () => live && setTree(undefined),
    );
    return () => {
      live = false;
    };
  }, [engine, opts.call, opts.map?.rows, payload]);
  // The excluded id comes from the scope outside the form (data, query, dialog): read once per render.
  const exclude = opts.exclude === undefined ? undefined : evaluate(opts.exclude as Logic, { ...rt.scope, form: rt.store.getValues() });
  const offered = useMemo(
    () => treeOptions(tree, opts.map, { leafOnly: opts.leafOnly, exclude }),
    [tree, opts.map, opts.leafOnly, exclude],
  );
  const { options } = useKnownOption(opts.text, value, offered);
  return (
    <Select {...a11y} value={value} options={options} placeholder={placeholder ?? `请选择${info.label}`} disabled={disabled || readOnly} onChange={(v) => set(v)} onBlur={blur} />
  );
}
