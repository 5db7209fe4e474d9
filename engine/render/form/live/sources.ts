// A form's dependent data (`sources`): each source is a catalogue call whose answer the form's
// expressions read as `sources.<name>` (the checkout quote: freight per seller, refused regions). It is
// sent when the form opens and again whenever a value it depends on changes (`deps`, default: the form
// values its params read), debounced; an answer is kept only if no later request was sent since, so a
// slow early answer arriving after a later one never overwrites it.
import { test } from '../../../logic/evaluate';
import { readPath } from '../../../logic/path';
import type { Logic, Scope } from '../../../logic/types';
import type { DataSource, Mapping } from '../../../schema/types';
import type { CallError, CallOptions } from '../../context';
import { mapValues } from '../../scope';
import { formScope, storeKeysOf } from './live-scope';
import type { FormStore } from '../store';

/** Default wait after the last change before a source is sent again (ms). */
export const SOURCE_DEBOUNCE_MS = 300;

export interface SourceDeps {
  call(key: string, payload?: unknown, options?: CallOptions): Promise<unknown>;
  report(error: CallError): void;
}

/** What depends on what: the deps given, or every form and source path the params and `when` read. */
export function sourceKeys(source: DataSource, computed: Mapping | undefined): string[] {
  const deps = source.deps?.map((path): Logic => ({ var: path }));
  return storeKeysOf(deps ?? [...Object.values(source.params ?? {}), source.when], computed);
}

/** Runs one source against a form store until stopped. */
export function runSource(name: string, source: DataSource, store: FormStore, outer: Scope, computed: Mapping | undefined, deps: SourceDeps): () => void {
  let seq = 0;
  let lastSent: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const wait = source.debounce ?? SOURCE_DEBOUNCE_MS;

  const send = () => {
    timer = undefined;
    const scope = formScope(store, outer, computed);
    if (!test(source.when, scope, true)) {
      lastSent = undefined;
      seq += 1; // an answer still out for an earlier payload no longer applies
      store.setSide(name, undefined);
      return;
    }
    const payload = mapValues(source.params, scope);
    const json = JSON.stringify(payload);
    if (json === lastSent) return;
    lastSent = json;
    const mine = ++seq;
    deps.call(source.call, payload, source.quiet ? { quiet: true } : undefined).then(
      (result) => {
        if (!stopped && mine === seq) store.setSide(name, readPath(result, source.map?.data ?? ''));
      },
      (error: CallError) => {
        if (stopped || mine !== seq) return;
        lastSent = undefined; // the same values may be tried again
        store.setSide(name, undefined);
        if (!source.quiet) deps.report(error);
      },
    );
  };
  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    if (wait <= 0) send();
    else timer = setTimeout(send, wait);
  };
  const offs = sourceKeys(source, computed).map((key) => store.subscribe(key, schedule));
  send(); // the first request goes at once
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    offs.forEach((off) => off());
  };
}

