// Identical reads sent at the same moment share one request. A page often shows one record in several
// blocks (product details: the gallery, the SKU picker and the description all read item.frontDetail);
// each block loads on its own, so without this the same call left three times at once. Requests are
// shared while in flight and for a moment after (SETTLE_MS: a block whose renderer is a lazy chunk mounts
// a little later than its neighbours), keyed by the share group, the call key, the payload and quietness.
// The group is the screen on show (ScreenView gives each mount its own): a page opened next never takes
// its predecessor's answer, which may be older than a change made in between (the coupon edit form read
// coupon.detail, saved, and the detail page it went to within the second showed the name before the save).
// Only a block's first load shares (use-data-source): a new question, a reload or a poll always asks the
// server again, so an answer never stands in for what changed after it.
import { createContext, useContext } from 'react';
import type { CallOptions, EngineContext } from '../context';

type Call = EngineContext['call'];
export interface Shared {
  promise: Promise<unknown>;
  /** True for the request that went out; the others joined it (only the first reports a failure). */
  first: boolean;
}

/** How long an answered request still serves first loads of the same call and payload. */
export const SETTLE_MS = 1000;

/** The share group of the screen on show (an object per ScreenView mount); none outside a screen. */
const ShareGroupContext = createContext<object | null>(null);
export const ShareGroupProvider = ShareGroupContext.Provider;

/** The group first loads share within: the screen's, else the caller's own (a block drawn outside a screen). */
export function useShareGroup(call: Call): object {
  return useContext(ShareGroupContext) ?? call;
}

// Per group and so per caller too (a screen belongs to one engine): two engines (tests, a tenant
// preview) never share requests.
const inFlight = new WeakMap<object, Map<string, Promise<unknown>>>();

/** Sends `key` with `payloadJson` through `call`, or joins the identical request of `group` already in flight. */
export function sharedCall(group: object, call: Call, key: string, payloadJson: string, options?: CallOptions): Shared {
  let pending = inFlight.get(group);
  if (!pending) inFlight.set(group, (pending = new Map()));
  const id = `${options?.quiet ? 'q' : ''} ${key} ${payloadJson}`;
  const joined = pending.get(id);
  if (joined) return { promise: joined, first: false };
  const promise = call(key, JSON.parse(payloadJson), options);
  const table = pending;
  table.set(id, promise);
  const done = () => {
    setTimeout(() => {
      if (table.get(id) === promise) table.delete(id);
    }, SETTLE_MS);
  };
  promise.then(done, done);
  return { promise, first: true };
}
