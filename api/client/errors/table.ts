// Spec section 8 as data: response code -> behaviour. One function (interpret.ts) reads it; nothing else
// in the client decides how an answer is shown. The codes come from api/catalogue's SPEC_CODES, the one
// table of response codes shared with the server.
import { OK, SPEC_CODES } from '../../catalogue/errors';
import { ERROR_TOAST_MS, LONG_ERROR_TOAST_MS } from '../constants';
import { CLIENT_MSG } from '../messages';

/** Where the shown text comes from: the envelope (msg, or detail, spec 8) or a fixed message. */
export type MessageSource = { from: 'server' } | { from: 'fixed'; text: string };

/** How the call ends for its caller. */
export type Settle = 'resolve' | 'reject';

/** What the user sees. */
export type Show =
  | { kind: 'none' }
  | { kind: 'success'; message: MessageSource }
  | { kind: 'toast'; message: MessageSource; durationMs: number }
  | { kind: 'alert'; message: MessageSource; button: string };

/** What happens after the user has seen it. */
export type Then = 'none' | 'logout' | 'reset-token-reload';

export interface Behaviour {
  settle: Settle;
  show: Show;
  then: Then;
}

const SERVER: MessageSource = { from: 'server' };
const fixed = (text: string): MessageSource => ({ from: 'fixed', text });
const NONE: Show = { kind: 'none' };
const toast = (message: MessageSource, durationMs = ERROR_TOAST_MS): Show => ({ kind: 'toast', message, durationMs });

/** Spec 8, "Any other code": error toast for 2 s with msg (or detail); the call rejects. */
export const DEFAULT_BEHAVIOUR: Behaviour = { settle: 'reject', show: toast(SERVER), then: 'none' };

const rows: [code: string, behaviour: Behaviour][] = [
  // Spec 8: response code 0 is success.
  [OK, { settle: 'resolve', show: NONE, then: 'none' }],
  // Spec 8: "not shown as errors". Unlike 88/89 below the spec does not say they reject, so the caller
  // gets resultData as for a success.
  ...SPEC_CODES.QUIET.map((c): [string, Behaviour] => [c, { settle: 'resolve', show: NONE, then: 'none' }]),
  // Spec 8: not shown; the call rejects with the code.
  ...SPEC_CODES.QUIET_REJECT.map((c): [string, Behaviour] => [c, { settle: 'reject', show: NONE, then: 'none' }]),
  // Spec 8: 704 shows a success message.
  [SPEC_CODES.SUCCESS_WITH_MESSAGE, { settle: 'resolve', show: { kind: 'success', message: SERVER }, then: 'none' }],
  // Spec 8: alert with the server message, button 我知道了, then reset token and reload.
  [SPEC_CODES.TOKEN_RESET, { settle: 'reject', show: { kind: 'alert', message: SERVER, button: CLIENT_MSG.iKnow }, then: 'reset-token-reload' }],
  // Spec 8: alert, then logout and go to login.
  [SPEC_CODES.FORCED_OUT, { settle: 'reject', show: { kind: 'alert', message: SERVER, button: CLIENT_MSG.confirm }, then: 'logout' }],
  // Spec 8: alert 登录已过期, then logout to login.
  ...SPEC_CODES.EXPIRED.map((c): [string, Behaviour] => [
    c,
    { settle: 'reject', show: { kind: 'alert', message: fixed(CLIENT_MSG.expired), button: CLIENT_MSG.confirm }, then: 'logout' },
  ]),
  // Spec 8: error toast for 5 seconds.
  [SPEC_CODES.LONG_TOAST, { settle: 'reject', show: toast(SERVER, LONG_ERROR_TOAST_MS), then: 'none' }],
  // Spec 8: ignored. Nothing is shown; the caller's promise still settles (rejects) so no await hangs.
  [SPEC_CODES.IGNORED, { settle: 'reject', show: NONE, then: 'none' }],
  // Spec 8: toast like any other code, and also log out.
  ...SPEC_CODES.LOGOUT.map((c): [string, Behaviour] => [c, { settle: 'reject', show: toast(SERVER), then: 'logout' }]),
];

export const CODE_BEHAVIOURS: ReadonlyMap<string, Behaviour> = new Map(rows);

/** Failures with no envelope to read (spec 8: timeout, network error, HTTP 500). */
export const TRANSPORT_BEHAVIOURS = {
  timeout: { settle: 'reject', show: toast(fixed(CLIENT_MSG.timeout)), then: 'none' },
  network: { settle: 'reject', show: toast(fixed(CLIENT_MSG.network)), then: 'none' },
  http500: { settle: 'reject', show: toast(fixed(CLIENT_MSG.server)), then: 'none' },
  // Not in the spec: any other status without a readable envelope (a proxy's 502 page, say) is worded
  // like the 500 case, the nearest message the spec gives.
  unreadable: { settle: 'reject', show: toast(fixed(CLIENT_MSG.server)), then: 'none' },
} as const satisfies Record<string, Behaviour>;
