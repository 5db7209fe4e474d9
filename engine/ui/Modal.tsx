// A modal dialog (role="dialog", aria-modal) rendered in a portal, with a focus trap and Escape to close.
// The drawer is the same layer sliding in from the side.
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from './icons';
import { useFocusTrap } from './use-focus-trap';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  width?: number | string;
  footer?: ReactNode;
  children: ReactNode;
  /** 'modal' (centred) or 'drawer' (from the right). */
  variant?: 'modal' | 'drawer';
  closeOnOverlay?: boolean;
}

export function Modal({ open, title, onClose, width, footer, children, variant = 'modal', closeOnOverlay = false }: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(ref, open, onClose);
  if (!open) return null;
  const size = width ?? (variant === 'drawer' ? 520 : 600);
  return createPortal(
    <div className={`scpr-overlay${variant === 'drawer' ? ' scpr-overlay--drawer' : ''}`} onMouseDown={(e) => closeOnOverlay && e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={variant === 'drawer' ? 'scpr-drawer' : 'scpr-modal'}
        style={{ width: size }}
      >
        <div className="scpr-modal__header">
          <span id={titleId}>{title}</span>
          <button type="button" className="scpr-modal__close" aria-label="关闭" onClick={onClose}>
            <X size={18} aria-hidden="true" />
          </button>
        </div>
        <div className="scpr-modal__body">{children}</div>
        {footer ? <div className="scpr-modal__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}

export function Drawer(props: Omit<ModalProps, 'variant'>) {
  return <Modal {...props} variant="drawer" />;
}
