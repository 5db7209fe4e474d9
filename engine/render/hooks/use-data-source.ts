// Loads a block's data: one catalogue call with params from the scope, the answer mapped by `map`.
// Stale answers (an older request finishing last) are dropped; while a request for the current
// payload is out, the status is "loading" and the previous data stays visible.
import { useCallback, useEffect, useRef, useState } from 'react';
import { test } from '../../logic/evaluate';
import { readPath } from '../../logic/path';
import type { Scope } from '../../logic/types';
import type { DataSource } from '../../schema/types';
import { useEngine, type CallError } from '../context';
import { mapValues } from '../scope';
import { useReportError } from './use-report-error';
import { usePoll } from './use-poll';
import { sharedCall, useShareGroup } from './shared-call';

export interface DataState<T> {
  status: 'idle' | 'loading' | 'done' | 'error';
  data: T | undefined;
  /** The whole resultData of the last answer. */
  result: unknown;
  error?: CallError;
  reload: () => void;
}

interface Answer {
  token: string;
  result?: unknown;
  error?: CallError;
}

/** The non-empty entries of the object at `path` (a list's shared filters in the page state). */
function entriesFrom(path: string | undefined, scope: Scope): Record<string, unknown> {
  const v = path ? readPath(scope, path) : undefined;
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined && x !== null && x !== ''));
}

/** Loads `source` (if any) with `extra` payload entries; reloads when the payload changes. */
export function useDataSource<T = unknown>(given: DataSource | undefined, scope: Scope, extra?: Record<string, unknown>): DataState<T> {
  const { call } = useEngine();
  const group = useShareGroup(call);
  // `when`: a source whose condition does not hold is no source (status idle, nothing sent).
  const source = given && test(given.when, scope, true) ? given : undefined;
  const report = useReportError();
  const payloadJson = source ? JSON.stringify({ ...entriesFrom(source.paramsFrom, scope), ...mapValues(source.params, scope), ...extra }) : '';
  const [nonce, setNonce] = useState(0);
  // A source may say what it depends on (`deps`): then only those values send it again.
  const depsJson = source?.deps ? JSON.stringify(source.deps.map((d) => readPath(scope, d))) : payloadJson;
  const token = source ? `${source.call} ${depsJson} #${nonce}` : '';
  // A poll's re-ask is quiet: a failure backs off instead of toasting every few seconds.
  const quietNext = useRef(false);
  const [answer, setAnswer] = useState<Answer>({ token: '' });
  const sent = useRef('');
  const loadedOnce = useRef(false);

  useEffect(() => {
    if (!source) return;
    // keepAlive: a screen shown again re-runs its effects; the same request is not sent twice.
    if (sent.current === token) return;
    const quiet = source.quiet || quietNext.current;
    quietNext.current = false;
    const send = () => {
      sent.current = token;
      // A block's first load joins an identical request in flight (blocks of one page reading one
      // record); anything later (a new question, a reload, a poll's re-ask) always goes out, as it must
      // see what changed since.
      const options = quiet ? { quiet: true } : undefined;
      const share = !loadedOnce.current;
      loadedOnce.current = true;
      const { promise, first } = share ? sharedCall(group, call, source.call, payloadJson, options) : { promise: call(source.call, JSON.parse(payloadJson), options), first: true };
      promise.then(
        (result) => {
          if (sent.current === token) setAnswer({ token, result });
        },
        (error: CallError) => {
          if (sent.current !== token) return;
          if (!quiet && first) report(error);
          setAnswer({ token, error });
        },
      );
    };
    // debounce: wait for the values to settle; a newer token cancels the wait (and drops older answers).
    if (!source.debounce) return send();
    const timer = setTimeout(send, source.debounce);
    return () => clearTimeout(timer);
  }, [source, token, payloadJson, call, group, report]);

  // keepAlive: a kept screen shown again refreshes what it shows in place (same filters, page and
  // selection; no loading state), so goods added or edited meanwhile appear on return. React Activity
  // destroys effects while hidden and creates them again when shown: the second run is a return.
  const latest = useRef({ source, payloadJson, token });
  useEffect(() => {
    latest.current = { source, payloadJson, token };
  });
  const shownBefore = useRef(false);
  useEffect(() => {
    if (!shownBefore.current) {
      shownBefore.current = true;
      return;
    }
    const { source: s, payloadJson: json, token: tk } = latest.current;
    if (!s || sent.current !== tk) return;
    call(s.call, JSON.parse(json), { quiet: true }).then(
      (result) => {
        if (sent.current === tk) setAnswer({ token: tk, result });
      },
      () => undefined, // the rows shown stay; a failure to refresh is not worth a toast
    );
  }, [call]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const current = answer.token === token && token !== '';
  const status: DataState<T>['status'] = !source ? 'idle' : !current ? 'loading' : answer.error ? 'error' : 'done';
  const data = answer.error || answer.token === '' ? undefined : (readPath(answer.result, source?.map?.data ?? '') as T);
  const again = useCallback(() => {
    quietNext.current = true;
    setNonce((n) => n + 1);
  }, []);
  usePoll({ poll: source?.poll, token: answer.token, status, data, result: answer.result, scope, again });
  return { status, data, result: answer.result, error: current ? answer.error : undefined, reload };
}
