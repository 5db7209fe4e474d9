// The item a nested field belongs to (a seller's order in the checkout's `groups` widget): its fields'
// expressions read it as scope `row` (the pay types that seller accepts).
import { createContext, useContext } from 'react';

const RowCtx = createContext<Record<string, unknown> | undefined>(undefined);
export const RowScopeProvider = RowCtx.Provider;
export const useRowScope = (): Record<string, unknown> | undefined => useContext(RowCtx);
