// Spec 1 and 9: every button is disabled for 1500 ms after a click, to prevent double submission. Done
// once for the whole page, without touching React's `disabled` prop: the clicked button is marked with
// what it said, and further clicks on it are stopped in the capture phase until the mark is removed. A
// button may opt out with data-no-cooldown (a pager, say, that is meant to be clicked quickly).
//
// The mark holds the button's label because React reuses a DOM button for whatever is drawn next in its
// place (取消 becomes 移除, one screen's button another's): a click on a marked button that now says
// something else is a click on another button, and goes through (it is marked in turn).
//
// While marked the button says it is disabled (aria-disabled, greyed by the mark's style): assistive
// technology announces it, and whoever clicks it again, a person or a browser test, sees that it cannot
// be clicked yet instead of a click that silently does nothing (a wall's next 删除, drawn into the DOM
// button of the one just deleted, was clicked within the 1500 ms and nothing happened). A button whose
// own aria-disabled React manages keeps it: the mark neither sets nor clears it.

export const BUTTON_COOLDOWN_MS = 1500;
export const COOLDOWN_ATTR = 'data-cooldown';

const labelOf = (button: Element): string => `${button.getAttribute('aria-label') ?? ''}|${button.textContent ?? ''}`;

export function installClickCooldown(root: Document | HTMLElement = document, ms: number = BUTTON_COOLDOWN_MS): () => void {
  const onClick = (event: Event) => {
    const target = event.target as Element | null;
    const button = target?.closest?.('button, [role="button"], input[type="submit"], input[type="button"]');
    if (!button || button.hasAttribute('data-no-cooldown')) return;
    const label = labelOf(button);
    if (button.getAttribute(COOLDOWN_ATTR) === label) {
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    const ownsDisabled = button.getAttribute(COOLDOWN_ATTR) !== null || !button.hasAttribute('aria-disabled');
    button.setAttribute(COOLDOWN_ATTR, label);
    if (ownsDisabled) button.setAttribute('aria-disabled', 'true');
    setTimeout(() => {
      // Only this click's mark: a later click of the reused button marked it anew.
      if (button.getAttribute(COOLDOWN_ATTR) !== label) return;
      button.removeAttribute(COOLDOWN_ATTR);
      if (ownsDisabled) button.removeAttribute('aria-disabled');
    }, ms);
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
