// Where the server's log lines go (pino's destination): gathered during one turn of the event loop and
// handed to the output (standard output by default) as one write at the end of it.
//
// Why not pino's own destination (sonic-boom): under load it cost about 5 µs of server CPU per request
// line (issue 13 item 11, measured with perf on the bench's constant-answer route). Each line measured the
// UTF-8 length of the whole text still waiting to be written (a string that grows while a write is under
// way: flattened and scanned again per line), and every write went through the thread pool and back (a
// futex wake-up and a completion per write). One write per turn of the loop costs a few hundred nanoseconds
// a line here. Standard output to a file or a pipe is written synchronously by Node on Linux, so the
// output's own back-pressure holds as before.
//
// Lines still waiting when the process exits (process.exit, an uncaught error) are written on 'exit'.
//
// On a terminal the lines are written for a person (log-format.ts), turned into text here, when written.
import { lineFormatFor } from './log-format';

export class LogLines {
  private lines: string[] = [];
  private scheduled = false;

  constructor(
    private readonly out: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
    /** Each line as written: by default, for a person when `out` is a terminal, else the JSON itself. */
    private readonly format: ((line: string) => string) | undefined = lineFormatFor(out),
  ) {
    process.once('exit', this.flush);
  }

  /** pino's destination interface: one serialized line, newline included. */
  write(line: string): boolean {
    this.lines.push(line);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.flush);
    }
    return true;
  }

  /** Writes what waits (also called by pino on a fatal line). */
  readonly flush = (): void => {
    this.scheduled = false;
    if (this.lines.length === 0) return;
    const lines = this.format ? this.lines.map(this.format) : this.lines;
    const text = lines.length === 1 ? lines[0]! : lines.join('');
    this.lines = [];
    this.out.write(text);
  };

  /** pino calls flushSync() when it must not lose lines (pino.final, a fatal log). */
  flushSync(): void {
    this.flush();
  }

  /** No longer written at exit (the server closed and flushed). */
  close(): void {
    this.flush();
    process.removeListener('exit', this.flush);
  }
}
