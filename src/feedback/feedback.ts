// Toasts and alerts (spec 8): state in jotai, shown by <FeedbackLayer/>. The api client's host and the
// guards call these; they work without React (the store is plain).
import { atom } from 'jotai';
import { ERROR_TOAST_MS } from '../../api/client';
import type { Store } from '../session';

export type ToastType = 'error' | 'success' | 'warning' | 'info';

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
}

export interface PendingAlert {
  id: number;
  message: string;
  button: string;
  close: () => void;
}

export const toastsAtom = atom<Toast[]>([]);
export const alertsAtom = atom<PendingAlert[]>([]);

/** How long a toast stays unless told otherwise: the error toast of spec 9. */
export const DEFAULT_TOAST_MS = ERROR_TOAST_MS;

export interface Feedback {
  toast(message: string, options?: { type?: ToastType; durationMs?: number }): void;
  /** Resolves when the user presses the button. */
  alert(message: string, options: { button: string }): Promise<void>;
}

export function createFeedback(store: Store): Feedback {
  let next = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  return {
    toast(message, options = {}) {
      const type = options.type ?? 'error';
      const ms = options.durationMs ?? DEFAULT_TOAST_MS;
      const drop = (id: number) => () => {
        timers.delete(id);
        store.set(toastsAtom, store.get(toastsAtom).filter((t) => t.id !== id));
      };
      // The same words already on screen (a list and its tab counts refused by one filter) are said once:
      // the toast showing them stays for the full time again.
      const same = store.get(toastsAtom).find((t) => t.message === message && t.type === type);
      if (same) {
        clearTimeout(timers.get(same.id));
        timers.set(same.id, setTimeout(drop(same.id), ms));
        return;
      }
      const id = next++;
      store.set(toastsAtom, [...store.get(toastsAtom), { id, message, type }]);
      timers.set(id, setTimeout(drop(id), ms));
    },
    alert(message, { button }) {
      return new Promise<void>((resolve) => {
        const id = next++;
        const close = () => {
          store.set(alertsAtom, store.get(alertsAtom).filter((a) => a.id !== id));
          resolve();
        };
        store.set(alertsAtom, [...store.get(alertsAtom), { id, message, button, close }]);
      });
    },
  };
}
