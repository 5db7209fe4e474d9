// Polling a data source until a condition holds (payment status, spec 2.6): after each answer, `until`
// is tested on it (scope `data`, `result`); while it does not hold the call is asked again after
// `every` seconds, after a failure twice as long each time (at most 8 times `every`). Once it holds the
// polling stops and `then` runs (navigate to the result page, a message). Leaving the block (unmount)
// clears the timer: nothing is asked for a screen that is gone.
import { useEffect, useRef } from 'react';
import { test } from '../../logic/evaluate';
import type { Scope } from '../../logic/types';
import type { Poll } from '../../schema/types';
import { runSteps } from '../actions/run-action';
import { useActionEffects } from '../actions/use-action-runner';

export interface PollInput {
  poll: Poll | undefined;
  /** The answer this round is about (changes with every request). */
  token: string;
  status: 'idle' | 'loading' | 'done' | 'error';
  data: unknown;
  result: unknown;
  scope: Scope;
  /** Asks again, quietly (a failed re-ask is not shown). */
  again(): void;
}

export const POLL_MAX_BACKOFF = 8;

export function usePoll({ poll, token, status, data, result, scope, again }: PollInput): void {
  const fx = useActionEffects();
  const latest = useRef({ fx, scope, data, result, again });
  useEffect(() => {
    latest.current = { fx, scope, data, result, again };
  });
  const tries = useRef(0);
  const failures = useRef(0);
  const finished = useRef(false);
  useEffect(() => {
    if (!poll || finished.current || (status !== 'done' && status !== 'error')) return;
    const now = latest.current;
    if (status === 'done') {
      failures.current = 0;
      const answer = { ...now.scope, data: now.data, result: now.result };
      if (test(poll.until, answer, false)) {
        finished.current = true;
        void runSteps(poll.then ?? [], answer, now.fx);
        return;
      }
    } else {
      failures.current += 1;
    }
    tries.current += 1;
    if (poll.maxTries !== undefined && tries.current >= poll.maxTries) return;
    const delay = poll.every * 1000 * Math.min(POLL_MAX_BACKOFF, 2 ** failures.current);
    const timer = setTimeout(() => latest.current.again(), delay);
    return () => clearTimeout(timer);
  }, [poll, token, status]);
}
