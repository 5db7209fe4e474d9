// A form's dependent data (`sources`): each source is a catalogue call whose answer the form's
// expressions read as `sources.<name>` (the checkout quote: freight per seller, refused regions). It is
// sent when the form opens and again whenever a value it depends on changes (`deps`, default: the form
// values its params read), debounced; an answer is kept only if no later request was sent since, so a
// slow early answer arriving after a later one never overwrites it.
// Sent once, not twice: the first request joins an identical one in flight (shared-call.ts, as a block's
// first load does), so a form mounted twice at once (React's StrictMode runs effects twice in
// development; a remount) asks once; and a change the source's own answer makes (a value that follows
// it: the checkout's address filled from the quote's default) does not send it again, as that answer
// already stands for the value it supplied.
import { test } from '../../../logic/evaluate';
import { readPath } from '../../../logic/path';
import type { Logic, Scope } from '../../../logic/types';
import type { DataSource, Mapping } from '../../../schema/types';
import type { CallError, CallOptions } from '../../context';
import { mapValues } from '../../scope';
import { formScope, storeKeysOf } from './live-scope';
import { sharedCall } from '../../hooks/shared-call';
import type { FormStore } from '../store';

/** Default wait after the last change before a source is sent again (ms). */
export const SOURCE_DEBOUNCE_MS = 300;

export interface SourceDeps {
  call(key: string, payload?: unknown, options?: CallOptions): Promise<unknown>;
  report(error: CallError): void;
  /** The share group of the screen the form is on (shared-call.ts); the caller's own without one. */
  group?: object;
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

  let answering = false;
  let first = true;

  /** The payload the form asks for now (JSON), or undefined while `when` does not hold. */
  const payloadNow = (): string | undefined => {
    const scope = formScope(store, outer, computed);
    return test(source.when, scope, true) ? JSON.stringify(mapValues(source.params, scope)) : undefined;
  };
  const send = () => {
    timer = undefined;
    const json = payloadNow();
    if (json === undefined) {
      lastSent = undefined;
      seq += 1; // an answer still out for an earlier payload no longer applies
      store.setSide(name, undefined);
      return;
    }
    if (json === lastSent) return;
    lastSent = json;
    const mine = ++seq;
    const options = source.quiet ? { quiet: true } : undefined;
    const request = first ? sharedCall(deps.group ?? deps.call, deps.call, source.call, json, options).promise : deps.call(source.call, JSON.parse(json), options);
    first = false;
    request.then(
      (result) => {
        if (stopped || mine !== seq) return;
        answering = true;
        try {
          store.setSide(name, readPath(result, source.map?.data ?? ''));
        } finally {
          answering = false;
        }
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
    // A value the answer itself filled in: that answer stands for it (the request is counted as sent).
    if (answering) {
      lastSent = payloadNow() ?? lastSent;
      return;
    }
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

