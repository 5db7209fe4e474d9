// GB/T 2260 regions (addresses, freight regions). `region`: cascading province / city / district selects;
// the value is the code of the deepest level asked for (options.level, default district), and
// options.names writes the chosen names into sibling fields ({ province, city, district, full }).
// `regions`: several codes (provinces or cities, options.levels) found by name and shown as tags.
// The code table is its own chunk, loaded when such a field first shows (engine/validation/region).
import '../live/live.css';
import { useEffect, useMemo, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { RegionLevel, RegionNode } from '../../../validation/region';
import { Select } from '../../../ui/Select';
import { Input } from '../../../ui/Input';
import { Tag } from '../../../ui/Tag';
import { loadRegions, regionsNow } from '../../value-types/RegionText';
import { useWidget } from './use-widget';

const LEVELS: readonly RegionLevel[] = ['province', 'city', 'district'];
const LEVEL_LABEL: Record<RegionLevel, string> = { province: '省份', city: '城市', district: '区县' };

function useRegions() {
  const [mod, setMod] = useState(regionsNow);
  useEffect(() => {
    if (!mod) void loadRegions().then(setMod);
  }, [mod]);
  return mod;
}

interface RegionOptions {
  level?: RegionLevel;
  names?: Partial<Record<RegionLevel | 'full', string>>;
  levels?: RegionLevel[];
}

export function RegionWidget(props: WidgetProps) {
  const { rt, info, value, set, blur, disabled, readOnly, a11y } = useWidget<string>(props);
  const mod = useRegions();
  const opts = (info.item?.options ?? {}) as RegionOptions;
  const depth = LEVELS.indexOf(opts.level ?? 'district') + 1;
  // The chosen codes per level; a partial choice (a province only) is kept here until the value is reached.
  const [chosen, setChosen] = useState<string[]>([]);
  const fromValue = useMemo(() => (mod && value ? mod.regionPath(value).map((n) => n.code) : []), [mod, value]);
  const path = value && fromValue.length ? fromValue : chosen;
  if (!mod) return <span aria-busy="true">加载中…</span>;

  const writeNames = (nodes: RegionNode[]) => {
    if (!opts.names) return;
    const base = info.path.slice(0, -1);
    for (const level of LEVELS) {
      const field = opts.names[level];
      if (field) rt.store.set([...base, field], nodes.find((n) => n.level === level)?.name);
    }
    if (opts.names.full) rt.store.set([...base, opts.names.full], nodes.length ? mod.regionFullName(nodes[nodes.length - 1]!.code, '') : undefined);
  };
  const choose = (level: number, code: string | undefined) => {
    const next = [...path.slice(0, level), ...(code ? [code] : [])];
    setChosen(next);
    const done = next.length === depth;
    set(done ? next[next.length - 1] : undefined);
    writeNames(done ? mod.regionPath(next[next.length - 1]) : []);
  };
  return (
    <div className="scpr-region" role="group" aria-label={info.label} id={a11y.id} aria-invalid={a11y['aria-invalid']} aria-describedby={a11y['aria-describedby']}>
      {LEVELS.slice(0, depth).map((level, i) => {
        const parent = i === 0 ? null : path[i - 1];
        const options = i === 0 || parent ? mod.regionChildren(parent ?? null).map((n) => ({ value: n.code, label: n.name })) : [];
        return (
          <Select
            key={level}
            aria-label={`${info.label}${LEVEL_LABEL[level]}`}
            value={path[i]}
            options={options}
            placeholder={`请选择${LEVEL_LABEL[level]}`}
            disabled={disabled || readOnly || (i > 0 && !parent)}
            onChange={(v) => choose(i, v === undefined ? undefined : String(v))}
            onBlur={blur}
          />
        );
      })}
    </div>
  );
}

export function RegionsWidget(props: WidgetProps) {
  const { info, value, set, blur, disabled, readOnly, a11y } = useWidget<string[]>(props);
  const mod = useRegions();
  const [keyword, setKeyword] = useState('');
  const levels = ((info.item?.options ?? {}) as RegionOptions).levels ?? ['province', 'city'];
  if (!mod) return <span aria-busy="true">加载中…</span>;
  const codes = Array.isArray(value) ? value : [];
  const hits = mod.searchRegions(keyword, levels, 20).filter((n) => !codes.includes(n.code));
  const add = (code: string) => {
    set([...codes, code]);
    setKeyword('');
  };
  const remove = (code: string) => {
    const next = codes.filter((c) => c !== code);
    set(next.length ? next : undefined);
  };
  const off = disabled || readOnly;
  return (
    <div className="scpr-regions" id={a11y.id} aria-invalid={a11y['aria-invalid']} aria-describedby={a11y['aria-describedby']}>
      <ul className="scpr-regions__tags" aria-label={`已选${info.label}`}>
        {codes.map((c) => (
          <li key={c}>
            <Tag tone="primary">
              {mod.regionFullName(c, '') || c}
              {off ? null : (
                <button type="button" className="scpr-btn scpr-btn--link" aria-label={`移除${mod.regionFullName(c, '') || c}`} onClick={() => remove(c)}>
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
                    {mod.regionFullName(n.code, '')}
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
