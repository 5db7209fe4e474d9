// THE server module map: one line per domain of api/catalogue/domains.ts. Typed by that list, so a
// catalogue domain without its module (or a module without its domain) does not compile, and each
// module's handler table is exhaustive by DomainHandlers (docs/adding-a-vertical.md).
import type { DomainName } from '../../catalogue';
import type { HandlerTable, ServerModule } from '../core';
import { aclModule } from './acl';
import { fileModule } from './file';
import { guideModule } from './guide';
import { indentModule } from './indent';
import { itemModule } from './item';
import { mallModule } from './mall';
import { newsModule } from './news';
import { noticeModule } from './notice';
import { shortcutModule } from './shortcut';
import { sxnmfwModule } from './sxnmfw';
import { tenantModule } from './tenant';
import { userModule } from './user';

export const modules = {
  acl: aclModule,
  user: userModule,
  tenant: tenantModule,
  mall: mallModule,
  notice: noticeModule,
  shortcut: shortcutModule,
  guide: guideModule,
  sxnmfw: sxnmfwModule,
  item: itemModule,
  file: fileModule,
  news: newsModule,
  indent: indentModule,
} satisfies { [D in DomainName]: ServerModule<D> };

/** Every call's handler by key, as the server registers them. */
export const handlers: HandlerTable = Object.assign({}, ...Object.values(modules).map((m) => m.handlers));
