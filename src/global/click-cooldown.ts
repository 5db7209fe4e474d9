// Spec 1 and 9: every button is disabled for 1500 ms after a click, to prevent double submission. Done
// once for the whole page, without touching React's `disabled` prop: the clicked button is marked with
// what it said, and further clicks on it are stopped in the capture phase until the mark is removed. A
// button may opt out with data-no-cooldown (a pager, say, that is meant to be clicked quickly).
//
// The mark holds the button's label because React reuses a DOM button for whatever is drawn next in its
// place (取消 becomes 移除, one screen's button another's): a click on a marked button that now says
// something else is a click on another button, and goes through (it is marked in turn).

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
    button.setAttribute(COOLDOWN_ATTR, label);
    button.setAttribute('aria-busy', 'true');
    setTimeout(() => {
      // Only this click's mark: a later click of the reused button marked it anew.
      if (button.getAttribute(COOLDOWN_ATTR) !== label) return;
      button.removeAttribute(COOLDOWN_ATTR);
      button.removeAttribute('aria-busy');
    }, ms);
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
