// Token refresh (spec 4 and 9): when the access token expires within 30 minutes, refresh it, debounced
// 2 s so a burst of calls makes one refresh; one refresh in flight at a time, and calls made while it
// runs wait for it so they carry the new token.
import { TOKEN_REFRESH_DEBOUNCE_MS, TOKEN_REFRESH_WINDOW_MS } from './constants';
import type { ClientHost, TokenObject } from './host';

export interface RefresherDeps {
  host: Pick<ClientHost, 'tokenObject' | 'setTokenObject'>;
  /** Sends refreshToken and resolves with the new token object. */
  refresh: (refreshToken: string) => Promise<TokenObject>;
  now: () => number;
}

export class TokenRefresher {
  private inflight: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly deps: RefresherDeps) {}

  /** ms until the access token expires, or null when there is nothing to refresh. */
  private remaining(): number | null {
    const token = this.deps.host.tokenObject();
    if (!token?.refresh_token || !Number.isFinite(token.expired)) return null;
    return token.expired - this.deps.now();
  }

  /** Spec 9: within 1,800,000 ms of expiry. */
  isDue(): boolean {
    const left = this.remaining();
    return left !== null && left <= TOKEN_REFRESH_WINDOW_MS;
  }

  /** Called before every call except the refresh itself. */
  async beforeCall(): Promise<void> {
    if (this.inflight) await this.inflight.catch(() => undefined);
    const left = this.remaining();
    if (left === null || left > TOKEN_REFRESH_WINDOW_MS) return;
    // Already expired: a call with this token would only fail, so refresh now and wait.
    if (left <= 0) return this.refreshNow().catch(() => undefined);
    this.schedule();
  }

  /** Trailing debounce: the refresh runs 2 s after the last call that found the token due. */
  private schedule(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.isDue()) void this.refreshNow().catch(() => undefined);
    }, TOKEN_REFRESH_DEBOUNCE_MS);
  }

  /** Start a refresh, or join the one in flight. */
  refreshNow(): Promise<void> {
    if (this.inflight) return this.inflight;
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const token = this.deps.host.tokenObject();
    if (!token?.refresh_token) return Promise.resolve();
    this.inflight = this.deps
      .refresh(token.refresh_token)
      .then((next) => this.deps.host.setTokenObject(next))
      .finally(() => {
        this.inflight = null;
      });
    return this.inflight;
  }

  /** Forget any scheduled refresh (logout). */
  cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
