// GB/T 2260 regions (addresses, freight regions), its own chunk with the code table (engine/validation/
// region): never loaded by the login route or an ordinary form (widgets/region-lazy.tsx).
// `region`: cascading engine/ui selects 省份 / 城市 / 区县 (native: keyboard and mobile pickers work; the
// engine/ui Cascader would pull its popover library into the app entry); the value is the code of the
// deepest level asked for (options.level, default district), and options.names writes the chosen names
// into other fields ({ province, city, district, full }).
// `regions`: several codes (provinces or cities, options.levels) found by name and shown as tags.
import '../live/live.css';
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { regionChildren, regionFullName, regionPath, searchRegions, type RegionLevel, type RegionNode } from '../../../validation/region';
import { Select } from '../../../ui/Select';
import { Input } from '../../../ui/Input';
import { Tag } from '../../../ui/Tag';
import { useWidget } from './use-widget';

const LEVELS: readonly RegionLevel[] = ['province', 'city', 'district'];

interface RegionOptions {
  level?: RegionLevel;
  names?: Partial<Record<RegionLevel | 'full', string>>;
  levels?: RegionLevel[];
}

const LEVEL_LABEL: Record<RegionLevel, string> = { province: '省份', city: '城市', district: '区县' };

export function RegionWidget(props: WidgetProps) {
  const { rt, info, value, set, blur, disabled, readOnly, a11y } = useWidget<string>(props);
  const opts = (info.item?.options ?? {}) as RegionOptions;
  const depth = LEVELS.indexOf(opts.level ?? 'district') + 1;
  // A partial choice (a province only) is kept here until the asked level is reached and the value set.
  const [chosen, setChosen] = useState<string[]>([]);
  const fromValue = value ? regionPath(value).map((n) => n.code) : [];
  const path = fromValue.length ? fromValue : chosen;
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
  const choose = (level: number, code: string | undefined) => {
    const next = [...path.slice(0, level), ...(code ? [code] : [])];
    setChosen(next);
    const done = next.length === depth ? next[depth - 1] : undefined;
    set(done);
    writeNames(done ? regionPath(done) : []);
  };
  return (
    <div className="scpr-region" role="group" aria-label={info.label} id={a11y.id} aria-invalid={a11y['aria-invalid']} aria-describedby={a11y['aria-describedby']}>
      {LEVELS.slice(0, depth).map((level, i) => {
        const parent = i === 0 ? null : path[i - 1];
        const options = i === 0 || parent ? regionChildren(parent ?? null).map((n) => ({ value: n.code, label: n.name })) : [];
        return (
          <Select
            key={level}
            aria-label={`${info.label}${LEVEL_LABEL[level]}`}
            aria-required={a11y['aria-required']}
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
