// versions block: the versions of something kept as versions (a screen patch), newest first, with who,
// when, what note and how many changes; the version in effect marked; a rollback to any other version in
// one step (the file's action, confirmed at the row); and the difference between any two versions (two
// selects, or a row and the one before it), drawn by DiffTable. Version 0, the thing as shipped, closes
// the last page when the file names it (`base`), so the first change can be rolled back too.
import './custom.css';
import { useState } from 'react';
import { readPath } from '../../logic/path';
import type { VersionsBody } from '../../schema/types';
import { Button } from '../../ui/Button';
import { Pagination } from '../../ui/Pagination';
import { Select } from '../../ui/Select';
import { Tag } from '../../ui/Tag';
import { useActionRunner } from '../actions/use-action-runner';
import { BlockTitle } from '../BlockTitle';
import { LayerProvider, useLayer } from '../hosts/layer';
import { mapValues, useScope } from '../scope';
import { DiffTable } from './DiffTable';
import { useAnswer } from './use-answer';

type Row = Record<string, unknown>;
const DEFAULT_PAGE_SIZE = 10;
const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export function VersionsView({ block }: { block: VersionsBody & { title?: string } }) {
  const scope = useScope();
  const outer = useLayer();
  const run = useActionRunner();
  const size = block.pageSize ?? DEFAULT_PAGE_SIZE;
  const f = { version: 'version', note: 'note', actor: 'actorNm', time: 'createdAt', changes: 'changes', current: 'current', rollbackOf: 'rollbackOf', ...block.fields };
  // What the versions are of (the screen): another one starts again at page 1 with no diff shown and
  // the compare choices at its newest two versions.
  const basis = JSON.stringify(mapValues(block.data.params, scope));
  const [paging, setPaging] = useState({ basis, page: 1 });
  const page = paging.basis === basis ? paging.page : 1;
  const setPage = (p: number) => setPaging({ basis, page: p });
  const list = useAnswer(block.data, scope, { pageNum: page, pageSize: size });
  const found = readPath(list.result, block.data.map?.rows ?? 'records');
  const rows = Array.isArray(found) ? (found as Row[]) : [];
  const total = Number(readPath(list.result, block.data.map?.total ?? 'total') ?? 0);
  const versionOf = (r: Row) => Number(readPath(r, f.version));
  const currentRow = rows.find((r) => readPath(r, f.current) === true);
  // The newest version is the highest number: the first row of the first page.
  const newest = page === 1 && rows.length ? versionOf(rows[0]!) : undefined;
  const [asking, setAsking] = useState<number>();
  // The two compare choices belong to the screen they were made for: another one starts again at its
  // newest two versions (a choice of the previous screen may name a version this one does not have).
  const [pairFor, setPairFor] = useState<{ basis: string; from?: number; to?: number }>({ basis });
  const pair = pairFor.basis === basis ? pairFor : { basis };
  const choose = (which: 'from' | 'to', v: unknown) => setPairFor({ ...pair, [which]: Number(v ?? 0) });
  const [shownFor, setShownFor] = useState<{ basis: string; from: number; to: number }>();
  const shown = shownFor?.basis === basis ? shownFor : undefined;
  const setShown = (d: { from: number; to: number }) => setShownFor({ basis, ...d });
  const diff = useAnswer(shown && block.diff ? block.diff : undefined, { ...scope, row: shown ? { from: shown.from, to: shown.to } : undefined });
  const layer = { ...outer, reload: list.reload };

  const rollback = (row: Row) => {
    if (!block.rollback) return;
    setAsking(undefined);
    void run(block.rollback, { ...scope, row });
  };
  const rollbackButtons = (version: number, row: Row) =>
    !block.rollback ? null : asking === version ? (
      <span role="group" aria-label={`确认${block.rollback.label}：版本${version}`}>
        <Button size="sm" tone="primary" onClick={() => rollback(row)}>
          {block.confirmLabel ?? '确定回滚'}
        </Button>
        <Button size="sm" tone="text" cooldownMs={0} onClick={() => setAsking(undefined)}>
          取消
        </Button>
      </span>
    ) : (
      <Button size="sm" tone="link" onClick={() => setAsking(version)}>
        {block.rollback.label}
      </Button>
    );
  const lastPage = page * size >= total;
  const top = newest ?? (currentRow ? versionOf(currentRow) : 0);
  const choices = [{ value: 0, label: block.base ? `版本0（${block.base}）` : '版本0' }, ...Array.from({ length: top }, (_, i) => ({ value: top - i, label: `版本${top - i}` }))];
  const from = pair.from ?? Math.max(0, top - 1);
  const to = pair.to ?? top;
  return (
    <LayerProvider value={layer}>
      <section className="scpr-versions" aria-label={block.title ?? '版本记录'}>
        <BlockTitle title={block.title} />
        <table className="scpr-patch__table" aria-label={block.title ?? '版本记录'} aria-busy={list.status === 'loading' || list.status === 'idle'}>
          <thead>
            <tr>
              <th>版本</th>
              <th>说明</th>
              <th>修改人</th>
              <th>修改时间</th>
              <th>改动</th>
              <th>操作</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={6}>{list.status === 'loading' ? '加载中…' : '暂无数据'}</td>
              </tr>
            ) : (
              rows.map((r) => {
                const v = versionOf(r);
                const current = readPath(r, f.current) === true;
                const back = readPath(r, f.rollbackOf);
                return (
                  <tr key={v} data-version={v} {...(current ? { 'data-current': '' } : {})}>
                    <td>
                      版本{v} {current ? <Tag tone="success">生效中</Tag> : null}
                    </td>
                    <td>{text(readPath(r, f.note)) || (back !== null && back !== undefined ? `回滚到版本${text(back)}` : '')}</td>
                    <td>{text(readPath(r, f.actor))}</td>
                    <td>{text(readPath(r, f.time))}</td>
                    <td>{text(readPath(r, f.changes))}项</td>
                    <td>
                      {block.diff ? (
                        <Button size="sm" tone="link" onClick={() => setShown({ from: Math.max(0, v - 1), to: v })}>
                          与上一版对比
                        </Button>
                      ) : null}
                      {current ? null : rollbackButtons(v, r)}
                    </td>
                  </tr>
                );
              })
            )}
            {block.base && rows.length > 0 && lastPage ? (
              <tr data-version={0}>
                <td>版本0</td>
                <td>{block.base}</td>
                <td>—</td>
                <td>—</td>
                <td>0项</td>
                <td>{rollbackButtons(0, { [f.version]: 0 })}</td>
              </tr>
            ) : null}
          </tbody>
        </table>
        {total > size ? <Pagination page={page} pageSize={size} total={total} pageSizes={[size]} onChange={(p) => setPage(p)} /> : null}
        {block.diff && top > 0 ? (
          <div className="scpr-versions__diff-bar">
            <span>对比</span>
            <Select aria-label="对比的旧版本" options={choices} value={from} onChange={(v) => choose('from', v)} />
            <span>与</span>
            <Select aria-label="对比的新版本" options={choices} value={to} onChange={(v) => choose('to', v)} />
            <Button size="sm" onClick={() => setShown({ from, to })}>
              查看差异
            </Button>
          </div>
        ) : null}
        {shown && diff.status !== 'idle' ? <DiffTable from={shown.from} to={shown.to} rows={readPath(diff.result, block.diff?.map?.rows ?? '')} fields={block.diffFields} loading={diff.status === 'loading'} /> : null}
      </section>
    </LayerProvider>
  );
}
