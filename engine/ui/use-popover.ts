// The positioning and dismissal of every popover of engine/ui (select, cascader, date picker, popconfirm,
// tooltip) by @floating-ui/react: placed below (flipped above when there is no room), kept in the
// viewport, as wide as its trigger at least; outside press and Escape close it.
import { autoUpdate, flip, offset, shift, size, useDismiss, useFloating, useInteractions, useRole, type Placement } from '@floating-ui/react';

export interface PopoverOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  placement?: Placement;
  /** The popover's role; 'none' when the component sets roles itself (the select's listbox). */
  role?: 'listbox' | 'dialog' | 'tooltip' | 'menu' | 'none';
  /** Make the popover at least as wide as its trigger (selects). */
  matchWidth?: boolean;
  /** The trigger, when it lives outside the component that positions the popover. */
  reference?: HTMLElement | null;
}

export function usePopover({ open, onOpenChange, placement = 'bottom-start', role = 'listbox', matchWidth = true, reference }: PopoverOptions) {
  const floating = useFloating({
    open,
    onOpenChange,
    placement,
    whileElementsMounted: autoUpdate,
    ...(reference ? { elements: { reference } } : {}),
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, elements }) {
          if (matchWidth) elements.floating.style.minWidth = `${rects.reference.width}px`;
          elements.floating.style.maxHeight = `${Math.max(120, Math.min(availableHeight, 360))}px`;
        },
      }),
    ],
  });
  const dismiss = useDismiss(floating.context);
  const roleProps = useRole(floating.context, { enabled: role !== 'none', role: role === 'tooltip' ? 'tooltip' : role === 'menu' ? 'menu' : role === 'dialog' ? 'dialog' : 'listbox' });
  const interactions = useInteractions([dismiss, roleProps]);
  return { ...floating, ...interactions };
}
