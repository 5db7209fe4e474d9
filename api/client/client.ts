// call(key, payload): look the key up in the catalogue, refresh the token if due, seal password payloads,
// send, read the answer through the spec 8 table, show what it says, resolve with resultData.
import { callByKey, type CallDef } from '../catalogue';
import { sealPayload } from './crypto';
import { ApiError, interpret, type Reaction } from './errors';
import type { ClientHost, TokenObject } from './host';
import { ENCRYPTED_KEYS, KEYS } from './keys';
import { TokenRefresher } from './refresher';
import { Transport, type TransportOptions } from './transport';

export interface ClientOptions extends TransportOptions {
  host: ClientHost;
  /** The catalogue to call by; defaults to api/catalogue's callByKey. Tests inject their own. */
  catalogue?: ReadonlyMap<string, CallDef>;
}

export interface ApiClient {
  /** Resolves with resultData; rejects with ApiError {code, msg} (docs/contracts.md section 4). */
  call<T = unknown>(key: string, payload?: unknown): Promise<T>;
  readonly refresher: TokenRefresher;
}

/** getPubKey answers the key itself; accept the obvious wrappers too. */
function publicKeyOf(resultData: unknown): string {
  if (typeof resultData === 'string') return resultData;
  if (resultData && typeof resultData === 'object') {
    const r = resultData as { key?: unknown; publicKey?: unknown };
    if (typeof r.publicKey === 'string') return r.publicKey;
    if (typeof r.key === 'string') return r.key;
  }
  throw new ApiError('no-public-key', '服务器异常，请稍后再试');
}

export function createClient(options: ClientOptions): ApiClient {
  const { host } = options;
  const catalogue = options.catalogue ?? callByKey;
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

  const react = (reaction: Reaction): void => {
    const ends = reaction.then !== 'none';
    if (ends) {
      if (leaving) return;
      leaving = true;
    }
    const { show } = reaction;
    if (show.kind === 'success') host.toast(show.message, { type: 'success' });
    if (show.kind === 'toast') host.toast(show.message, { type: 'error', durationMs: show.durationMs });
    if (show.kind === 'alert') {
      void host.alert(show.message, { button: show.button }).then(() => finish(reaction.then), () => finish(reaction.then));
    } else if (ends) {
      void finish(reaction.then);
    }
  };

  const send = async (key: string, payload: unknown): Promise<unknown> => {
    const def = catalogue.get(key);
    if (!def) throw new ApiError('unknown-key', `catalogue has no call ${key}`);
    const outcome = await transport.send(def, payload, host.context());
    const reaction = interpret(outcome);
    react(reaction);
    if (reaction.settle === 'resolve' && outcome.kind === 'envelope') return outcome.envelope.resultData;
    const detail = outcome.kind === 'envelope' ? outcome.envelope.detail : undefined;
    throw new ApiError(reaction.code, reaction.message, detail, reaction.show.kind !== 'none');
  };

  const refresher = new TokenRefresher({
    host,
    now,
    refresh: async (refreshToken) => (await send(KEYS.refreshToken, { refreshToken })) as TokenObject,
  });

  const seal = async (payload: unknown) => {
    const key = publicKeyOf(await send(KEYS.getPubKey, {}));
    return sealPayload((payload ?? {}) as Record<string, unknown>, key, now());
  };

  return {
    refresher,
    async call<T>(key: string, payload?: unknown): Promise<T> {
      if (key !== KEYS.refreshToken) await refresher.beforeCall();
      const body = ENCRYPTED_KEYS.has(key) ? await seal(payload) : payload;
      return (await send(key, body)) as T;
    },
  };
}
