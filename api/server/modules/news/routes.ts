// Handlers of the news.* calls: the shopping front's industry information, newest first.
import { and, count, desc, eq, or } from 'drizzle-orm';
import { tenantRead } from '../../db';
import * as t from './tables';
import { fail, principalOf, type DomainHandlers } from '../../core';
import { formatDateTime } from '../../format';
import { contains, given, offsetOf } from '../item/access';

const n = t.industryNews;

export const newsHandlers = {
  'news.page': async (ctx) => {
    const { tntId } = principalOf(ctx);
    const { pageNum, pageSize, keyword } = ctx.body as { pageNum: number; pageSize: number; keyword?: string };
    const where = and(eq(n.tntId, tntId), given(keyword) ? or(contains(n.title, keyword.trim()), contains(n.summary, keyword.trim())) : undefined);
    const [[total], rows] = await Promise.all([
      tenantRead(ctx.deps.db, tntId, (q) => q.select({ n: count() }).from(n).where(where)),
      tenantRead(ctx.deps.db, tntId, (q) =>
        q
          .select({ newsId: n.newsId, title: n.title, summary: n.summary, cover: n.cover, source: n.source, publishedAt: n.publishedAt })
          .from(n)
          .where(where)
          .orderBy(desc(n.publishedAt), desc(n.newsId))
          .limit(pageSize)
          .offset(offsetOf({ pageNum, pageSize })),
      ),
    ]);
    return { records: rows.map((r) => ({ ...r, publishedAt: formatDateTime(r.publishedAt) })), total: Number(total?.n ?? 0) };
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
