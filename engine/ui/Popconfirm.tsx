// Popconfirm (Ant Design's Popconfirm): a small confirmation bubble beside the button that asked, for
// row actions such as 删除 (a modal for every row action is heavy). role="dialog" with 取消 / 确定; focus
// moves into it and comes back to the button; Escape or a press outside answers no. The bubble is its
// own chunk (with @floating-ui/react), loaded when it first opens.
import { lazy, Suspense } from 'react';

// Marked pure so a bundle that does not use this widget drops the module (engine/index.ts re-exports it).
const PopconfirmPanel = /* @__PURE__ */ lazy(() => import('./PopconfirmPanel'));

export interface PopconfirmProps {
  /** The element it points at (the button); nothing shows without it. */
  anchor: HTMLElement | null;
  open: boolean;
  message: string;
  onAnswer: (ok: boolean) => void;
  okText?: string;
  cancelText?: string;
}

export function Popconfirm({ anchor, open, ...rest }: PopconfirmProps) {
  if (!open || !anchor) return null;
  return (
    <Suspense fallback={null}>
      <PopconfirmPanel anchor={anchor} {...rest} />
    </Suspense>
  );
}
