// THE server module map: one line per domain of api/catalogue/domains.ts. Typed by that list, so a
// catalogue domain without its module (or a module without its domain) does not compile, and each
// module's handler table is exhaustive by DomainHandlers (docs/adding-a-vertical.md).
import type { DomainName } from '../../catalogue';
import { registerJobs, scheduledJobs, type HandlerTable, type ServerModule } from '../core';
import { aclModule } from './acl';
import { aftersaleModule } from './aftersale';
import { addressModule } from './address';
import { approvalModule } from './approval';
import { bankcardModule } from './bankcard';
import { performanceModule } from './performance';
import { cartModule } from './cart';
import { certifyModule } from './certify';
import { complaintModule } from './complaint';
import { couponModule } from './coupon';
import { freightModule } from './freight';
import { paytypeModule } from './paytype';
import { fileModule } from './file';
import { financeModule } from './finance';
import { guideModule } from './guide';
import { indentModule } from './indent';
import { invoiceModule } from './invoice';
import { joinModule } from './join';
import { itemModule } from './item';
import { mallModule } from './mall';
import { newsModule } from './news';
import { noticeModule } from './notice';
import { organModule } from './organ';
import { paymentModule } from './payment';
import { permissionModule } from './permission';
import { scoreModule } from './score';
import { settlementModule } from './settlement';
import { reportModule } from './report';
import { shopModule } from './shop';
import { shopmediaModule } from './shopmedia';
import { shortcutModule } from './shortcut';
import { sxnmfwModule } from './sxnmfw';
import { tenantModule } from './tenant';
import { tntcfgModule } from './tntcfg';
import { userModule } from './user';
import { warehouseModule } from './warehouse';

export const modules = {
  permission: permissionModule,
  acl: aclModule,
  user: userModule,
  tenant: tenantModule,
  mall: mallModule,
  notice: noticeModule,
  shortcut: shortcutModule,
  guide: guideModule,
  sxnmfw: sxnmfwModule,
  item: itemModule,
  indent: indentModule,
  file: fileModule,
  news: newsModule,
  payment: paymentModule,
  cart: cartModule,
  address: addressModule,
  paytype: paytypeModule,
  freight: freightModule,
  aftersale: aftersaleModule,
  invoice: invoiceModule,
  coupon: couponModule,
  settlement: settlementModule,
  score: scoreModule,
  report: reportModule,
  certify: certifyModule,
  approval: approvalModule,
  join: joinModule,
  bankcard: bankcardModule,
  performance: performanceModule,
  complaint: complaintModule,
  organ: organModule,
  tntcfg: tntcfgModule,
  shop: shopModule,
  shopmedia: shopmediaModule,
  warehouse: warehouseModule,
  finance: financeModule,
} satisfies { [D in DomainName]: ServerModule<D> };

type Modules = typeof modules;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

// The modules' scheduled jobs and their connections to each other, registered here once, explicitly: a
// job or a listener exists because its module lists it, never because a file happened to be imported.
const all = Object.values(modules) as readonly Partial<Pick<ServerModule<DomainName>, 'jobs' | 'wiring'>>[];
registerJobs(all.flatMap((m) => m.jobs ?? []));
for (const w of all.flatMap((m) => m.wiring ?? [])) w.attach();

/** Every call's handler by key, as the server registers them. */
export const handlers: HandlerTable = Object.assign({}, ...Object.values(modules).map((m) => m.handlers));

/** Every domain's tables, by name (start-up, seed and tests; a module uses its own tables.ts and the
 * `<domain>Tables` of the index.ts of the modules it builds on). */
export const tables = Object.assign({ scheduledJobs }, ...Object.values(modules).map((m) => m.tables)) as UnionToIntersection<Modules[keyof Modules]['tables']> & { scheduledJobs: typeof scheduledJobs };
