// A checkable tree from a catalogue call (a role's menus and buttons): options { call, params, map: { rows,
// value (id), label (name), children (children) } }. The value is the list of ticked node ids; rules of a
// tick in tree-check.ts. Nodes with children fold (open by default down to `openDepth`, default 1).
import { useEffect, useMemo, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { readPath } from '../../../logic/path';
import type { TreeSelectOptions } from '../../../schema/types';
import { Checkbox } from '../../../ui/Checkbox';
import { useEngine } from '../../context';
import { mapValues } from '../../scope';
import { checkNodes, parentsOf, partial, toggle, type CheckNode } from './tree-check';
import { useWidget } from './use-widget';
import './tree-check.css';

export function TreeCheckWidget(props: WidgetProps) {
  const engine = useEngine();
  const { rt, info, value, set, disabled, readOnly, a11y } = useWidget<string[]>(props);
  const opts = (info.item?.options ?? {}) as Partial<TreeSelectOptions> & { openDepth?: number };
  const payload = JSON.stringify(mapValues(opts.params, rt.scope));
  const [tree, setTree] = useState<CheckNode[] | undefined>(undefined);
  useEffect(() => {
    if (!opts.call) return;
    let live = true;
    engine.call(opts.call, JSON.parse(payload)).then(
      (result) => live && setTree(checkNodes(readPath(result, opts.map?.rows ?? ''), opts.map)),
      () => live && setTree([]),
    );
    return () => {
      live = false;
    };
  }, [engine, opts.call, opts.map, payload]);
  const parents = useMemo(() => parentsOf(tree ?? []), [tree]);
  const list = useMemo(() => (Array.isArray(value) ? value.map(String) : []), [value]);
  const ticked = useMemo(() => new Set(list), [list]);
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const [unfolded, setUnfolded] = useState<ReadonlySet<string>>(new Set());
  const openDepth = opts.openDepth ?? 1;
  const isOpen = (n: CheckNode, depth: number) => (depth < openDepth ? !folded.has(n.key) : unfolded.has(n.key));
  const flip = (n: CheckNode, depth: number) => {
    const open = isOpen(n, depth);
    const edit = (s: ReadonlySet<string>, add: boolean) => {
      const next = new Set(s);
      if (add) next.add(n.key);
      else next.delete(n.key);
      return next;
    };
    if (depth < openDepth) setFolded((s) => edit(s, open));
    else setUnfolded((s) => edit(s, !open));
  };
  const draw = (nodes: readonly CheckNode[], depth: number) => (
    <ul className="scpr-tree-check__list" role={depth === 0 ? 'tree' : 'group'} aria-label={depth === 0 ? info.label : undefined}>
      {nodes.map((n) => {
        const open = n.children.length > 0 && isOpen(n, depth);
        return (
          <li key={n.key} role="treeitem" aria-expanded={n.children.length > 0 ? open : undefined} aria-selected={ticked.has(n.key)}>
            <div className="scpr-tree-check__row" style={{ paddingLeft: depth * 20 }}>
              {n.children.length > 0 ? (
                <button type="button" className="scpr-tree-check__fold" aria-label={open ? `收起${n.label}` : `展开${n.label}`} onClick={() => flip(n, depth)}>
                  {open ? '▾' : '▸'}
                </button>
              ) : (
                <span className="scpr-tree-check__fold" aria-hidden="true" />
              )}
              <Checkbox data-node={n.key} checked={ticked.has(n.key)} disabled={disabled || readOnly} onChange={(on) => set(toggle(list, n, on, parents))}>
                {n.label}
              </Checkbox>
              {/* Held, with something below it not held (a page without one of its buttons). */}
              {partial(n, ticked) ? <span className="scpr-tree-check__partial">部分</span> : null}
            </div>
            {open ? draw(n.children, depth + 1) : null}
          </li>
        );
      })}
    </ul>
  );
  return (
    <div id={a11y.id} aria-describedby={a11y['aria-describedby']} className="scpr-tree-check">
      {tree === undefined ? <span className="scpr-tree-check__empty">加载中…</span> : tree.length === 0 ? <span className="scpr-tree-check__empty">暂无数据</span> : draw(tree, 0)}
    </div>
  );
}
