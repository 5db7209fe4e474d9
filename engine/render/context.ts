// The engine's outside world (docs/contracts.md section 4), injected by the app, faked in tests. The
// engine never imports api/ or src/: every call, session value, code list, navigation, permission and
// toast comes through this one object.
import { createContext, useContext, type ComponentType } from 'react';
import type { AccessInput } from '../access/types';
import type { Entities } from '../schema/entity';
import type { ScreenFile } from '../schema/types';
import type { Scope } from '../logic/types';
import type { Toaster } from '../ui/toast';

export interface CodeOption {
  value: string | number | boolean;
  label: string;
}

/** How a call fails: the spec's code and message. `handled` means the caller already showed it. */
export interface CallError {
  code: string;
  msg: string;
  detail?: unknown;
  handled?: boolean;
}

export interface NavigateTo {
  /** Route name (preferred) or path. */
  name?: string;
  path?: string;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  replace?: boolean;
  /** history.back(). */
  back?: boolean;
}

/** Props a hand-written component (kind "component") receives. */
export interface ComponentScreenProps {
  props: Record<string, unknown>;
  scope: Scope;
}

/** A screen file made ready to render: the (access-filtered) file and the entities it uses. */
export interface LoadedScreen {
  /** The screen's own name (its route name, or a dialog name): what tenant screen patches address. */
  name: string;
  /** The route it was opened through (the screen's route or an alias) and that route's mode. */
  route?: { name: string; mode?: string };
  file: string;
  screen: ScreenFile;
  entities: Entities;
}

export interface ScreenLoader {
  /** Loads a routed screen or a shared dialog by name. */
  load(name: string): Promise<LoadedScreen>;
}

/** Precompiled validator functions of one entity, keyed by rjsf's schema hash (engine/build). */
export type ValidatorFunctions = Record<string, ((data: unknown) => boolean) & { errors?: unknown }>;

/** What an effect step hands the app: its `with` values, the result of the action's call, the scope. */
export interface EffectInput {
  values: Record<string, unknown>;
  result: unknown;
  scope: Scope;
}

/** An effect the app provides by name (step `{ "effect": name }`); a rejection stops the steps after it
 * and is reported like a failed call. */
export type EffectHandler = (input: EffectInput) => unknown;

export interface CallOptions {
  /** Failures are not shown (spec 8: footer and menu failures are silently ignored). */
  quiet?: boolean;
  /** An upload's progress: bytes sent so far of the request's total (a payload holding a file). */
  onUploadProgress?: (loaded: number, total: number) => void;
  /** Aborting it cancels the request (an upload the user cancels); the call rejects with code 'aborted'. */
  signal?: AbortSignal;
}

export interface EngineContext {
  /** Calls a catalogue key; resolves to resultData, rejects with CallError. */
  call(key: string, payload?: unknown, options?: CallOptions): Promise<unknown>;
  /** Session values that params may draw on (`{ "var": "session.tntId" }`). */
  session: Readonly<Record<string, unknown>>;
  /** The code list: codeType -> options (spec 3 "code-value map"). */
  codes(codeType: string): readonly CodeOption[] | undefined;
  navigate(to: NavigateTo): void;
  /** An href for a target, so links can be opened in a new tab; optional. */
  href?(to: NavigateTo): string;
  /** Tenant, tenant layers, disable list, authority list and button rights. */
  access: AccessInput;
  toast: Toaster;
  /** Hand-written components for kind "component" and for slots. */
  components?: Readonly<Record<string, ComponentType<ComponentScreenProps>>>;
  /** Effects by name, for `{ "effect": name }` steps (docs/contracts.md section 4). */
  effects?: Readonly<Record<string, EffectHandler>>;
  /** Shared dialogs by name (usually the screen registry). */
  screens?: ScreenLoader;
  /** Precompiled validators per entity. In the browser this must be given (CSP: no eval); without it
   * forms compile validators at run time, which only Node and development allow. */
  validators?(entity: string): Promise<ValidatorFunctions>;
  /** The largest page a call accepts: its catalogue request's `pageSize` maximum (the app reads it from the
   * catalogue; the engine holds no business limits). Blocks that show a whole collection in one page ask it. */
  pageSizeLimit?(call: string): number | undefined;
  /** Image compression for uploads (spec 5: quality 0.5 over about 3 MB); default uses a canvas. */
  compressImage?(file: File, quality: number): Promise<Blob>;
}

const Ctx = createContext<EngineContext | null>(null);
export const EngineProvider = Ctx.Provider;

export function useEngine(): EngineContext {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('EngineProvider is missing: the app must provide an EngineContext');
  return ctx;
}
