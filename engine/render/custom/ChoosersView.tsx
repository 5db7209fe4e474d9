// choosers block: a bar of selects that drive the page's state (the screen to edit, the role to preview
// as): each shows its page-state entry and sets it when the user chooses. The options come from a call;
// with `search` they are asked again as the user types (debounced), so long option lists stay on the server.
import './custom.css';
import { useEffect, useState } from 'react';
import { evaluate } from '../../logic/evaluate';
import { readPath } from '../../logic/path';
import type { Logic } from '../../logic/types';
import type { Chooser, ChoosersBody } from '../../schema/types';
import { Select } from '../../ui/Select';
import { useDataSource } from '../hooks/use-data-source';
import { useStateSetter } from '../hosts/state';
import { useScope } from '../scope';

type Row = Record<string, unknown>;
const SEARCH_DEBOUNCE_MS = 300;
const DEFAULT_WIDTH = 260;

function ChooserSelect({ chooser }: { chooser: Chooser }) {
  const scope = useScope();
  const set = useStateSetter();
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setKeyword(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [typed]);
  const extra = chooser.search && keyword ? { [chooser.search]: keyword } : undefined;
  const ds = useDataSource<unknown>(chooser.data, scope, extra);
  const found = readPath(ds.data ?? ds.result, chooser.data.map?.rows ?? '');
  const rows = Array.isArray(found) ? (found as Row[]) : [];
  const valueKey = chooser.value ?? 'value';
  const options = rows.map((row) => {
    const label = chooser.option === undefined ? readPath(row, 'label') : evaluate(chooser.option as Logic, { ...scope, row });
    return { value: readPath(row, valueKey) as string | number, label: label === undefined || label === null ? '' : String(label) };
  });
  const current = readPath(scope.state, chooser.state);
  return (
    <label className="scpr-choosers__item">
      <span>{chooser.label}</span>
      <Select
        aria-label={chooser.name ?? chooser.label}
        className="scpr-choosers__select"
        {...(chooser.search ? { showSearch: true, onSearch: setTyped } : {})}
        loading={ds.status === 'loading'}
        allowClear={chooser.allowClear === true}
        placeholder={chooser.placeholder}
        options={options}
        value={current === undefined || current === null || current === '' ? undefined : (current as string | number)}
        onChange={(v) => set({ [chooser.state]: v ?? '' })}
      />
    </label>
  );
}

export function ChoosersView({ block }: { block: ChoosersBody }) {
  return (
    <div className="scpr-choosers">
      {block.fields.map((c) => (
        <div key={c.state} style={{ ['--scpr-chooser-width' as string]: `${c.width ?? DEFAULT_WIDTH}px` }}>
          <ChooserSelect chooser={c} />
        </div>
      ))}
    </div>
  );
}
