// How shops read on the wire: times in China Standard Time (spec 9), coordinates as numbers, the first picture as the list's thumbnail,
// the moves the caller may make now (only the seller moves a shop; the platform reads), and on a detail the
// history in order.
import { asc, and, eq } from 'drizzle-orm';
import type { Tx } from '../../db';
import { formatDateTime } from '../../format';
import type * as t from './tables';
import { offlineShopFlow, shopFlow } from './workflow';
import type { OfflineShopRow, ShopRow } from './move';

export type Side = 'seller' | 'platform';

export function shopView(r: ShopRow, companyNm: string, offlineCount: number, side: Side) {
  return {
    shopId: r.shopId, companyId: r.companyId, companyNm, opened: true, shopNm: r.shopNm, logo: r.logo, logoUrl: r.logo[0]?.url ?? '', intro: r.intro,
    mainCategories: r.mainCategories, contactNm: r.contactNm, contactPhone: r.contactPhone, status: r.status, reason: r.reason, offlineCount,
    createdAt: formatDateTime(r.createdAt), updatedAt: formatDateTime(r.updatedAt), actions: side === 'seller' ? shopFlow.allowed(r.status, 'seller') : [],
  };
}

/** An enterprise that has not opened its shop yet: the form starts empty, nothing to move. */
export const unopened = (companyId: string, companyNm: string) => ({
  shopId: '', companyId, companyNm, opened: false, shopNm: '', logo: [], logoUrl: '', intro: '', mainCategories: '', contactNm: '', contactPhone: '', status: '',
  reason: '', offlineCount: 0, actions: [] as string[], history: [],
});

export function offlineView(r: OfflineShopRow, names: { shopNm: string; companyNm: string }, side: Side) {
  const longitude = Number(r.longitude);
  const latitude = Number(r.latitude);
  return {
    offlineId: r.offlineId, shopId: r.shopId, shopNm: names.shopNm, companyNm: names.companyNm, offlineNm: r.offlineNm, regionCode: r.regionCode,
    regionName: r.regionName, address: r.address, longitude, latitude, coordinate: `${longitude.toFixed(6)}, ${latitude.toFixed(6)}`, phone: r.phone,
    businessHours: r.businessHours, pictures: r.pictures, picture: r.pictures[0]?.url ?? '', status: r.status, reason: r.reason,
    createdAt: formatDateTime(r.createdAt), updatedAt: formatDateTime(r.updatedAt), actions: side === 'seller' ? offlineShopFlow.allowed(r.status, 'seller') : [],
  };
}

type HistoryTable = typeof t.shopHistory;
type Flow = typeof shopFlow | typeof offlineShopFlow;

/** A document's history, oldest first, with the move's wording and the mover's side in Chinese. */
export async function historyOf(tx: Tx, table: HistoryTable, flow: Flow, tntId: string, id: string) {
  const rows = await tx.select().from(table).where(and(eq(table.tntId, tntId), eq(table.id, id))).orderBy(asc(table.seq));
  const roles = flow.decl.roles as Record<string, string>;
  return rows.map((h) => ({
    seq: h.seq, move: h.move, moveNm: flow.moveName(h.move), fromStatus: h.fromStatus ?? '', toStatus: h.toStatus, actorRole: roles[h.actorRole] ?? h.actorRole, note: h.note,
    at: formatDateTime(h.at),
  }));
}
