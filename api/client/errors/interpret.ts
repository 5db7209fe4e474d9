// The one function that turns what came back into what the user sees and how the call ends (spec 8).
import type { Envelope } from '../../catalogue';
import { CLIENT_MSG } from '../messages';
import { CODE_BEHAVIOURS, DEFAULT_BEHAVIOUR, TRANSPORT_BEHAVIOURS, type Behaviour, type MessageSource, type Then } from './table';

/** What the transport produced. */
export type Outcome =
  | { kind: 'envelope'; status: number; envelope: Envelope }
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'unreadable'; status: number };

/** The behaviour with its message resolved to text. */
export interface Reaction {
  settle: Behaviour['settle'];
  show:
    | { kind: 'none' }
    | { kind: 'success'; message: string }
    | { kind: 'toast'; message: string; durationMs: number }
    | { kind: 'alert'; message: string; button: string };
  then: Then;
  /** The response code, or the transport failure's name. */
  code: string;
  /** The text the caller's error carries (the shown message, or the server's msg when nothing is shown). */
  message: string;
}

/** Spec 8: msg, or detail when msg is empty or contains %s. */
export function serverMessage(envelope: Pick<Envelope, 'msg' | 'detail'>): string {
  const msg = typeof envelope.msg === 'string' ? envelope.msg : '';
  if (msg !== '' && !msg.includes('%s')) return msg;
  if (typeof envelope.detail === 'string' && envelope.detail !== '') return envelope.detail;
  // Neither is usable: say something rather than show an empty toast.
  return msg !== '' ? msg : CLIENT_MSG.server;
}

function behaviourOf(outcome: Outcome): { behaviour: Behaviour; code: string } {
  switch (outcome.kind) {
    case 'timeout':
      return { behaviour: TRANSPORT_BEHAVIOURS.timeout, code: 'timeout' };
    case 'network':
      return { behaviour: TRANSPORT_BEHAVIOURS.network, code: 'network' };
    case 'unreadable':
      return outcome.status === 500
        ? { behaviour: TRANSPORT_BEHAVIOURS.http500, code: 'http500' }
        : { behaviour: TRANSPORT_BEHAVIOURS.unreadable, code: `http${outcome.status}` };
    case 'envelope': {
      // Spec 8: HTTP 500 has its own fixed message even when the server sent an envelope.
      if (outcome.status === 500) return { behaviour: TRANSPORT_BEHAVIOURS.http500, code: String(outcome.envelope.code) };
      const code = String(outcome.envelope.code);
      return { behaviour: CODE_BEHAVIOURS.get(code) ?? DEFAULT_BEHAVIOUR, code };
    }
  }
}

export function interpret(outcome: Outcome): Reaction {
  const { behaviour, code } = behaviourOf(outcome);
  const envelope = outcome.kind === 'envelope' ? outcome.envelope : undefined;
  const text = (source: MessageSource): string =>
    source.from === 'fixed' ? source.text : envelope ? serverMessage(envelope) : CLIENT_MSG.server;
  const s = behaviour.show;
  const show: Reaction['show'] =
    s.kind === 'none'
      ? s
      : s.kind === 'success'
        ? { kind: 'success', message: text(s.message) }
        : s.kind === 'toast'
          ? { kind: 'toast', message: text(s.message), durationMs: s.durationMs }
          : { kind: 'alert', message: text(s.message), button: s.button };
  const message = show.kind === 'none' ? (envelope ? serverMessage(envelope) : code) : show.message;
  return { settle: behaviour.settle, show, then: behaviour.then, code, message };
}
