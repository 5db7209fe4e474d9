// engine/render: screens from data. The app provides an EngineContext and mounts ScreenView per route
// (inside KeepAliveHost for keepAlive routes); forms load as their own chunk.
export {
  EngineProvider, useEngine,
  type EngineContext, type CallError, type CallOptions, type EffectHandler, type EffectInput, type CodeOption, type NavigateTo, type LoadedScreen, type ScreenLoader, type ValidatorFunctions, type ComponentScreenProps,
} from './context';
export { ScreenView, type ScreenViewProps } from './ScreenView';
export { BlockView } from './BlockView';
export { KeepAliveHost, type KeepAliveEntry } from './hosts/KeepAlive';
export { ScopeProvider, useScope, mapValues } from './scope';
export { runAction, runSteps, buildPayload, navigateTo, type ActionEffects, type ActionOutcome } from './actions/run-action';
export { ActionButton, ActionBar } from './actions/ActionButton';
export { useDataSource, type DataState } from './hooks/use-data-source';
export { ValueView, VALUE_RENDERERS, valueTypeOf, optionsOf, formatMoney, formatCount, formatDate } from './value-types';
export { filterPayload } from './list/filter-payload';
export { buildScreenRegistry, type ScreenRegistry, type RegistrySources } from './registry';
