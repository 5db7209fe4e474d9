// Spec 2.11 and 9: back to top, 50 px every 10 ms.

export const BACK_TO_TOP_STEP_PX = 50;
export const BACK_TO_TOP_TICK_MS = 10;

export const nextScrollTop = (current: number): number => Math.max(0, current - BACK_TO_TOP_STEP_PX);

/** Scrolls the element up step by step; resolves when at the top. Returns a cancel function too. */
export function scrollToTop(el: { scrollTop: number }): { done: Promise<void>; cancel: () => void } {
  let timer: ReturnType<typeof setInterval> | undefined;
  const done = new Promise<void>((resolve) => {
    timer = setInterval(() => {
      el.scrollTop = nextScrollTop(el.scrollTop);
      if (el.scrollTop <= 0) {
        clearInterval(timer);
        resolve();
      }
    }, BACK_TO_TOP_TICK_MS);
  });
  return { done, cancel: () => clearInterval(timer) };
}

/** The element whose scroll position the page is at: the shell's main area when it scrolls, else the
 * document (a page taller than the window scrolls the document, not main: issue 14, 回到顶部 did nothing). */
export function scrolledElement(main: HTMLElement | null, doc: Document = document): { scrollTop: number } {
  if (main && main.scrollHeight > main.clientHeight && main.scrollTop > 0) return main;
  return doc.scrollingElement ?? doc.documentElement;
}
