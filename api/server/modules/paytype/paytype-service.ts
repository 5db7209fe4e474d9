// The seller's pay types (payment-manage) and shop payment settings (shop-payment-manage), and the buyer's
// read of what a seller accepts (checkout, order creation).
import { and, eq, inArray } from 'drizzle-orm';
import { withTenant, type Tx } from '../../db';
import { fail, type Deps } from '../../core';
import type { TenantReads } from '../../core/read-handler';
import { formatDateTime } from '../../format';
import type { Seller } from '../item';
import { CREDIT_PAY_TYPE, DEFAULT_ACCEPTED, isCreditPayType, isInstalmentPayType, PAY_TYPE_NAMES, PAY_TYPES, type PayType } from '../../codes';
import * as paytypeT from './tables';
import { userTables } from '../user';

/** The tables this file reads and writes, by the names the queries use. */
const t = { ...paytypeT, companies: userTables.companies };

export interface PayTypeSetting {
  payType: PayType;
  payTypeNm: string;
  enabled: boolean;
  /** Paid by an instalment plan (its setting carries a count and an interval). */
  instalmentPlan: boolean;
  /** A credit sale (its setting carries credit days). */
  credit: boolean;
  instalmentCount?: number;
  intervalDays?: number;
  creditDays?: number;
}

type Row = typeof t.shopPayTypes.$inferSelect;

function setting(payType: PayType, row: Row | undefined, noRows: boolean): PayTypeSetting {
  const enabled = row ? row.enabled : noRows && DEFAULT_ACCEPTED.includes(payType);
  const s: PayTypeSetting = { payType, payTypeNm: PAY_TYPE_NAMES[payType], enabled, instalmentPlan: isInstalmentPayType(payType), credit: isCreditPayType(payType) };
  if (row?.instalmentCount != null) s.instalmentCount = row.instalmentCount;
  if (row?.intervalDays != null) s.intervalDays = row.intervalDays;
  if (row?.creditDays != null) s.creditDays = row.creditDays;
  return s;
}

/** All six pay types of each seller, in spec order (a seller without rows: 5 only). */
function settingsOf(rows: Row[], sellerId: string): PayTypeSetting[] {
  const own = rows.filter((r) => r.companyId === sellerId);
  return PAY_TYPES.map((p) => setting(p, own.find((r) => r.payType === p), own.length === 0));
}

export async function payTypeList(read: TenantReads, s: Seller): Promise<PayTypeSetting[]> {
  const rows = await read.query((q) =>
    q.select().from(t.shopPayTypes).where(and(eq(t.shopPayTypes.tntId, s.tntId), eq(t.shopPayTypes.companyId, s.companyId))));
  return settingsOf(rows, s.companyId);
}

export interface PayTypeInput {
  payType: PayType;
  enabled: boolean;
  instalmentCount?: number;
  intervalDays?: number;
  creditDays?: number;
}

/** Settings only where they apply; an enabled instalment or credit type needs them. */
function clean(body: PayTypeInput) {
  const instalment = isInstalmentPayType(body.payType);
  const credit = isCreditPayType(body.payType);
  if (body.enabled && instalment && body.instalmentCount == null) throw fail('BAD_REQUEST', '请输入分期期数');
  if (body.enabled && instalment && body.intervalDays == null) throw fail('BAD_REQUEST', '请输入每期间隔天数');
  if (body.enabled && credit && body.creditDays == null) throw fail('BAD_REQUEST', '请输入赊销账期');
  return {
    instalmentCount: instalment ? (body.instalmentCount ?? null) : null,
    intervalDays: instalment ? (body.intervalDays ?? null) : null,
    creditDays: credit ? (body.creditDays ?? null) : null,
  };
}

export async function savePayType(deps: Deps, s: Seller, body: PayTypeInput): Promise<PayTypeSetting> {
  const v = clean(body);
  return withTenant(deps.orm, s.tntId, async (tx) => {
    const mine = and(eq(t.shopPayTypes.tntId, s.tntId), eq(t.shopPayTypes.companyId, s.companyId));
    // Lock the seller's rows: the "at least one accepted" check sees every concurrent change.
    const rows = await tx.select().from(t.shopPayTypes).where(mine).for('update');
    const current = settingsOf(rows, s.companyId);
    const updatedAt = new Date(deps.clock.now());
    if (!body.enabled && !current.some((x) => x.enabled && x.payType !== body.payType)) throw fail('CONFLICT', '至少保留一种支付方式');
    // The first change of a seller without rows writes all six, so the implied default (5) stays what it was.
    if (rows.length === 0) {
      await tx.insert(t.shopPayTypes).values(current.map((x) => ({
        tntId: s.tntId, companyId: s.companyId, payType: x.payType, enabled: x.enabled, instalmentCount: null, intervalDays: null, creditDays: null, updatedAt,
      })));
    }
    const [row] = await tx.update(t.shopPayTypes).set({ enabled: body.enabled, ...v, updatedAt })
      .where(and(mine, eq(t.shopPayTypes.payType, body.payType))).returning();
    return setting(body.payType, row, false);
  });
}

type SettingRow = typeof t.shopPaySettings.$inferSelect;
const settingAnswer = (r: SettingRow | undefined) => ({
  onlineEnabled: r?.onlineEnabled ?? true, bankName: r?.bankName ?? '', accountName: r?.accountName ?? '', accountNo: r?.accountNo ?? '',
  ...(r ? { updatedAt: formatDateTime(r.updatedAt) } : {}),
});

export async function shopSetting(read: TenantReads, s: Seller) {
  const [row] = await read.query((q) =>
    q.select().from(t.shopPaySettings).where(and(eq(t.shopPaySettings.tntId, s.tntId), eq(t.shopPaySettings.companyId, s.companyId))));
  return settingAnswer(row);
}

export interface ShopSettingInput {
  onlineEnabled: boolean;
  bankName: string;
  accountName: string;
  accountNo: string;
}

export async function saveShopSetting(deps: Deps, s: Seller, body: ShopSettingInput) {
  const v = { onlineEnabled: body.onlineEnabled, bankName: body.bankName.trim(), accountName: body.accountName.trim(), accountNo: body.accountNo.trim() };
  const filled = [v.bankName, v.accountName, v.accountNo].filter(Boolean).length;
  // The receiving account is all or nothing: offline pay shows it to the buyer.
  if (filled > 0 && filled < 3) throw fail('BAD_REQUEST', '请完整填写开户银行、收款户名和收款账号');
  if (!v.onlineEnabled && filled === 0) throw fail('BAD_REQUEST', '未开通在线支付时，请填写线下收款账户');
  const updatedAt = new Date(deps.clock.now());
  const [row] = await withTenant(deps.orm, s.tntId, (tx) =>
    tx.insert(t.shopPaySettings).values({ tntId: s.tntId, companyId: s.companyId, ...v, updatedAt })
      .onConflictDoUpdate({ target: [t.shopPaySettings.tntId, t.shopPaySettings.companyId], set: { ...v, updatedAt } })
      .returning());
  return settingAnswer(row);
}

export interface AcceptedPayTypes {
  sellerId: string;
  payTypes: PayTypeSetting[];
  onlineEnabled: boolean;
  /** The receiving account for offline pay (empty strings when the seller set none). */
  receivingAccount: { bankName: string; accountName: string; accountNo: string };
}

/** Public face (checkout, order creation): the enabled pay types of each seller, in a transaction. */
export async function acceptedPayTypes(tx: Tx, tntId: string, sellerIds: readonly string[]): Promise<Map<string, AcceptedPayTypes>> {
  const ids = [...new Set(sellerIds)];
  const out = new Map<string, AcceptedPayTypes>();
  if (!ids.length) return out;
  const rows = await tx.select().from(t.shopPayTypes).where(and(eq(t.shopPayTypes.tntId, tntId), inArray(t.shopPayTypes.companyId, ids)));
  const settings = await tx.select().from(t.shopPaySettings).where(and(eq(t.shopPaySettings.tntId, tntId), inArray(t.shopPaySettings.companyId, ids)));
  for (const id of ids) {
    const st = settingAnswer(settings.find((x) => x.companyId === id));
    out.set(id, {
      sellerId: id,
      payTypes: settingsOf(rows, id).filter((x) => x.enabled),
      onlineEnabled: st.onlineEnabled,
      receivingAccount: { bankName: st.bankName, accountName: st.accountName, accountNo: st.accountNo },
    });
  }
  return out;
}

/** The seller's credit days for pay type 10 (payment-manage), null when it never set them: the credit due
 * date of an order counts these from the agreement (the tenant's ORDER_CREDIT_DAYS only when unset). */
export async function creditDaysOf(tx: Tx, tntId: string, sellerId: string): Promise<number | null> {
  const [row] = await tx
    .select({ days: t.shopPayTypes.creditDays })
    .from(t.shopPayTypes)
    .where(and(eq(t.shopPayTypes.tntId, tntId), eq(t.shopPayTypes.companyId, sellerId), eq(t.shopPayTypes.payType, CREDIT_PAY_TYPE)));
  return row?.days ?? null;
}

/** The buyer's read (paytype.accepted): sellers of the tenant only; unknown ids answer nothing. */
export async function acceptedForBuyer(deps: Deps, tntId: string, sellerIds: string[]) {
  return withTenant(deps.orm, tntId, async (tx) => {
    const known = await tx.select({ id: t.companies.companyId }).from(t.companies).where(and(eq(t.companies.tntId, tntId), inArray(t.companies.companyId, sellerIds)));
    const map = await acceptedPayTypes(tx, tntId, known.map((k) => k.id));
    return [...map.values()].map(({ sellerId, payTypes, onlineEnabled }) => ({ sellerId, payTypes, onlineEnabled }));
  });
}
