// A complete EngineContext for tests: the fake backend as caller, a session, the code list, a
// navigation recorder, real toasts, access input, and a screen registry over the fixture files.
import type { ReactNode } from 'react';
import { EngineProvider, ScreenView, type EngineContext, type LoadedScreen, type NavigateTo } from '../../../engine/render';
import { buildScreenRegistry } from '../../../engine/render/registry';
import type { AccessInput } from '../../../engine/access';
import { createToaster, ToastHost } from '../../../engine/ui';
import { FakeBackend } from './fake-backend';
import { fixtureSources } from './fixture-sources';


export const CODES: Record<string, { value: string; label: string }[]> = {
  GOODS_STATUS: [
    { value: '1', label: '在售' },
    { value: '2', label: '待审核' },
    { value: '3', label: '已下架' },
  ],
};

export interface TestEngine {
  ctx: EngineContext;
  backend: FakeBackend;
  navigations: NavigateTo[];
  toaster: ReturnType<typeof createToaster>;
  registry: ReturnType<typeof buildScreenRegistry>;
  wrap(children: ReactNode): ReactNode;
  screen(name: string, props?: { query?: Record<string, unknown>; params?: Record<string, string> }): Promise<ReactNode>;
}

export const ALL_RIGHTS: AccessInput = {
  authority: ['Seller', 'GoodsManage', 'GoodsList', 'GoodsDetail', 'GoodsEdit', 'GoodsOverview', 'Cockpit'],
  buttons: ['goods-add', 'goods-delete', 'goods-shelf', 'header-message'],
  disabled: [],
};

export function createTestEngine(options: { backend?: FakeBackend; access?: AccessInput; extra?: Partial<EngineContext> } = {}): TestEngine {
  const backend = options.backend ?? new FakeBackend();
  const navigations: NavigateTo[] = [];
  const toaster = createToaster();
  const registry = buildScreenRegistry(fixtureSources());
  const ctx: EngineContext = {
    call: backend.call,
    session: { tntId: 'T001', companyId: 'C001', accountType: 2 },
    codes: (t) => CODES[t],
    navigate: (to) => navigations.push(to),
    access: options.access ?? ALL_RIGHTS,
    toast: toaster,
    screens: registry,
    ...options.extra,
  };
  const wrap = (children: ReactNode) => (
    <EngineProvider value={ctx}>
      {children}
      <ToastHost toaster={toaster} />
    </EngineProvider>
  );
  return {
    ctx,
    backend,
    navigations,
    toaster,
    registry,
    wrap,
    async screen(name, props = {}) {
      const loaded: LoadedScreen = await registry.load(name);
      return wrap(<ScreenView loaded={loaded} query={props.query} params={props.params} />);
    },
  };
}
