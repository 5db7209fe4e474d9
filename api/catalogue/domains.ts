// THE list of domains (docs/adding-a-vertical.md). One line per domain: its part of the catalogue. The
// server's module map (api/server/modules/index.ts) is typed by this list, so a domain listed here without
// its server module, or a call without its handler, does not compile.
import { acl } from './acl';
import { aftersale } from './aftersale';
import { approval } from './approval';
import { addressCalls } from './address';
import { cart } from './cart';
import { certify } from './certify';
import { freight } from './freight';
import { paytypeCalls } from './paytype';
import { file } from './file';
import { guide } from './guide';
import { indent } from './indent';
import { invoice } from './invoice';
import { join } from './join';
import { item } from './item';
import { mall } from './mall';
import { news } from './news';
import { notice } from './notice';
import { payment } from './payment';
import { permission } from './permission';
import { score } from './score';
import { report } from './report';
import { shortcut } from './shortcut';
import { sxnmfw } from './sxnmfw';
import { tenant } from './tenant';
import { user } from './user';

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
  score,
  report,
  certify,
  approval,
  join,
} as const;
