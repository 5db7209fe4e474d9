// Spec 1 and 9: a developer-tools check every 2000 ms unless a debug flag is set in session storage.
// When the tools are found open we only print a notice (through the unfiltered console) once per
// opening: nothing is blocked, cleared or reloaded, so a support engineer's session is never broken.

/** Spec 9: developer-tools check every 2000 ms. */
export const DEVTOOLS_CHECK_MS = 2000;

/** Docked tools take room from the viewport; 160 px is more than any browser chrome takes. */
const DOCKED_THRESHOLD_PX = 160;

export function devtoolsLikelyOpen(win: Pick<Window, 'outerWidth' | 'innerWidth' | 'outerHeight' | 'innerHeight'>): boolean {
  return win.outerWidth - win.innerWidth > DOCKED_THRESHOLD_PX || win.outerHeight - win.innerHeight > DOCKED_THRESHOLD_PX;
}

export interface DevtoolsCheckOptions {
  /** Returns true when the check is switched off (the session storage debug flag). */
  disabled: () => boolean;
  isOpen: () => boolean;
  onOpen: () => void;
}

/** Starts the check; returns stop. */
export function startDevtoolsCheck(options: DevtoolsCheckOptions): () => void {
  if (options.disabled()) return () => undefined;
  let wasOpen = false;
  const timer = setInterval(() => {
    try {
      const open = options.isOpen();
      if (open && !wasOpen) options.onOpen();
      wasOpen = open;
    } catch {
      // A check must never break the page.
    }
  }, DEVTOOLS_CHECK_MS);
  return () => clearInterval(timer);
}
