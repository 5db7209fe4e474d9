// The totals and the live preview of a form, with the value renderers they draw with: one chunk, loaded
// in the loading step of a form that has a summary or a preview (form/parts.ts).
export { FormSummary } from './FormSummary';
export { FormPreview } from './FormPreview';
