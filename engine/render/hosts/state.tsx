// A page's local UI state (page `state`, scope `state`): initial values from the scope, changed by
// `{ "set": {...} }` steps of the actions inside it. Used for modes that belong to no record, such as
// the quick-entry panel's edit mode (spec 2.12).
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Mapping } from '../../schema/types';
import { mapValues, ScopeProvider, useScope } from '../scope';

type Setter = (values: Record<string, unknown>) => void;

const StateCtx = createContext<Setter>(() => {
  // A `set` step outside any stateful page changes nothing (the checker cannot know the nesting).
});
export const useStateSetter = (): Setter => useContext(StateCtx);

export function StateHost({ initial, children }: { initial: Mapping; children: ReactNode }) {
  const outer = useScope();
  const [state, setState] = useState<Record<string, unknown>>(() => ({ ...mapValues(initial, outer) }));
  const set = useCallback<Setter>((values) => setState((s) => ({ ...s, ...values })), []);
  const scope = useMemo(() => ({ ...outer, state }), [outer, state]);
  return (
    <StateCtx.Provider value={set}>
      <ScopeProvider value={scope}>{children}</ScopeProvider>
    </StateCtx.Provider>
  );
}
