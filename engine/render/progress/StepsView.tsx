// Order progress: the steps of a status path with the current one highlighted, the ones before it done,
// and a failed last step when the order left the path (cancelled, refused, closed). Each step stands for
// one or more status values (steps[].values), so several statuses may share a step.
import './progress.css';
import { evaluate, test } from '../../logic/evaluate';
import type { StepsBody } from '../../schema/types';
import { useDataSource } from '../hooks/use-data-source';
import { useScope } from '../scope';

type State = 'finish' | 'process' | 'wait' | 'error';
const STATE_TEXT: Record<State, string> = { finish: '已完成', process: '进行中', wait: '未开始', error: '已终止' };

const indexOf = (steps: StepsBody['steps'], value: unknown): number =>
  value === undefined || value === null ? -1 : steps.findIndex((s) => s.values.some((v) => String(v) === String(value)));

export function StepsView({ block }: { block: StepsBody & { title?: string } }) {
  const outer = useScope();
  const ds = useDataSource<unknown>(block.data, outer);
  const scope = block.data ? { ...outer, data: ds.data } : outer;
  if (block.data && ds.data === undefined) return <p aria-busy={ds.status === 'loading'}>{ds.status === 'loading' ? '加载中…' : '暂无数据'}</p>;
  const failed = test(block.failed, scope, false);
  const current = indexOf(block.steps, evaluate(block.current, scope));
  // Failed: the steps reached before it are done, then one failed step.
  const reached = failed ? indexOf(block.steps, block.failedAt === undefined ? undefined : evaluate(block.failedAt, scope)) : current;
  const items = block.steps.map((s, i) => ({
    label: s.label,
    description: s.description === undefined ? undefined : evaluate(s.description, scope),
    state: (failed ? (i <= reached ? 'finish' : 'wait') : i < current ? 'finish' : i === current ? 'process' : 'wait') as State,
  }));
  const shown = failed
    ? [...items.slice(0, reached + 1), { label: String(evaluate(block.failedLabel ?? '已取消', scope) ?? '已取消'), description: undefined, state: 'error' as State }]
    : items;
  return (
    <section className="scpr-steps-block" aria-label={block.title ?? '进度'}>
      {block.title ? <h3>{block.title}</h3> : null}
      <ol className="scpr-steps">
        {shown.map((s, i) => (
          <li key={`${i}:${s.label}`} className={`scpr-steps__item scpr-steps__item--${s.state}`} aria-current={s.state === 'process' ? 'step' : undefined} data-state={s.state}>
            <span className="scpr-steps__dot" aria-hidden>
              {s.state === 'finish' ? '✓' : s.state === 'error' ? '×' : i + 1}
            </span>
            <span className="scpr-steps__label">{s.label}</span>
            <span className="scpr-sr-only">（{STATE_TEXT[s.state]}）</span>
            {s.description !== undefined && s.description !== null && s.description !== '' ? <span className="scpr-steps__desc">{String(s.description)}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
