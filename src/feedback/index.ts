export { createFeedback, toastsAtom, alertsAtom, DEFAULT_TOAST_MS, type Feedback, type PendingAlert, type Toast, type ToastType } from './feedback';
export { FeedbackLayer } from './FeedbackLayer';
