// Runs a read call's handler inside another call's request (the tenant admin's preview as a role,
// modules/tntcfg/preview.ts), its body checked by the call's own request schema as if it had come over the
// wire. A read handler (core/read-handler.ts: it can read its tenant and nothing else) runs as it is; any
// other handler runs on read-only services (core/read-only-deps.ts: its transactions are read only, nothing
// outside can be reached), so a preview changes no data whichever call the screen reads with. Here because
// app.ts holds the handler table, which a module may not import.
import type { ValidateFunction } from 'ajv';
import { catalogue } from '../catalogue';
import { fail, type CallContext } from './core';
import { isReadHandler } from './core/read-handler';
import { isReadOnlyRefusal, READ_ONLY_REFUSAL, readOnlyDeps } from './core/read-only-deps';
import { handlers } from './modules';
import type { ReadCalls } from './modules/tntcfg';
import { checkPayload } from './plugins/validation';

type AnyHandler = (ctx: CallContext<unknown>) => Promise<unknown>;

export function readCalls(validators: ReadonlyMap<string, ValidateFunction>): ReadCalls {
  return {
    async run(key: string, body: unknown, outer: CallContext<unknown>): Promise<unknown> {
      const call = catalogue.find((c) => c.key === key);
      const handler = call ? (handlers[call.key] as AnyHandler | undefined) : undefined;
      if (!call || !handler) throw fail('BAD_REQUEST', '预览的数据不存在');
      const validate = validators.get(key);
      if (validate) checkPayload(validate, body);
      if (isReadHandler(handler)) return handler({ ...outer, body, call });
      try {
        return await handler({ ...outer, deps: readOnlyDeps(outer.deps), body, call });
      } catch (e) {
        // A write tried by the handler: refused, whatever error the database or the handler made of it.
        if (isReadOnlyRefusal(e)) throw fail('BAD_REQUEST', READ_ONLY_REFUSAL);
        throw e;
      }
    },
  };
}
