// Renders a screen given inline (not from the fixture files), compiled as the registry compiles files, with a test engine whose caller answers
// from a table of handlers, recording every call.
import type { ReactNode } from 'react';
import { ScreenView, type EngineContext } from '../../../engine/render';
import type { Entities } from '../../../engine/schema/entity';
import { compileScreen } from '../../../engine/schema/compile';
import type { ScreenFile } from '../../../engine/schema/types';
import { createTestEngine, type TestEngine } from './engine-context';

/** The route the screen is opened through, as the registry hands it (scope `route.name`). */
const routeOf = (screen: object) => {
  const name = (screen as { route?: { name?: unknown } }).route?.name;
  return typeof name === 'string' ? { route: { name } } : {};
};

export type Handler = (payload: Record<string, unknown>) => unknown;

export interface InlineEngine extends TestEngine {
  calls: { key: string; payload: Record<string, unknown> }[];
  view(screen: object, entities?: Entities, query?: Record<string, unknown>): ReactNode;
}

export function inlineEngine(handlers: Record<string, Handler>, extra: Partial<EngineContext> = {}): InlineEngine {
  const calls: InlineEngine['calls'] = [];
  const call = async (key: string, payload: unknown = {}) => {
    const p = (payload ?? {}) as Record<string, unknown>;
    calls.push({ key, payload: p });
    await Promise.resolve();
    const h = handlers[key];
    if (!h) throw { code: 'YSCPR00002404', msg: `未知接口 ${key}` };
    return h(p);
  };
  const t = createTestEngine({ extra: { call, ...extra } });
  return {
    ...t,
    calls,
    view: (screen, entities = {}, query) =>
      t.wrap(
        <ScreenView
          loaded={{ name: 'Inline', file: 'inline.json', screen: compileScreen(screen as ScreenFile).json, entities, ...routeOf(screen) }}
          query={query}
        />,
      ),
  };
}
