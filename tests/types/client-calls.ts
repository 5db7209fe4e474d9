// Type-level tests of the client's end (checked by `npm run typecheck`): calls are typed by key.
import type { ApiClient } from '../../api/client';

export async function typedCalls(client: ApiClient): Promise<void> {
  const page = await client.call('news.page', { pageNum: 1, pageSize: 10 });
  const total: number = page.total;
  void total;
  // @ts-expect-error a key the catalogue does not have does not compile
  await client.call('news.archive', {});
  // @ts-expect-error the payload must match the request schema (pageSize is an integer)
  await client.call('news.page', { pageNum: 1, pageSize: '10' });
  // @ts-expect-error a required field cannot be left out
  await client.call('news.detail', {});
  const detail = await client.call('news.detail', { newsId: 'N1' });
  // @ts-expect-error the answer is the response schema's type (title is a string)
  const n: number = detail.title;
  void n;
}
