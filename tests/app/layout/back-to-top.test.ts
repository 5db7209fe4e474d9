// Spec 2.11 and 9: back to top at 50 px every 10 ms.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextScrollTop, scrolledElement, scrollToTop } from '../../../src/layout';

afterEach(() => {
  vi.useRealTimers();
});

describe('back to top', () => {
  it.each([
    [500, 450],
    [30, 0],
    [0, 0],
  ])('%i -> %i', (from, to) => {
    expect(nextScrollTop(from)).toBe(to);
  });

  it('120 px takes three 10 ms steps', async () => {
    vi.useFakeTimers();
    const el = { scrollTop: 120 };
    const { done } = scrollToTop(el);
    vi.advanceTimersByTime(10);
    expect(el.scrollTop).toBe(70);
    vi.advanceTimersByTime(10);
    expect(el.scrollTop).toBe(20);
    vi.advanceTimersByTime(9);
    expect(el.scrollTop).toBe(20);
    vi.advanceTimersByTime(1);
    expect(el.scrollTop).toBe(0);
    await done;
  });
});

describe('回到顶部 scrolls the element that is scrolled (issue 14)', () => {
  const box = (scrollHeight: number, clientHeight: number, scrollTop: number) => ({ scrollHeight, clientHeight, scrollTop }) as unknown as HTMLElement;
  const doc = { scrollingElement: { scrollTop: 900 } } as unknown as Document;
  it('main when main scrolls', () => {
    const main = box(3000, 700, 400);
    expect(scrolledElement(main, doc)).toBe(main);
  });
  it('the document when main does not scroll (a page taller than the window scrolls the document)', () => {
    expect(scrolledElement(box(3000, 3000, 0), doc)).toBe(doc.scrollingElement);
    expect(scrolledElement(null, doc)).toBe(doc.scrollingElement);
  });
});
