// 100 x 20 list: the engine's list renderer (TanStack Table, shared value types, pager) against a plain
// React table of the same rows, in the same run. Render = mount with data -> rows committed.
import { EngineProvider, ScreenView, type EngineContext } from '../../../engine/render';
import { createToaster } from '../../../engine/ui';
import { median } from '../stats';
import { bigList, COLUMNS, ROWS, rowEntity, rows } from './fixtures';
import { committedWhen, mount, until } from './harness';

export interface ListFigures {
  engine: number;
  plain: number;
}

const RUNS = 10;

function PlainTable({ data }: { data: Record<string, unknown>[] }) {
  return (
    <table>
      <thead>
        <tr>
          {Array.from({ length: COLUMNS }, (_, i) => (
            <th key={i}>列{i}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.map((r) => (
          <tr key={String(r.id)}>
            {Array.from({ length: COLUMNS }, (_, i) => (
              <td key={i}>{String(r[`c${i}`] ?? '')}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export async function benchList(): Promise<ListFigures> {
  const data = rows();
  const result = { records: data, total: 1000 };
  // The answer is already there: the figure is rendering, not waiting for a server.
  let resolveCall: (() => void) | undefined;
  const ctx: EngineContext = {
    call: () => new Promise((resolve) => (resolveCall = () => resolve(result))),
    session: {},
    codes: () => [{ value: '0', label: '待审核' }, { value: '1', label: '在售' }, { value: '2', label: '已下架' }],
    navigate: () => {},
    access: {},
    toast: createToaster(),
  };
  const loaded = { name: 'BenchList', file: 'bench.json', screen: bigList(), entities: { row: rowEntity() } };
  const engineTimes: number[] = [];
  const plainTimes: number[] = [];
  for (let run = 0; run < RUNS + 2; run++) {
    const { mounted } = mount(
      <EngineProvider value={ctx}>
        <ScreenView loaded={loaded as never} />
      </EngineProvider>,
    );
    await until(() => resolveCall !== undefined, 'the list call');
    const committed = committedWhen(mounted.container, () => mounted.container.querySelectorAll('tbody tr').length === ROWS, 'the engine rows');
    const t0 = performance.now();
    resolveCall!();
    resolveCall = undefined;
    const t1 = await committed;
    if (run >= 2) engineTimes.push(t1 - t0);
    if (mounted.container.querySelectorAll('tbody td').length !== ROWS * COLUMNS) throw new Error('bench: engine cells missing');
    mounted.unmount();

    const plain = mount(<PlainTable data={data} />);
    if (run >= 2) plainTimes.push(plain.ms);
    plain.mounted.unmount();
  }
  return { engine: median(engineTimes), plain: median(plainTimes) };
}
