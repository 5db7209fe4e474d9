// An owner's cash accounts: at most 10, each account number once, exactly one default while any exist (the
// first one added, or the one set; deleting the default hands it to the most recently added other one).
// Personal bank cards (type 2) of 16-19 digits carry a Luhn check digit; company accounts do not.
import { and, asc, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import { containsPattern, given, isUniqueViolation, withTenant, type Tx } from '../../db';
import { fail, newId, type Deps } from '../../core';
import type { TenantReads } from '../../core/read-handler';
import { formatDateTime } from '../../format';
import { isLuhn, maskAccountNo } from '../../../../engine/validation';
import { lockOwner, type Buyer } from '../address';
import { checkPlace, type PlaceInput } from './place';
import * as t from './tables';

export const MAX_CARDS = 10;
const c = t.bankCards;
type Row = typeof c.$inferSelect;

export const cardAnswer = (r: Row) => ({
  cardId: r.cardId, accountType: r.accountType, accountName: r.accountName, cardNoMasked: maskAccountNo(r.cardNo), bankCode: r.bankCode,
  bankName: r.bankName, provinceCode: r.provinceCode, provinceName: r.provinceName, cityCode: r.cityCode, cityName: r.cityName,
  branchCode: r.branchCode, branchName: r.branchName, isDefault: r.isDefault, createdAt: formatDateTime(r.createdAt),
});

/** The account-number rule of a type: a personal card is 16-19 digits with a valid Luhn check digit. */
export function cardNoProblem(accountType: string, cardNo: string): string | null {
  if (accountType !== '2') return null;
  if (cardNo.length < 16 || cardNo.length > 19) return '个人银行卡号为16-19位数字';
  return isLuhn(cardNo) ? null : '银行卡号校验未通过，请核对卡号';
}

function cleanName(name: string) {
  const v = name.trim();
  if (!v) throw fail('BAD_REQUEST', '请输入开户名');
  return v;
}

const mine = (o: Buyer) => and(eq(c.tntId, o.tntId), eq(c.ownerId, o.ownerId));

export async function cardPage(read: TenantReads, o: Buyer, body: { pageNum: number; pageSize: number; keyword?: string }) {
  const kw = given(body.keyword) ? body.keyword.trim() : '';
  const where = kw
    ? and(mine(o), or(sql`${c.accountName} ilike ${containsPattern(kw)}`, sql`${c.bankName} ilike ${containsPattern(kw)}`, sql`${c.branchName} ilike ${containsPattern(kw)}`, sql`right(${c.cardNo}, 4) = ${kw}`))
    : mine(o);
  const [[total], rows] = await Promise.all([
    read.query((q) => q.select({ n: count() }).from(c).where(where)),
    read.query((q) =>
      q.select().from(c).where(where)
        .orderBy(desc(c.isDefault), desc(c.createdAt), asc(c.cardId))
        .limit(body.pageSize).offset((body.pageNum - 1) * body.pageSize)),
  ]);
  return { records: rows.map(cardAnswer), total: Number(total?.n ?? 0) };
}

async function lockMine(tx: Tx, o: Buyer, cardId: string): Promise<Row> {
  await lockOwner(tx, o.tntId, o.ownerId, 'bank-card');
  const [row] = await tx.select().from(c).where(and(mine(o), eq(c.cardId, cardId))).for('update');
  if (!row) throw fail('NOT_FOUND', '银行账户不存在');
  return row;
}

const clearDefault = (tx: Tx, o: Buyer) => tx.update(c).set({ isDefault: false }).where(and(mine(o), eq(c.isDefault, true)));

export interface CardInput extends PlaceInput {
  accountType: string;
  accountName: string;
  cardNo: string;
  isDefault?: boolean;
}

export async function addCard(deps: Deps, o: Buyer, body: CardInput) {
  const accountName = cleanName(body.accountName);
  const problem = cardNoProblem(body.accountType, body.cardNo);
  if (problem) throw fail('BAD_REQUEST', problem);
  const place = checkPlace(body);
  try {
    return await withTenant(deps.orm, o.tntId, async (tx) => {
      // One owner's adds one at a time: the count limit and the first account's default hold.
      await lockOwner(tx, o.tntId, o.ownerId, 'bank-card');
      const [{ n }] = (await tx.select({ n: count() }).from(c).where(mine(o))) as [{ n: number }];
      if (Number(n) >= MAX_CARDS) throw fail('CONFLICT', `银行账户最多${MAX_CARDS}个`);
      const isDefault = Number(n) === 0 || body.isDefault === true;
      if (isDefault) await clearDefault(tx, o);
      const at = new Date(deps.clock.now());
      const [row] = await tx.insert(c).values({
        tntId: o.tntId, cardId: newId(), ownerId: o.ownerId, accountType: body.accountType, accountName, cardNo: body.cardNo, ...place, isDefault, createdAt: at, updatedAt: at,
      }).returning();
      return cardAnswer(row!);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw fail('CONFLICT', '该银行账号已添加');
    throw e;
  }
}

export async function updateCard(deps: Deps, o: Buyer, body: PlaceInput & { cardId: string; accountName: string; isDefault?: boolean }) {
  const accountName = cleanName(body.accountName);
  const place = checkPlace(body);
  return withTenant(deps.orm, o.tntId, async (tx) => {
    const cur = await lockMine(tx, o, body.cardId);
    const isDefault = cur.isDefault || body.isDefault === true;
    if (isDefault && !cur.isDefault) await clearDefault(tx, o);
    const [row] = await tx.update(c).set({ accountName, ...place, isDefault, updatedAt: new Date(deps.clock.now()) })
      .where(and(mine(o), eq(c.cardId, cur.cardId))).returning();
    return cardAnswer(row!);
  });
}

export async function setDefaultCard(deps: Deps, o: Buyer, cardId: string) {
  return withTenant(deps.orm, o.tntId, async (tx) => {
    const cur = await lockMine(tx, o, cardId);
    if (cur.isDefault) return cardAnswer(cur);
    await clearDefault(tx, o);
    const [row] = await tx.update(c).set({ isDefault: true, updatedAt: new Date(deps.clock.now()) }).where(and(mine(o), eq(c.cardId, cur.cardId))).returning();
    return cardAnswer(row!);
  });
}

export async function deleteCard(deps: Deps, o: Buyer, cardId: string): Promise<null> {
  await withTenant(deps.orm, o.tntId, async (tx) => {
    const cur = await lockMine(tx, o, cardId);
    await tx.delete(c).where(and(mine(o), eq(c.cardId, cur.cardId)));
    if (!cur.isDefault) return;
    const [next] = await tx.select({ id: c.cardId }).from(c).where(and(mine(o), ne(c.cardId, cur.cardId))).orderBy(desc(c.createdAt), asc(c.cardId)).limit(1);
    if (next) await tx.update(c).set({ isDefault: true }).where(and(mine(o), eq(c.cardId, next.id)));
  });
  return null;
}
