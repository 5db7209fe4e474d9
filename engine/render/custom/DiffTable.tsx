// The difference between two versions, one row per changed property of an element (before and after);
// shown by the versions block under its table.
import { readPath } from '../../logic/path';
import type { VersionsBody } from '../../schema/types';

type Row = Record<string, unknown>;
const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export function DiffTable({ from, to, rows, fields, loading }: { from: number; to: number; rows: unknown; fields: VersionsBody['diffFields']; loading: boolean }) {
  const f = { element: 'element', property: 'propertyNm', before: 'before', after: 'after', ...fields };
  const list = Array.isArray(rows) ? (rows as Row[]) : [];
  return (
    <table className="scpr-patch__table scpr-diff" aria-label={`版本${from}与版本${to}的差异`} aria-busy={loading}>
      <caption>
        版本{from} → 版本{to}
      </caption>
      <thead>
        <tr>
          <th>页面元素</th>
          <th>设置</th>
          <th>版本{from}</th>
          <th>版本{to}</th>
        </tr>
      </thead>
      <tbody>
        {list.length === 0 ? (
          <tr>
            <td colSpan={4}>{loading ? '加载中…' : '两个版本相同'}</td>
          </tr>
        ) : (
          list.map((d, i) => (
            <tr key={i}>
              <td>{text(readPath(d, f.element))}</td>
              <td>{text(readPath(d, f.property))}</td>
              <td>{text(readPath(d, f.before)) || '—'}</td>
              <td>{text(readPath(d, f.after)) || '—'}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
