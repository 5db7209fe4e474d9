// The popconfirm's bubble (its own chunk): above its button (flipped below when there is no room).
import { FloatingFocusManager, FloatingPortal } from '@floating-ui/react';
import { useId } from 'react';
import { TriangleAlert } from './icons';
import { usePopover } from './use-popover';

export interface PopconfirmPanelProps {
  anchor: HTMLElement;
  message: string;
  onAnswer: (ok: boolean) => void;
  okText?: string;
  cancelText?: string;
}

export default function PopconfirmPanel({ anchor, message, onAnswer, okText = '确定', cancelText = '取消' }: PopconfirmPanelProps) {
  const textId = useId();
  const { refs, floatingStyles, context, getFloatingProps } = usePopover({
    open: true,
    onOpenChange: (o) => !o && onAnswer(false),
    reference: anchor,
    role: 'dialog',
    placement: 'top-end',
    matchWidth: false,
  });
  const { setFloating } = refs;
  return (
    <FloatingPortal>
      <FloatingFocusManager context={context} modal={false} initialFocus={0} returnFocus>
        <div
          ref={setFloating}
          style={floatingStyles}
          {...getFloatingProps({ className: 'scpr-popover scpr-popconfirm', 'aria-describedby': textId, 'aria-label': '提示' })}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            // Handled here: a drawer or dialog around the button stays open.
            e.preventDefault();
            e.stopPropagation();
            onAnswer(false);
          }}
        >
          <div className="scpr-popconfirm__message">
            <TriangleAlert size={16} aria-hidden="true" />
            <span id={textId}>{message}</span>
          </div>
          <div className="scpr-popconfirm__actions">
            <button type="button" className="scpr-btn scpr-btn--sm" data-no-cooldown="" onClick={() => onAnswer(false)}>
              {cancelText}
            </button>
            <button type="button" className="scpr-btn scpr-btn--sm scpr-btn--primary" data-no-cooldown="" onClick={() => onAnswer(true)}>
              {okText}
            </button>
          </div>
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
