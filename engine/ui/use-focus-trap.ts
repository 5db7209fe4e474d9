// Keeps keyboard focus inside an open modal or drawer, closes the topmost layer on Escape wherever focus
// is (issue 14: Escape did nothing once focus had left the dialog), and gives focus back to whatever had
// it before the layer opened.
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** Open layers, the last one on top: only it answers Escape. */
const layers: HTMLElement[] = [];

export function useFocusTrap(ref: RefObject<HTMLElement | null>, open: boolean, onEscape?: () => void): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });
  useEffect(() => {
    if (!open) return;
    const el = ref.current;
    if (!el) return;
    const before = document.activeElement as HTMLElement | null;
    const first = el.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? el).focus();
    layers.push(el);
    const onKey = (e: KeyboardEvent) => {
      if (layers[layers.length - 1] !== el) return;
      if (e.key === 'Escape') {
        // A popover inside the layer (select, cascader) closes first and marks the event handled.
        if (e.defaultPrevented) return;
        e.stopPropagation();
        escape.current?.();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((n) => n.offsetParent !== null || n === document.activeElement);
      if (items.length === 0) return;
      const head = items[0]!;
      const tail = items[items.length - 1]!;
      const inside = el.contains(document.activeElement);
      if (e.shiftKey && (document.activeElement === head || !inside)) {
        e.preventDefault();
        tail.focus();
      } else if (!e.shiftKey && (document.activeElement === tail || !inside)) {
        e.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      const at = layers.lastIndexOf(el);
      if (at >= 0) layers.splice(at, 1);
      before?.focus?.();
    };
  }, [ref, open]);
}
