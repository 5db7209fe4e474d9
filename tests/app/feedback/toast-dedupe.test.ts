// Toasts (src/feedback): the same words already on screen are not stacked a second time; the toast showing
// them stays for its full time again. Other words, or the same words in another tone, get their own toast.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { createFeedback, toastsAtom } from '../../../src/feedback';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('says the same words once, and keeps them for the full time from the last call', () => {
    const store = createStore();
    const feedback = createFeedback(store);
    const messages = () => store.get(toastsAtom).map((t) => `${t.type}:${t.message}`);
    feedback.toast('订单编号只能是数字');
    vi.advanceTimersByTime(1500);
    feedback.toast('订单编号只能是数字');
    feedback.toast('订单编号只能是数字', { type: 'info' });
    feedback.toast('服务器异常，请稍后再试');
    expect(messages()).toEqual(['error:订单编号只能是数字', 'info:订单编号只能是数字', 'error:服务器异常，请稍后再试']);
    vi.advanceTimersByTime(1500);
    // 3 s after the first call, 1.5 s after the repeat: still shown.
    expect(messages()).toContain('error:订单编号只能是数字');
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual([]);
  });
});
