// Every module's handlers, gathered: one table from catalogue key to handler.
import type { HandlerTable } from '../core';
import { aclHandlers } from './acl';
import { addressHandlers } from './address';
import { cartHandlers } from './cart';
import { freightHandlers } from './freight';
import { paytypeHandlers } from './paytype';
import { fileHandlers } from './file';
import { guideHandlers } from './guide';
import { itemHandlers } from './item';
import { mallHandlers } from './mall';
import { newsHandlers } from './news';
import { noticeHandlers } from './notice';
import { shortcutHandlers } from './shortcut';
import { sxnmfwHandlers } from './sxnmfw';
import { tenantHandlers } from './tenant';
import { userHandlers } from './user';

export const handlers: HandlerTable = {
  ...aclHandlers,
  ...userHandlers,
  ...tenantHandlers,
  ...mallHandlers,
  ...noticeHandlers,
  ...shortcutHandlers,
  ...guideHandlers,
  ...sxnmfwHandlers,
  ...itemHandlers,
  ...fileHandlers,
  ...newsHandlers,
  ...cartHandlers,
  ...addressHandlers,
  ...paytypeHandlers,
  ...freightHandlers,
};
