// Toasts (spec 8): error toasts last 2 s, 5 s for YSCACL00000074; others 2 s. A tiny store plus a host
// component; the engine context hands `toaster` to whatever shows messages.
import { useSyncExternalStore } from 'react';
import { LONG_TOAST_CODE, TOAST_LONG_MS, TOAST_MS } from './constants';
import { CircleAlert, CircleCheck, CircleX, Info } from './icons';

const TOAST_ICON = { success: CircleCheck, info: Info, warning: CircleAlert, error: CircleX } as const;

export type ToastTone = 'success' | 'info' | 'warning' | 'error';
export interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
  duration: number;
}

export interface Toaster {
  show(message: string, tone?: ToastTone, code?: string): void;
  success(message: string): void;
  error(message: string, code?: string): void;
}

/** How long a toast stays: spec 8. */
export const toastDuration = (tone: ToastTone, code?: string): number => (tone === 'error' && code === LONG_TOAST_CODE ? TOAST_LONG_MS : TOAST_MS);

export function createToaster(): Toaster & { subscribe(cb: () => void): () => void; list(): readonly ToastItem[] } {
  let items: readonly ToastItem[] = [];
  let next = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  const show = (message: string, tone: ToastTone = 'info', code?: string) => {
    const item = { id: next++, tone, message, duration: toastDuration(tone, code) };
    items = [...items, item];
    emit();
    setTimeout(() => {
      items = items.filter((t) => t.id !== item.id);
      emit();
    }, item.duration);
  };
  return {
    show,
    success: (m) => show(m, 'success'),
    error: (m, code) => show(m, 'error', code),
    subscribe: (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    list: () => items,
  };
}

export function ToastHost({ toaster }: { toaster: ReturnType<typeof createToaster> }) {
  const items = useSyncExternalStore(toaster.subscribe, toaster.list, toaster.list);
  return (
    <div className="scpr-toasts">
      {items.map((t) => {
        const Icon = TOAST_ICON[t.tone];
        return (
          <div key={t.id} className={`scpr-toast scpr-toast--${t.tone}`} role={t.tone === 'error' ? 'alert' : 'status'}>
            <Icon size={16} className="scpr-toast__icon" aria-hidden="true" />
            <span>{t.message}</span>
          </div>
        );
      })}
    </div>
  );
}
