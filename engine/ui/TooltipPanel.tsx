// The tooltip's bubble (its own chunk): above what it describes, flipped below when there is no room.
import { FloatingPortal } from '@floating-ui/react';
import type { ReactNode } from 'react';
import { usePopover } from './use-popover';

export default function TooltipPanel({ id, anchor, onClose, children }: { id: string; anchor: HTMLElement; onClose: () => void; children: ReactNode }) {
  const { refs, floatingStyles, getFloatingProps } = usePopover({ open: true, onOpenChange: (o) => !o && onClose(), reference: anchor, role: 'none', placement: 'top', matchWidth: false });
  const { setFloating } = refs;
  return (
    <FloatingPortal>
      <div ref={setFloating} id={id} role="tooltip" style={floatingStyles} className="scpr-tooltip" {...getFloatingProps()}>
        {children}
      </div>
    </FloatingPortal>
  );
}
