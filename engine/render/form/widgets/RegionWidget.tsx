// GB/T 2260 regions (addresses, freight regions), its own chunk with the code table (engine/validation/
// region): never loaded by the login route or an ordinary form (widgets/region-lazy.tsx).
// `region`: engine/ui's Cascader over 省份 / 城市 / 区县 (with search); the value is the code of the
// deepest level asked for (options.level, default district), and options.names writes the chosen names
// into other fields ({ province, city, district, full }).
// `regions`: several codes (provinces or cities, options.levels) found by name and shown as tags.
import '../live/live.css';
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { regionChildren, regionFullName, regionPath, searchRegions, type RegionLevel, type RegionNode } from '../../../validation/region';
import { Cascader, type CascaderOption } from '../../../ui/Cascader';
import { Input } from '../../../ui/Input';
import { Tag } from '../../../ui/Tag';
import { useWidget } from './use-widget';

const LEVELS: readonly RegionLevel[] = ['province', 'city', 'district'];

interface RegionOptions {
  level?: RegionLevel;
  names?: Partial<Record<RegionLevel | 'full', string>>;
  levels?: RegionLevel[];
}

/** The province / city / district tree down to `depth` levels, built once per depth. */
const trees = new Map<number, CascaderOption[]>();
function treeOf(depth: number): CascaderOption[] {
  const build = (parent: string | null, level: number): CascaderOption[] =>
    regionChildren(parent).map((n) => ({ value: n.code, label: n.name, ...(level < depth ? { children: build(n.code, level + 1) } : {}) }));
  let tree = trees.get(depth);
  if (!tree) trees.set(depth, (tree = build(null, 1)));
  return tree;
}

export function RegionWidget(props: WidgetProps) {
  const { rt, info, value, set, blur, disabled, readOnly, a11y, placeholder } = useWidget<string>(props);
  const opts = (info.item?.options ?? {}) as RegionOptions;
  const depth = LEVELS.indexOf(opts.level ?? 'district') + 1;
  const writeNames = (nodes: RegionNode[]) => {
    if (!opts.names) return;
    const base = info.path.slice(0, -1);
    for (const level of LEVELS) {
      const field = opts.names[level];
      if (field) rt.store.set([...base, field], nodes.find((n) => n.level === level)?.name);
    }
    const last = nodes[nodes.length - 1];
    if (opts.names.full) rt.store.set([...base, opts.names.full], last ? regionFullName(last.code, '') : undefined);
  };
  return (
    <Cascader
      id={a11y.id}
      aria-label={info.label}
      aria-describedby={a11y['aria-describedby']}
      aria-required={a11y['aria-required']}
      invalid={!!a11y['aria-invalid']}
      options={treeOf(depth)}
      value={value ? regionPath(value).map((n) => n.code) : []}
      placeholder={placeholder ?? `请选择${info.label}`}
      disabled={disabled || readOnly}
      onChange={(path) => {
        const code = path && path.length === depth ? String(path[path.length - 1]) : undefined;
        set(code);
        writeNames(code ? regionPath(code) : []);
        blur();
      }}
    />
  );
}

export function RegionsWidget(props: WidgetProps) {
  const { info, value, set, blur, disabled, readOnly, a11y } = useWidget<string[]>(props);
  const [keyword, setKeyword] = useState('');
  const levels = ((info.item?.options ?? {}) as RegionOptions).levels ?? ['province', 'city'];
  const codes = Array.isArray(value) ? value : [];
  const hits = searchRegions(keyword, levels, 20).filter((n) => !codes.includes(n.code));
  const add = (code: string) => {
    set([...codes, code]);
    setKeyword('');
  };
  const remove = (code: string) => {
    const next = codes.filter((c) => c !== code);
    set(next.length ? next : undefined);
  };
  const off = disabled || readOnly;
  const name = (c: string) => regionFullName(c, '') || c;
  return (
    <div className="scpr-regions" id={a11y.id} aria-invalid={a11y['aria-invalid']} aria-describedby={a11y['aria-describedby']}>
      <ul className="scpr-regions__tags" aria-label={`已选${info.label}`}>
        {codes.map((c) => (
          <li key={c}>
            <Tag tone="primary">
              {name(c)}
              {off ? null : (
                <button type="button" className="scpr-btn scpr-btn--link" aria-label={`移除${name(c)}`} onClick={() => remove(c)}>
                  ×
                </button>
              )}
            </Tag>
          </li>
        ))}
      </ul>
      {off ? null : (
        <>
          <Input value={keyword} aria-label={`搜索${info.label}`} placeholder="输入省份或城市名称搜索" onChange={setKeyword} onBlur={blur} />
          {keyword.trim() ? (
            <ul className="scpr-regions__hits" role="listbox" aria-label="搜索结果">
              {hits.length === 0 ? <li>无匹配地区</li> : null}
              {hits.map((n) => (
                <li key={n.code} role="option" aria-selected={false}>
                  <button type="button" className="scpr-btn scpr-btn--link" onClick={() => add(n.code)}>
                    {name(n.code)}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </div>
  );
}
