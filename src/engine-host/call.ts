// The engine's caller over api/client (docs/contracts.md section 4): resolves with resultData; rejects with
// { code, msg, detail, handled }, handled when the client already applied the spec 8 table (toast, alert,
// logout) so the engine does not say it twice.
import type { CallError, CallOptions, EngineContext } from '../../engine';
import { ApiError, type ApiClient } from '../../api/client';

export function engineCall(client: ApiClient): EngineContext['call'] {
  return async (key: string, payload?: unknown, options?: CallOptions) => {
    try {
      return await client.callByName(key, payload ?? {}, {
        ...(options?.quiet ? { quiet: true } : {}),
        ...(options?.onUploadProgress ? { onUploadProgress: options.onUploadProgress } : {}),
        ...(options?.signal ? { signal: options.signal } : {}),
      });
    } catch (e) {
      if (e instanceof ApiError) {
        const error: CallError = { code: e.code, msg: e.msg, handled: e.shown || !!options?.quiet };
        if (e.detail !== undefined) error.detail = e.detail;
        throw error;
      }
      throw { code: 'unknown', msg: '服务器异常，请稍后再试' } satisfies CallError;
    }
  };
}
