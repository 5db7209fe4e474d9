// The tenant admin's side of the industry news (spec 2.8 add-information): publish, edit, delete. The
// cover is an uploaded picture of the tenant (checked like every file reference); the front reads the
// same rows (routes.ts), so a published item shows there at once.
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { containsPattern, given, withTenant, type Tx } from '../../db';
import { fail, newId, type Deps, type Principal } from '../../core';
import { formatDateTime } from '../../format';
import { checkFileRefs } from '../file';
import * as t from './tables';

const n = t.industryNews;
type Row = typeof n.$inferSelect;

/** The file id of an address the upload answered (…/download?tntId=..&id=..); '' for a seeded or foreign one. */
const fileIdOf = (url: string): string => /[?&]id=([^&]+)/.exec(url)?.[1] ?? '';

const answer = (r: Row) => {
  const id = fileIdOf(r.cover);
  return {
    newsId: r.newsId, title: r.title, summary: r.summary, content: r.content, cover: r.cover, covers: r.cover && id ? [{ id: decodeURIComponent(id), name: '封面', url: r.cover }] : [],
    source: r.source, publishedAt: formatDateTime(r.publishedAt),
  };
};

export function platformOf(p: Principal): Principal {
  if (!p.isTnt) throw fail('FORBIDDEN', '只有平台管理员可以管理商城内容');
  return p;
}

export interface NewsInput {
  title: string;
  summary?: string;
  content: string;
  covers?: { id: string; name: string; url: string }[];
  source?: string;
}

async function clean(tx: Tx, tntId: string, body: NewsInput) {
  const title = body.title.trim();
  const content = body.content.trim();
  if (!title) throw fail('BAD_REQUEST', '请输入资讯标题');
  if (!content) throw fail('BAD_REQUEST', '请输入正文');
  const cover = body.covers?.[0];
  if (cover) await checkFileRefs(tx, tntId, [cover]);
  // No summary given: the first 80 characters of the text, as the front's list shows one.
  const summary = (body.summary ?? '').trim() || content.replace(/\s+/g, ' ').slice(0, 80);
  return { title, content, summary, cover: cover?.url ?? '', source: (body.source ?? '').trim() };
}

export const managePage = (deps: Deps, p: Principal, body: { pageNum: number; pageSize: number; keyword?: string }) =>
  withTenant(deps.orm, p.tntId, async (tx) => {
    const where: SQL[] = [eq(n.tntId, p.tntId)];
    if (given(body.keyword) && body.keyword.trim()) where.push(or(ilike(n.title, containsPattern(body.keyword.trim())), ilike(n.summary, containsPattern(body.keyword.trim())))!);
    const [{ c }] = (await tx.select({ c: count() }).from(n).where(and(...where))) as [{ c: number }];
    const rows = await tx.select().from(n).where(and(...where)).orderBy(desc(n.publishedAt), desc(n.newsId)).limit(body.pageSize).offset((body.pageNum - 1) * body.pageSize);
    return { total: Number(c), records: rows.map(answer) };
  });

async function one(tx: Tx, tntId: string, newsId: string, lock = false) {
  const q = tx.select().from(n).where(and(eq(n.tntId, tntId), eq(n.newsId, newsId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw fail('NOT_FOUND', '资讯不存在');
  return row;
}

export const manageDetail = (deps: Deps, p: Principal, newsId: string) => withTenant(deps.orm, p.tntId, async (tx) => answer(await one(tx, p.tntId, newsId)));

export const addNews = (deps: Deps, p: Principal, body: NewsInput) =>
  withTenant(deps.orm, p.tntId, async (tx) => {
    const v = await clean(tx, p.tntId, body);
    const [row] = await tx.insert(n).values({ tntId: p.tntId, newsId: newId(), ...v, publishedAt: new Date(deps.clock.now()) }).returning();
    return answer(row!);
  });

export const updateNews = (deps: Deps, p: Principal, body: NewsInput & { newsId: string }) =>
  withTenant(deps.orm, p.tntId, async (tx) => {
    await one(tx, p.tntId, body.newsId, true);
    const v = await clean(tx, p.tntId, body);
    const [row] = await tx.update(n).set(v).where(and(eq(n.tntId, p.tntId), eq(n.newsId, body.newsId))).returning();
    return answer(row!);
  });

export const deleteNews = (deps: Deps, p: Principal, newsId: string) =>
  withTenant(deps.orm, p.tntId, async (tx) => {
    await one(tx, p.tntId, newsId, true);
    await tx.delete(n).where(and(eq(n.tntId, p.tntId), eq(n.newsId, newsId)));
    return null;
  });
