// Order progress: the steps of a status path with the current one highlighted, the ones before it done,
// and a failed step in place of the one the order was at when it left the path (cancelled, refused,
// closed). Each step stands for the status values that wait at it (steps[].values), so several statuses
// may share a step. A record that walks another path (a goods-first order: delivery and receipt before
// payment) gets that path's steps (paths[].when). Drawn by engine/ui Steps.
import type { ReactNode } from 'react';
import { evaluate, test } from '../../logic/evaluate';
import type { StepsBody } from '../../schema/types';
import { Steps, type StepItem } from '../../ui/Steps';
import { useDataSource } from '../hooks/use-data-source';
import { useScope } from '../scope';

const indexOf = (steps: StepsBody['steps'], value: unknown): number =>
  value === undefined || value === null ? -1 : steps.findIndex((s) => s.values.some((v) => String(v) === String(value)));

const textOf = (v: unknown): string | undefined => (v === undefined || v === null || v === '' ? undefined : String(v));

export function StepsView({ block }: { block: StepsBody & { title?: string } }) {
  const outer = useScope();
  const ds = useDataSource<unknown>(block.data, outer);
  const scope = block.data ? { ...outer, data: ds.data } : outer;
  if (block.data && ds.data === undefined) return <p aria-busy={ds.status === 'loading'}>{ds.status === 'loading' ? '加载中…' : '暂无数据'}</p>;
  const steps = block.paths?.find((p) => test(p.when, scope, false))?.steps ?? block.steps;
  const items: StepItem[] = steps.map((s, i) => ({
    key: `${i}:${s.label}`,
    title: s.label,
    description: s.description === undefined ? undefined : textOf(evaluate(s.description, scope)),
  }));
  const label = block.title ?? '订单进度';
  if (test(block.failed, scope, false)) {
    // The steps before the one the order was at are done; the failed step takes that one's place (a step
    // holds the statuses that wait at it: refused while 待卖家确认 leaves 卖家确认 undone).
    const at = indexOf(steps, block.failedAt === undefined ? undefined : evaluate(block.failedAt, scope));
    const failedLabel = textOf(evaluate(block.failedLabel ?? '已取消', scope)) ?? '已取消';
    const shown = [...items.slice(0, Math.max(0, at)), { key: 'failed', title: failedLabel }];
    return <Block title={block.title} label={label}><Steps items={shown} current={shown.length - 1} status="error" label={label} /></Block>;
  }
  // A complete path (交易完成): every step done, none current.
  const current = test(block.done, scope, false) ? items.length : indexOf(steps, evaluate(block.current, scope));
  return <Block title={block.title} label={label}><Steps items={items} current={current} label={label} /></Block>;
}

function Block({ title, label, children }: { title?: string; label: string; children: ReactNode }) {
  return (
    <section className="scpr-steps-block" aria-label={label}>
      {title ? <h3>{title}</h3> : null}
      {children}
    </section>
  );
}
