// THE list of domains (docs/adding-a-vertical.md). One line per domain: its part of the catalogue. The
// server's module map (api/server/modules/index.ts) is typed by this list, so a domain listed here without
// its server module, or a call without its handler, does not compile.
import { acl } from './acl';
import { aftersale } from './aftersale';
import { approval } from './approval';
import { bankcard } from './bankcard';
import { performance } from './performance';
import { addressCalls } from './address';
import { cart } from './cart';
import { certify } from './certify';
import { complaint } from './complaint';
import { coupon } from './coupon';
import { freight } from './freight';
import { paytypeCalls } from './paytype';
import { file } from './file';
import { finance } from './finance';
import { guide } from './guide';
import { indent } from './indent';
import { invoice } from './invoice';
import { join } from './join';
import { item } from './item';
import { mall } from './mall';
import { news } from './news';
import { organ } from './organ';
import { notice } from './notice';
import { payment } from './payment';
import { permission } from './permission';
import { score } from './score';
import { settlement } from './settlement';
import { report } from './report';
import { shop } from './shop';
import { shopmedia } from './shopmedia';
import { shortcut } from './shortcut';
import { sxnmfw } from './sxnmfw';
import { tenant } from './tenant';
import { tntcfg } from './tntcfg';
import { user } from './user';
import { warehouse } from './warehouse';

export const domains = {
  permission,
  acl,
  user,
  tenant,
  mall,
  notice,
  shortcut,
  guide,
  sxnmfw,
  item,
  indent,
  file,
  news,
  payment,
  cart,
  address: addressCalls,
  paytype: paytypeCalls,
  freight,
  aftersale,
  invoice,
  coupon,
  settlement,
  score,
  report,
  certify,
  approval,
  join,
  bankcard,
  performance,
  complaint,
  organ,
  tntcfg,
  shop,
  shopmedia,
  warehouse,
  finance,
} as const;
