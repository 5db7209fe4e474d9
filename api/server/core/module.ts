// What a domain's server module hands the server (api/server/modules/index.ts lists them, typed by the
// catalogue's domain list: docs/adding-a-vertical.md).
import type { DomainName } from '../../catalogue';
import type { DomainHandlers } from './context';

export interface ServerModule<D extends DomainName> {
  /** One handler per catalogue call of the domain. */
  handlers: DomainHandlers<D>;
}
