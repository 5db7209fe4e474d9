// The region widgets load with their code table as their own chunk, the first time such a field shows:
// the login route and ordinary forms never carry them (bundle budgets, README "Benchmark").
import { lazy, Suspense } from 'react';
import type { WidgetProps } from '@rjsf/utils';

const Region = lazy(() => import('./RegionWidget').then((m) => ({ default: m.RegionWidget })));
const Regions = lazy(() => import('./RegionWidget').then((m) => ({ default: m.RegionsWidget })));
const loading = <span aria-busy="true">加载中…</span>;

export function RegionWidget(props: WidgetProps) {
  return (
    <Suspense fallback={loading}>
      <Region {...props} />
    </Suspense>
  );
}

export function RegionsWidget(props: WidgetProps) {
  return (
    <Suspense fallback={loading}>
      <Regions {...props} />
    </Suspense>
  );
}
