// Spec 2.11 and 9: back to top at 50 px every 10 ms.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextScrollTop, scrollToTop } from '../../../src/layout';

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
