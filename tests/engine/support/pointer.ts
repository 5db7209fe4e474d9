// A mouse press and release as a browser delivers them, for tests that must see what happens between the
// two: fireEvent.click alone skips the press, where a popup may close or the focus move.
import { fireEvent } from '@testing-library/react';

const FOCUSABLE = 'input, select, textarea, button, a[href], [tabindex]';

/** pointerdown, mousedown (its default, unless prevented, moves the focus), then pointerup, mouseup and
 *  click, these three only if the pressed element is still in the document (as in a browser, a click
 *  needs the press and the release on the same element). */
export function clickAsUser(el: Element): void {
  fireEvent.pointerDown(el, { button: 0 });
  const focusMoves = fireEvent.mouseDown(el, { button: 0 });
  if (focusMoves) {
    const target = el.closest<HTMLElement>(FOCUSABLE);
    if (target) target.focus();
    else (document.activeElement as HTMLElement | null)?.blur();
  }
  if (!el.isConnected) return;
  fireEvent.pointerUp(el, { button: 0 });
  fireEvent.mouseUp(el, { button: 0 });
  fireEvent.click(el, { button: 0 });
}
