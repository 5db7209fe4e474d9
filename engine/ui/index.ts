// engine/ui: the design system every renderer and hand-written screen uses (issue 14). Tokens and styles:
// engine/ui/styles.css (tokens in styles/tokens.css); icons: engine/ui/icons.ts (lucide-react).
export { Button, type ButtonProps, type ButtonTone } from './Button';
export { Input, TextArea, type InputProps } from './Input';
export { Select, type Option, type OptionValue, type SelectProps } from './Select';
export { DatePicker, DateRange } from './DatePicker';
export { Modal, Drawer, type ModalProps } from './Modal';
export { Confirm } from './Confirm';
export { Prompt, type PromptRequest } from './Prompt';
export { Tabs, type TabItem } from './Tabs';
export { Tag, toneOfStatus, type TagTone } from './Tag';
export { Field, errorIdOf } from './Field';
export { Pagination, type PaginationProps } from './Pagination';
export { pagerItems, type PagerItem } from './pager';
export { Descriptions, type DescriptionItem, type DescriptionsProps } from './Descriptions';
export { Steps, stepStatus, type StepItem, type StepStatus, type StepsProps } from './Steps';
export { Timeline, type TimelineItem, type TimelineProps, type TimelineTone } from './Timeline';
export { Cascader, type CascaderProps } from './Cascader';
export { columnsOf, optionsOfPath, searchPaths, type CascaderOption, type CascaderValue, type CascaderMatch } from './cascade';
export { Empty, Skeleton, ErrorState } from './Empty';
export { Avatar } from './Avatar';
export { Switch, type SwitchProps } from './Switch';
export { ImagePreview, type PreviewImage } from './ImagePreview';
export { createToaster, ToastHost, toastDuration, type Toaster, type ToastItem, type ToastTone } from './toast';
export { applyTheme, isThemeName } from './theme';
export * as icons from './icons';
export * from './constants';
