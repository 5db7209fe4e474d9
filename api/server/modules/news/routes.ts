// Handlers of the news.* calls: the shopping front's industry information, newest first. Both are read
// handlers (core/read-handler.ts).
import { and, count, desc, eq, or, placeholder, sql } from 'drizzle-orm';
import { byShape, containsPattern, given, prepareRead } from '../../db';
import * as t from './tables';
import { fail, principalOf, type DomainHandlers } from '../../core';
import { readHandler } from '../../core/read-handler';
import { formatDateTime } from '../../format';
import { addNews, deleteNews, manageDetail, managePage, platformOf, updateNews } from './manage-service';

const n = t.industryNews;

/** news.page, read on every visit of the front's news: two shapes (with a keyword or without), each built
 * once. Values: `pattern` (the keyword as an escaped ILIKE pattern) when there is a keyword. */
const newsPage = byShape((shape) => {
  const where = and(eq(n.tntId, placeholder('tntId')), shape === 'keyword' ? or(sql`${n.title} ilike ${placeholder('pattern')}`, sql`${n.summary} ilike ${placeholder('pattern')}`) : undefined);
  return {
    count: prepareRead((q) => q.select({ n: count() }).from(n).where(where)),
    rows: prepareRead((q) =>
      q
        .select({ newsId: n.newsId, title: n.title, summary: n.summary, cover: n.cover, source: n.source, publishedAt: n.publishedAt })
        .from(n)
        .where(where)
        .orderBy(desc(n.publishedAt), desc(n.newsId))
        .limit(placeholder('limit'))
        .offset(placeholder('offset')),
    ),
  };
});

export const newsHandlers = {
  'news.page': readHandler(async (ctx) => {
    principalOf(ctx);
    const { keyword } = ctx.body;
    const { rows, total } = given(keyword)
      ? await ctx.read.page(ctx.body, newsPage('keyword'), { pattern: containsPattern(keyword.trim()) })
      : await ctx.read.page(ctx.body, newsPage('all'), {});
    return { records: rows.map((r) => ({ ...r, publishedAt: formatDateTime(r.publishedAt) })), total };
  }),
  'news.detail': readHandler(async (ctx) => {
    const { tntId } = principalOf(ctx);
    const [row] = await ctx.read.query((q) =>
      q
        .select({ newsId: n.newsId, title: n.title, summary: n.summary, content: n.content, cover: n.cover, source: n.source, publishedAt: n.publishedAt })
        .from(n)
        .where(and(eq(n.tntId, tntId), eq(n.newsId, ctx.body.newsId))),
    );
    if (!row) throw fail('NOT_FOUND');
    return { ...row, publishedAt: formatDateTime(row.publishedAt) };
  }),
  'news.managePage': async (ctx) => managePage(ctx.deps, platformOf(principalOf(ctx)), ctx.body),
  'news.manageDetail': async (ctx) => manageDetail(ctx.deps, platformOf(principalOf(ctx)), ctx.body.newsId),
  'news.add': async (ctx) => addNews(ctx.deps, platformOf(principalOf(ctx)), ctx.body),
  'news.update': async (ctx) => updateNews(ctx.deps, platformOf(principalOf(ctx)), ctx.body),
  'news.delete': async (ctx) => deleteNews(ctx.deps, platformOf(principalOf(ctx)), ctx.body.newsId),
} satisfies DomainHandlers<'news'>;
