// Spec 1 and 9: every button is disabled for 1500 ms after a click.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installClickCooldown } from '../../../src/global';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('button cooldown', () => {
  it('a second click within 1500 ms does nothing; after 1500 ms it works again', () => {
    vi.useFakeTimers();
    const submit = vi.fn();
    render(
      <button type="button" onClick={submit}>
        提交
      </button>,
    );
    const stop = installClickCooldown(document);
    const button = screen.getByRole('button', { name: '提交' });
    fireEvent.click(button);
    // Held, and said so: a user, a screen reader or a browser test sees it cannot be clicked yet.
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    vi.advanceTimersByTime(1499);
    fireEvent.click(button);
    expect(submit).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(button);
    expect(submit).toHaveBeenCalledTimes(2);
    stop();
  });

  it('leaves alone the aria-disabled a button has of its own', () => {
    vi.useFakeTimers();
    render(
      <button type="button" aria-disabled="false">
        保存
      </button>,
    );
    const stop = installClickCooldown(document);
    const button = screen.getByRole('button', { name: '保存' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-disabled')).toBe('false');
    vi.advanceTimersByTime(1500);
    expect(button.getAttribute('aria-disabled')).toBe('false');
    stop();
  });

  it('a button that React reuses for another one (another label) takes its first click at once', () => {
    vi.useFakeTimers();
    const cancel = vi.fn();
    const remove = vi.fn();
    const { rerender } = render(
      <button type="button" onClick={cancel}>
        取消
      </button>,
    );
    const stop = installClickCooldown(document);
    const node = screen.getByRole('button', { name: '取消' });
    fireEvent.click(node);
    rerender(
      <button type="button" onClick={remove}>
        移除
      </button>,
    );
    expect(screen.getByRole('button', { name: '移除' })).toBe(node);
    fireEvent.click(node);
    fireEvent.click(node);
    expect([cancel.mock.calls.length, remove.mock.calls.length]).toEqual([1, 1]);
    vi.advanceTimersByTime(1499);
    fireEvent.click(node);
    expect(remove).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    fireEvent.click(node);
    expect(remove).toHaveBeenCalledTimes(2);
    stop();
  });

  it('other buttons, and buttons that opt out, are not held', () => {
    vi.useFakeTimers();
    const a = vi.fn();
    const b = vi.fn();
    render(
      <>
        <button type="button" onClick={a}>
          甲
        </button>
        <button type="button" data-no-cooldown onClick={b}>
          乙
        </button>
      </>,
    );
    const stop = installClickCooldown(document);
    fireEvent.click(screen.getByRole('button', { name: '甲' }));
    fireEvent.click(screen.getByRole('button', { name: '乙' }));
    fireEvent.click(screen.getByRole('button', { name: '乙' }));
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
    stop();
  });
});
