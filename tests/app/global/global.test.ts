// Spec 1 and 9 global behaviours.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, devtoolsLikelyOpen, installConsoleFilter, parseLevel, rootFontSize, startDevtoolsCheck, themeFromSkin } from '../../../src/global';

const fakeConsole = () => ({ log: vi.fn(), info: vi.fn(), debug: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('console suppressed unless a log level is set (spec 1)', () => {
  it.each<[string, string | null, string[]]>([
    ['no level: nothing', null, []],
    ['error', 'error', ['error']],
    ['warn', 'warn', ['warn', 'error']],
    ['info', 'info', ['log', 'info', 'warn', 'error']],
    ['debug', 'debug', ['log', 'info', 'debug', 'warn', 'error']],
    ['any other value: everything', 'yes', ['log', 'info', 'debug', 'warn', 'error']],
  ])('%s', (_label, raw, passing) => {
    const c = fakeConsole();
    const originals = { ...c };
    installConsoleFilter(c, parseLevel(raw));
    for (const m of ['log', 'info', 'debug', 'warn', 'error'] as const) {
      c[m]('x');
      expect(originals[m].mock.calls.length, m).toBe(passing.includes(m) ? 1 : 0);
    }
  });

  it('restore puts the methods back', () => {
    const c = fakeConsole();
    const log = c.log;
    const { restore } = installConsoleFilter(c, null);
    expect(c.log).not.toBe(log);
    restore();
    expect(c.log).toBe(log);
  });
});

describe('developer-tools check (spec 1, 9)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks every 2000 ms and gives one notice per opening', () => {
    vi.useFakeTimers();
    let open = false;
    const onOpen = vi.fn();
    const isOpen = vi.fn(() => open);
    const stop = startDevtoolsCheck({ disabled: () => false, isOpen, onOpen });
    vi.advanceTimersByTime(1999);
    expect(isOpen).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(isOpen).toHaveBeenCalledTimes(1);
    open = true;
    vi.advanceTimersByTime(6000);
    expect(onOpen).toHaveBeenCalledTimes(1);
    open = false;
    vi.advanceTimersByTime(2000);
    open = true;
    vi.advanceTimersByTime(2000);
    expect(onOpen).toHaveBeenCalledTimes(2);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(isOpen).toHaveBeenCalledTimes(6);
  });

  it('does not run with the debug flag', () => {
    vi.useFakeTimers();
    const isOpen = vi.fn(() => true);
    startDevtoolsCheck({ disabled: () => true, isOpen, onOpen: vi.fn() });
    vi.advanceTimersByTime(10_000);
    expect(isOpen).not.toHaveBeenCalled();
  });

  it('a throwing check does not break anything', () => {
    vi.useFakeTimers();
    const stop = startDevtoolsCheck({
      disabled: () => false,
      isOpen: () => {
        throw new Error('x');
      },
      onOpen: vi.fn(),
    });
    expect(() => vi.advanceTimersByTime(4000)).not.toThrow();
    stop();
  });

  it.each([
    [{ outerWidth: 1920, innerWidth: 1920, outerHeight: 1080, innerHeight: 980 }, false],
    [{ outerWidth: 1920, innerWidth: 1400, outerHeight: 1080, innerHeight: 980 }, true],
    [{ outerWidth: 1920, innerWidth: 1920, outerHeight: 1080, innerHeight: 600 }, true],
  ])('docked tools heuristic %o -> %s', (win, open) => {
    expect(devtoolsLikelyOpen(win)).toBe(open);
  });
});

describe('font scale (spec 9: design width 1920, minimum 800)', () => {
  it.each([
    [1920, 16],
    [960, 8],
    [3840, 32],
    [800, 6.67],
    [500, 6.67],
  ])('width %i -> %f px', (width, px) => {
    expect(rootFontSize(width)).toBe(px);
  });
});

describe('theme colour from the tenant skin (spec 9)', () => {
  it.each([
    ['blue', 'blue'],
    ['#F95E5E', 'orange'],
    ['green', 'green'],
    ['#2ab28b', 'green'],
    ['', 'blue'],
    [undefined, 'blue'],
    ['purple', 'blue'],
  ])('%s -> %s', (skin, theme) => {
    expect(themeFromSkin(skin)).toBe(theme);
  });

  it('sets --color-primary', () => {
    applyTheme('orange');
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#f95e5e');
  });
});
