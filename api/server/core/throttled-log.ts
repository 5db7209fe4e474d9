// An error that repeats on every request (a shared store down) is logged at most once a second, with
// the number of occurrences since the last line, so an outage does not flood the log.
import type { FastifyBaseLogger } from 'fastify';

export class Throttled {
  private last = 0;
  private count = 0;
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly msg: string,
    private readonly everyMs = 1_000,
  ) {}

  error(err: unknown): void {
    this.count++;
    const t = Date.now();
    if (t - this.last < this.everyMs) return;
    this.log.error({ err, occurrences: this.count }, this.msg);
    this.last = t;
    this.count = 0;
  }
}
