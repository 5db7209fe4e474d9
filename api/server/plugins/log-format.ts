// The server's log as a person reads it (issue 29 item 10: on a terminal it was JSON): when standard output
// is a terminal, each line is written as "09:30:01.234 INFO  msg key=value …" (an error's stack on the lines
// below it); anywhere else (a file, a pipe, a log collector) the JSON line is written unchanged. The choice
// is made once, at start; the lines are turned into text only when LogLines writes them, so the
// serialization on the request path is pino's as before.

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every line carries that a person at the terminal does not need to read on each line. */
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'msg']);

const two = (n: number) => String(n).padStart(2, '0');
const clock = (ms: number) => {
  const d = new Date(ms);
  return `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}.${String(d.getMilliseconds()).padStart(3, '0')}`;
};
/** A value as key=value shows it: plain words bare, anything else as JSON. */
const shown = (v: unknown) => (typeof v === 'string' && /^[^\s"=]+$/u.test(v) ? v : JSON.stringify(v));

/** One JSON log line (newline included) as a line for a person; a line that is not JSON is kept. */
export function humanLine(line: string): string {
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const level = LEVELS[o.level as number] ?? String(o.level);
  let text = `${typeof o.time === 'number' ? clock(o.time) : ''} ${level.padEnd(5)} ${typeof o.msg === 'string' ? o.msg : ''}`;
  let stack = '';
  for (const [k, v] of Object.entries(o)) {
    if (HIDDEN.has(k) || v === undefined) continue;
    const err = v as { stack?: unknown; message?: unknown };
    if (k === 'err' && typeof err === 'object' && err !== null && typeof err.stack === 'string') stack = `\n    ${err.stack.replace(/\n/g, '\n    ')}`;
    else text += ` ${k}=${shown(v)}`;
  }
  return `${text}${stack}\n`;
}

/** How the lines are written on an output: for a person on a terminal, unchanged (JSON) elsewhere. */
export const lineFormatFor = (out: { isTTY?: boolean }): ((line: string) => string) | undefined => (out.isTTY ? humanLine : undefined);
