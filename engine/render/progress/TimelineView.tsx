// State history: one entry per move (what, from -> to, time, who, note), oldest first unless `order` is desc.
// Rows come from the block's own call (map.rows; default resultData itself or its records) or from an
// expression over the scope (`rows`, e.g. the history inside the order's detail).
import { useMemo } from 'react';
import { evaluate } from '../../logic/evaluate';
import { readPath } from '../../logic/path';
import type { TimelineBody } from '../../schema/types';
import { Timeline, type TimelineItem, type TimelineTone } from '../../ui/Timeline';
import { useEngine } from '../context';
import { useDataSource } from '../hooks/use-data-source';
import { useScope } from '../scope';
import { formatDate, isEmpty } from '../value-types/format';
import { ImageView, picturesOf } from '../value-types/ImageView';

type Row = Record<string, unknown>;

function rowsOf(block: TimelineBody, scope: Record<string, unknown>, answer: unknown): Row[] {
  if (block.rows !== undefined) {
    const list = evaluate(block.rows, scope);
    return Array.isArray(list) ? (list as Row[]) : [];
  }
  const at = block.data?.map?.rows;
  const list = at !== undefined ? readPath(answer, at) : Array.isArray(answer) ? answer : readPath(answer, 'records');
  return Array.isArray(list) ? (list as Row[]) : [];
}

export function TimelineView({ block }: { block: TimelineBody & { title?: string } }) {
  const outer = useScope();
  const { codes } = useEngine();
  const ds = useDataSource<unknown>(block.data ? { ...block.data, map: { ...block.data.map, data: '' } } : undefined, outer);
  const labels = useMemo(() => new Map((block.codeType ? codes(block.codeType) ?? [] : []).map((o) => [String(o.value), o.label])), [block.codeType, codes]);
  const f: { time: string; who: string; from: string; to: string; note: string; move?: string; pictures?: string } = { time: 'createTime', who: 'operatorName', from: 'fromStatus', to: 'toStatus', note: 'remark', ...block.fields };
  const rows = rowsOf(block, outer, ds.result);
  const ordered = block.order === 'desc' ? [...rows].reverse() : rows;
  const status = (v: unknown) => (isEmpty(v) ? '' : (labels.get(String(v)) ?? String(v)));
  const items: TimelineItem[] = ordered.map((r, i) => {
    const from = status(readPath(r, f.from));
    const to = status(readPath(r, f.to));
    const who = readPath(r, f.who);
    const note = readPath(r, f.note);
    const tone = block.tones?.[String(readPath(r, f.to))];
    const change = from && to && from !== to ? `${from} → ${to}` : to || from;
    const move = f.move ? readPath(r, f.move) : undefined;
    // Evidence sent with a reply (a complaint's thread) shows under its text, each opening full size.
    const pictures = f.pictures ? readPath(r, f.pictures) : undefined;
    const text = isEmpty(note) ? undefined : String(note);
    const withPictures = picturesOf(pictures).length > 0;
    return {
      key: String(i),
      title: isEmpty(move) ? change : `${String(move)}${change ? ` · ${change}` : ''}`,
      time: `${formatDate(readPath(r, f.time), true)} ${isEmpty(who) ? '系统' : String(who)}`,
      content: withPictures ? (
        <>
          {text ? <div>{text}</div> : null}
          <ImageView value={pictures} label={`${isEmpty(who) ? '' : String(who)}的图片`} />
        </>
      ) : text,
      tone: (tone === 'default' ? 'info' : tone) as TimelineTone | undefined,
    };
  });
  const label = block.title ?? '操作记录';
  return (
    <section className="scpr-timeline-block" aria-label={label} aria-busy={ds.status === 'loading'}>
      {block.title ? <h3>{block.title}</h3> : null}
      {items.length === 0 ? <p className="scpr-table__empty">{ds.status === 'loading' ? '加载中…' : (block.empty ?? '暂无记录')}</p> : <Timeline items={items} label={label} />}
    </section>
  );
}
