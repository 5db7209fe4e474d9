// One call's answer for the customisation blocks, asked again whenever its payload, its `deps` values or
// a reload changes (a plain data source resends on its deps only; these blocks page, chain and follow the
// page state at once). Stale answers are dropped; a failure is shown unless the source is quiet.
import { useCallback, useEffect, useState } from 'react';
import { test } from '../../logic/evaluate';
import { readPath } from '../../logic/path';
import type { Scope } from '../../logic/types';
import type { DataSource } from '../../schema/types';
import { useEngine, type CallError } from '../context';
import { useReportError } from '../hooks/use-report-error';
import { mapValues } from '../scope';

export interface Answer {
  status: 'idle' | 'loading' | 'done' | 'error';
  result: unknown;
  reload: () => void;
}

/** `again`: given an answer, more payload entries to ask once more with (a chained question), or nothing. */
export function useAnswer(source: DataSource | undefined, scope: Scope, extra?: Record<string, unknown>, again?: (result: unknown) => Record<string, unknown> | undefined): Answer {
  const { call } = useEngine();
  const report = useReportError();
  const [nonce, setNonce] = useState(0);
  const live = source && test(source.when, scope, true) ? source : undefined;
  const key = live ? JSON.stringify([live.call, { ...mapValues(live.params, scope), ...extra }, (live.deps ?? []).map((d) => readPath(scope, d)), nonce]) : '';
  const [answer, setAnswer] = useState<{ key: string; result?: unknown; failed?: boolean }>({ key: '' });
  useEffect(() => {
    if (!key || !live) return;
    let current = true;
    const payload = JSON.parse(key)[1] as Record<string, unknown>;
    const options = live.quiet ? { quiet: true } : undefined;
    (async () => {
      let result = await call(live.call, payload, options);
      const more = again?.(result);
      if (more && current) result = await call(live.call, { ...payload, ...more }, options);
      if (current) setAnswer({ key, result });
    })().catch((error: CallError) => {
      if (!current) return;
      if (!live.quiet) report(error);
      setAnswer({ key, failed: true });
    });
    return () => {
      current = false;
    };
    // The key holds everything the question depends on (`again` is a pure rule of the block).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const status: Answer['status'] = !key ? 'idle' : answer.key !== key ? 'loading' : answer.failed ? 'error' : 'done';
  // While a new question is out the last answer stays shown.
  return { status, result: answer.result, reload };
}
