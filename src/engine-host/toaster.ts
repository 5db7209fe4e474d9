// The engine's toasts shown by the app's feedback layer, with the durations of spec 8 (2 s; 5 s for
// YSCACL00000074).
import { toastDuration, type Toaster } from '../../engine/ui/toast';
import type { Feedback } from '../feedback';

export function engineToaster(feedback: Feedback): Toaster {
  const show: Toaster['show'] = (message, tone = 'info', code) => feedback.toast(message, { type: tone, durationMs: toastDuration(tone, code) });
  return { show, success: (m) => show(m, 'success'), error: (m, code) => show(m, 'error', code) };
}
