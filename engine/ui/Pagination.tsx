// Server pagination control (spec 9): page sizes 10/20/50/100, default 10, pager count 5; total,
// sizes, prev, pager, next and a jumper, in Chinese.
import { useState } from 'react';
import { pagerItems } from './pager';
import { Select } from './Select';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  pageSizes?: readonly number[];
  pagerCount?: number;
  onChange: (page: number, pageSize: number) => void;
}

export function Pagination({ page, pageSize, total, pageSizes = [10, 20, 50, 100], pagerCount = 5, onChange }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const [jump, setJump] = useState('');
  const go = (p: number) => onChange(Math.min(Math.max(1, p), pageCount), pageSize);
  const jumpBy = Math.max(1, pagerCount - 2);
  return (
    <nav className="scpr-pagination" aria-label="分页">
      <span>共 {total} 条</span>
      <Select
        className="scpr-pagination__size"
        aria-label="每页条数"
        allowClear={false}
        value={pageSize}
        options={pageSizes.map((s) => ({ value: s, label: `${s}条/页` }))}
        onChange={(v) => v !== undefined && onChange(1, Number(v))}
      />
      <button type="button" className="scpr-btn" aria-label="上一页" disabled={page <= 1} onClick={() => go(page - 1)}>
        ‹
      </button>
      {pagerItems(page, pageCount, pagerCount).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className="scpr-btn"
            aria-label={`第 ${item} 页`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ) : (
          <button key={item} type="button" className="scpr-btn scpr-btn--link" aria-label={item === 'prev-more' ? `向前 ${jumpBy} 页` : `向后 ${jumpBy} 页`} onClick={() => go(item === 'prev-more' ? page - jumpBy : page + jumpBy)}>
            …
          </button>
        ),
      )}
      <button type="button" className="scpr-btn" aria-label="下一页" disabled={page >= pageCount} onClick={() => go(page + 1)}>
        ›
      </button>
      <label>
        前往
        <input
          className="scpr-input"
          style={{ width: 50, margin: '0 4px' }}
          inputMode="numeric"
          aria-label="跳转页码"
          value={jump}
          onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && jump) {
              go(Number(jump));
              setJump('');
            }
          }}
        />
        页
      </label>
    </nav>
  );
}
