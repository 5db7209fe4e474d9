// What the client needs of a call to send it: a slice of the catalogue's CallDef, generated into
// gen/routes.ts (scripts/call-routes-source.ts) so the browser never loads the catalogue's schemas.
import type { CallDef } from '../catalogue/types';

export type CallRoute = Pick<CallDef, 'method' | 'path' | 'encrypted' | 'replayExempt'> & {
  /** The request's `pageSize.maximum`, when the catalogue declares one. */
  pageSizeMax?: number;
};

export type CallRoutes = ReadonlyMap<string, CallRoute>;
