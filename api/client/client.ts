// call(key, payload): look the key up in the catalogue, refresh the token if due, seal password payloads
// (the catalogue marks them), send, read the answer through the spec 8 table, show what it says, resolve
// with resultData.
import type { CallKey, CallOf, RequestOf, ResponseOf } from '../catalogue';
import type { CallRoute, CallRoutes } from './call-route';
import { callRoutes } from './routes';
import { sealedBody } from './crypto';
import { ApiError, interpret, type Reaction } from './errors';
import type { ClientHost, TokenObject } from './host';
import { KEYS } from './keys';
import { TokenRefresher } from './refresher';
import { Transport, type TransportOptions } from './transport';

export interface ClientOptions extends TransportOptions {
  host: ClientHost;
  /** The calls' routes to send by; defaults to the table generated from api/catalogue (routes.ts). Tests inject their own. */
  catalogue?: CallRoutes;
}

export interface CallOptions {
  /** Spec 8 "Footer and menu request failures are silently ignored": no toast or success message for
   * this call. Answers that end the session (expired, forced out, invalid token) still do what spec 8
   * says, since the session is over whoever asked. */
  quiet?: boolean;
  /** Upload progress of a payload holding a file (sent by XMLHttpRequest, whose upload reports it). */
  onUploadProgress?: (loaded: number, total: number) => void;
  /** Cancels the request; the call rejects with ApiError 'aborted' and nothing is shown. */
  signal?: AbortSignal;
}

/** What the caller hands call(): the request of K, except for a call whose whole payload travels sealed
 * (CallDef.encrypted 'payload': the wire carries {data}); its caller hands the plain fields to seal. */
export type PayloadOf<K extends CallKey> = CallOf<K> extends { encrypted: 'payload' } ? Record<string, unknown> : RequestOf<K>;

export interface ApiClient {
  /** Resolves with resultData; rejects with ApiError {code, msg} (docs/contracts.md section 4). The
   * payload and the answer are typed by the catalogue's schemas of the key (api/catalogue/typing.ts, gen/calls.ts). */
  call<K extends CallKey>(key: K, payload: PayloadOf<K>, options?: CallOptions): Promise<ResponseOf<K>>;
  /** A call named by data (a screen file's data source or action): schemas:check proved the key exists,
   * the server validates the payload; the answer is whatever the screen maps. */
  callByName(key: string, payload?: unknown, options?: CallOptions): Promise<unknown>;
  readonly refresher: TokenRefresher;
}

/** acl.getPubKey answers {key, keyId} (api/catalogue/acl.ts); key is the PEM. */
function publicKeyOf(resultData: unknown): string {
  const key = (resultData as { key?: unknown } | null)?.key;
  if (typeof key === 'string' && key !== '') return key;
  throw new ApiError('no-public-key', '服务器异常，请稍后再试');
}

export function createClient(options: ClientOptions): ApiClient {
  const { host } = options;
  const catalogue = options.catalogue ?? callRoutes;
  const transport = new Transport(options);
  const now = options.now ?? (() => Date.now());
  // A logout or reload is underway: later answers with the same news must not alert again.
  let leaving = false;

  const finish = async (then: Reaction['then']): Promise<void> => {
    try {
      refresher.cancel();
      if (then === 'logout') await host.logout();
      else if (then === 'reset-token-reload') host.resetTokenAndReload();
    } catch {
      // The page is leaving anyway; a failed logout call must not surface as another error.
    } finally {
      leaving = false;
    }
  };

  const react = (reaction: Reaction, quiet: boolean): boolean => {
    const ends = reaction.then !== 'none';
    if (ends) {
      // Told already by the first answer of the burst.
      if (leaving) return reaction.show.kind !== 'none';
      leaving = true;
    } else if (quiet) return false;
    const { show } = reaction;
    if (show.kind === 'success') host.toast(show.message, { type: 'success' });
    if (show.kind === 'toast') host.toast(show.message, { type: 'error', durationMs: show.durationMs });
    if (show.kind === 'alert') {
      void host.alert(show.message, { button: show.button }).then(() => finish(reaction.then), () => finish(reaction.then));
    } else if (ends) {
      void finish(reaction.then);
    }
    return show.kind !== 'none';
  };

  const send = async (def: CallRoute, body: unknown, quiet = false, options: CallOptions = {}): Promise<unknown> => {
    const ctx = host.context();
    const outcome = await transport.send(def, body, ctx, options);
    // The user cancelled: no toast, no table; the caller knows.
    if (outcome.kind === 'aborted') throw new ApiError('aborted', '已取消上传', undefined, true);
    const reaction = interpret(outcome);
    // An answer that ends the session, to a request sent with a token the session has replaced since (an
    // enterprise switch answered while the page's requests were out: the old token refused), is about the
    // session that has already gone: the new one goes on, and nothing is said (the switch logged the
    // buyer out of the account it had just opened).
    const stale = reaction.then !== 'none' && ctx.token !== undefined && host.context().token !== ctx.token;
    const shown = stale ? true : react(reaction, quiet);
    if (reaction.settle === 'resolve' && outcome.kind === 'envelope') return outcome.envelope.resultData;
    const detail = outcome.kind === 'envelope' ? outcome.envelope.detail : undefined;
    throw new ApiError(reaction.code, reaction.message, detail, shown);
  };

  const defOf = (key: string): CallRoute => {
    const def = catalogue.get(key);
    if (!def) throw new ApiError('unknown-key', `catalogue has no call ${key}`);
    return def;
  };

  const refresher = new TokenRefresher({
    host,
    now,
    refresh: async (refreshToken) => (await send(defOf(KEYS.refreshToken), { refreshToken })) as TokenObject,
  });

  const publicKey = async (): Promise<string> => publicKeyOf(await send(defOf(KEYS.getPubKey), {}));

  async function callByName(key: string, payload?: unknown, options: CallOptions = {}): Promise<unknown> {
    const def = defOf(key);
    if (key !== KEYS.refreshToken) await refresher.beforeCall();
    const body = await sealedBody(def, payload, publicKey, now());
    return send(def, body, options.quiet, options);
  }

  return {
    refresher,
    call: (key, payload, options) => callByName(key, payload, options) as Promise<never>,
    callByName,
  };
}
