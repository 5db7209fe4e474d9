// Spec 1 and 9: every button is disabled for 1500 ms after a click, to prevent double submission. Done
// once for the whole page, without touching React's `disabled` prop: the clicked button is marked, and
// further clicks on it are stopped in the capture phase until the mark is removed. A button may opt out
// with data-no-cooldown (a pager, say, that is meant to be clicked quickly).

export const BUTTON_COOLDOWN_MS = 1500;
export const COOLDOWN_ATTR = 'data-cooldown';

export function installClickCooldown(root: Document | HTMLElement = document, ms: number = BUTTON_COOLDOWN_MS): () => void {
  const onClick = (event: Event) => {
    const target = event.target as Element | null;
    const button = target?.closest?.('button, [role="button"], input[type="submit"], input[type="button"]');
    if (!button || button.hasAttribute('data-no-cooldown')) return;
    if (button.hasAttribute(COOLDOWN_ATTR)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    button.setAttribute(COOLDOWN_ATTR, '');
    button.setAttribute('aria-busy', 'true');
    setTimeout(() => {
      button.removeAttribute(COOLDOWN_ATTR);
      button.removeAttribute('aria-busy');
    }, ms);
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
