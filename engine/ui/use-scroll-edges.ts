// Marks a sideways scroller with what is hidden beyond its edges: data-scroll-start while content is
// scrolled out at the left, data-scroll-end while more lies at the right. The CSS draws the shadows of
// pinned table columns and the fades of a tab strip from them, so they show only while content is
// actually under them. Attributes, not state: scrolling re-renders nothing.
import { useCallback, useRef } from 'react';

export function markScrollEdges(el: HTMLElement): void {
  const max = el.scrollWidth - el.clientWidth;
  // Sub-pixel widths: a pixel of slack either way.
  el.toggleAttribute('data-scroll-start', el.scrollLeft > 1);
  el.toggleAttribute('data-scroll-end', max - el.scrollLeft > 1);
  // A region that scrolls sideways takes the keyboard focus (arrow keys scroll it: WCAG 2.1.1); one that
  // does not is no extra tab stop. An element that is focusable of its own keeps its own tabindex.
  const scrolls = max > 1;
  if (scrolls && !el.hasAttribute('tabindex')) {
    el.setAttribute('tabindex', '0');
    el.dataset.scrollFocus = '1';
  } else if (!scrolls && el.dataset.scrollFocus === '1') {
    el.removeAttribute('tabindex');
    delete el.dataset.scrollFocus;
  }
}

/** A ref callback for the scroller: marks it now, on scroll, and when it or its content resizes. */
export function useScrollEdges<T extends HTMLElement>(): (el: T | null) => void {
  const cleanup = useRef<(() => void) | null>(null);
  return useCallback((el: T | null) => {
    cleanup.current?.();
    cleanup.current = null;
    if (!el) return;
    const mark = () => markScrollEdges(el);
    mark();
    el.addEventListener('scroll', mark, { passive: true });
    let watch: ResizeObserver | undefined;
    if (typeof ResizeObserver !== 'undefined') {
      watch = new ResizeObserver(mark);
      watch.observe(el);
      for (const child of el.children) watch.observe(child);
    }
    cleanup.current = () => {
      el.removeEventListener('scroll', mark);
      watch?.disconnect();
    };
  }, []);
}
