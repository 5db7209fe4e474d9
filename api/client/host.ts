// What the client needs from the application. api/client may not import src/ (the arrows of
// ARCHITECTURE.md), so the app hands these in; tests hand in fakes.

/** Spec 3: the token object, as api/catalogue's tokenDTO answers it (login, account switch, refresh).
 * `expired` is the absolute epoch time in ms at which access_token stops working (wire.ts TOKEN_TTL);
 * `seqNo` names the login (the session family) and is what logout sends. */
export interface TokenObject {
  access_token: string;
  refresh_token: string;
  expired: number;
  seqNo: string;
}

/** The per-request values the headers carry (spec 7). */
export interface RequestContext {
  token?: string | undefined;
  tntId?: string | undefined;
  idytpCd?: string | undefined;
  /** Spec 7: optional anti-replay session id. */
  sid?: string | undefined;
}

export interface ClientHost {
  context(): RequestContext;
  tokenObject(): TokenObject | null;
  setTokenObject(token: TokenObject): void;
  /** An error toast (durationMs 2000 or 5000) or a success message (spec 8). */
  toast(message: string, options: { type: 'error' | 'success'; durationMs?: number }): void;
  /** A modal alert with one button; resolves when it is closed. */
  alert(message: string, options: { button: string }): Promise<void>;
  /** Spec 8: log out and go to login. */
  logout(): void | Promise<void>;
  /** Spec 8 YGZLTCAU00000003: reset the token and reload the page. */
  resetTokenAndReload(): void;
}
