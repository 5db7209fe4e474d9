// Spec 1: console output is suppressed unless a log level is set in local storage. With a level, the
// methods at or above it pass: debug < info (log) < warn < error.

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };
const METHOD_RANK: Record<string, number> = { debug: 0, trace: 0, log: 1, info: 1, table: 1, dir: 1, group: 1, groupCollapsed: 1, warn: 2, error: 3 };

/** Any non-empty value not naming a level lets everything through (somebody asked for output). */
export function parseLevel(raw: string | null | undefined): LogLevel | 'all' | null {
  if (!raw) return null;
  const v = raw.trim().toLowerCase();
  return v in RANK ? (v as LogLevel) : 'all';
}

export type ConsoleLike = Record<string, unknown>;

/** Silence what the level does not allow. Returns a restore function and the original methods. */
export function installConsoleFilter(target: ConsoleLike, level: LogLevel | 'all' | null): { restore: () => void; original: Readonly<ConsoleLike> } {
  const original: ConsoleLike = {};
  const threshold = level === null ? Infinity : level === 'all' ? -1 : RANK[level];
  for (const [method, rank] of Object.entries(METHOD_RANK)) {
    if (typeof target[method] !== 'function') continue;
    original[method] = target[method];
    if (rank < threshold) target[method] = () => undefined;
  }
  return {
    original,
    restore: () => {
      for (const [method, fn] of Object.entries(original)) target[method] = fn;
    },
  };
}
