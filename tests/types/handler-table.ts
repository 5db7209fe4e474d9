// Type-level tests, checked by `npm run typecheck` (tsconfig includes tests/): the handler table is
// exhaustive and typed by the catalogue. Each @ts-expect-error fails the typecheck if the line compiles.
import type { DomainHandlers, Handler } from '../../api/server/core';

const page: Handler<'news.page'> = async () => ({ records: [], total: 0 });
const detail: Handler<'news.detail'> = async (ctx) => ({ newsId: ctx.body.newsId, title: '', content: '', publishedAt: '' });

// @ts-expect-error a catalogue call without its handler does not compile
export const missing: DomainHandlers<'news'> = { 'news.page': page };

export const orphan = {
  'news.page': page,
  'news.detail': detail,
  // @ts-expect-error a handler for a key the catalogue does not have does not compile
  'news.archive': page,
} satisfies DomainHandlers<'news'>;

// @ts-expect-error the answer must match the response schema (total is an integer)
export const wrongAnswer: Handler<'news.page'> = async () => ({ records: [], total: '0' });

export const typedBody: Handler<'news.detail'> = async (ctx) => {
  // @ts-expect-error the body is the request schema's type (newsId is a string)
  const n: number = ctx.body.newsId;
  return { newsId: String(n), title: '', content: '', publishedAt: '' };
};

