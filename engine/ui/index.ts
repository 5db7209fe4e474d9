// engine/ui: the primitives every renderer and hand-written screen uses. Styles: engine/ui/styles.css.
export { Button, type ButtonProps, type ButtonTone } from './Button';
export { Input, TextArea, type InputProps } from './Input';
export { Select, type Option, type SelectProps } from './Select';
export { DatePicker, DateRange } from './DatePicker';
export { Modal, Drawer, type ModalProps } from './Modal';
export { Confirm } from './Confirm';
export { Prompt, type PromptRequest } from './Prompt';
export { Tabs, type TabItem } from './Tabs';
export { Tag, type TagTone } from './Tag';
export { Field, errorIdOf } from './Field';
export { Pagination, type PaginationProps } from './Pagination';
export { pagerItems, type PagerItem } from './pager';
export { createToaster, ToastHost, toastDuration, type Toaster, type ToastItem, type ToastTone } from './toast';
export { applyTheme, isThemeName } from './theme';
export * from './constants';
