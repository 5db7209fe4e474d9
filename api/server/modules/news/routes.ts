// Handlers of the news.* calls: the shopping front's industry information, newest first.
import { and, count, desc, eq, or } from 'drizzle-orm';
import { tenantRead, contains, given, readPage } from '../../db';
import * as t from './tables';
import { fail, principalOf, type DomainHandlers } from '../../core';
import { formatDateTime } from '../../format';

const n = t.industryNews;

export const newsHandlers = {
  'news.page': async (ctx) => {
    const { tntId } = principalOf(ctx);
    const { keyword } = ctx.body;
    const where = and(eq(n.tntId, tntId), given(keyword) ? or(contains(n.title, keyword.trim()), contains(n.summary, keyword.trim())) : undefined);
    const { rows, total } = await readPage(ctx.deps.db, tntId, ctx.body, {
      count: (q) => q.select({ n: count() }).from(n).where(where),
      rows: (q, limit, offset) =>
        q
          .select({ newsId: n.newsId, title: n.title, summary: n.summary, cover: n.cover, source: n.source, publishedAt: n.publishedAt })
          .from(n)
          .where(where)
          .orderBy(desc(n.publishedAt), desc(n.newsId))
          .limit(limit)
          .offset(offset),
    });
    return { records: rows.map((r) => ({ ...r, publishedAt: formatDateTime(r.publishedAt) })), total };
  },
  'news.detail': async (ctx) => {
    const { tntId } = principalOf(ctx);
    const [row] = await tenantRead(ctx.deps.db, tntId, (q) =>
      q
        .select({ newsId: n.newsId, title: n.title, summary: n.summary, content: n.content, cover: n.cover, source: n.source, publishedAt: n.publishedAt })
        .from(n)
        .where(and(eq(n.tntId, tntId), eq(n.newsId, ctx.body.newsId))),
    );
    if (!row) throw fail('NOT_FOUND');
    return { ...row, publishedAt: formatDateTime(row.publishedAt) };
  },
} satisfies DomainHandlers<'news'>;
