// Spec 2.11: the 系统消息 drawer, width 742, paged 10 at a time (spec 9), each notice's title, time, content.
import { useEffect, useState } from 'react';
import { KEYS } from '../../api/client';
import type { Page } from '../../api/catalogue';
import { Drawer, Empty, Skeleton } from '../../engine';
import { useServices } from '../app';
import { MSG } from '../messages';
import type { Notice } from '../session';

/** Spec 9: notice page size 10; drawer width 742. */
export const NOTICE_PAGE_SIZE = 10;
export const NOTICE_DRAWER_WIDTH = 742;


export function MessagesDrawer({ onClose }: { onClose: () => void }) {
  const { client } = useServices();
  const [pageNum, setPageNum] = useState(1);
  const [page, setPage] = useState<Page<Notice> | null>(null);

  useEffect(() => {
    let live = true;
    client.call(KEYS.noticePage, { pageNum, pageSize: NOTICE_PAGE_SIZE }).then(
      (p) => live && setPage(p ?? { records: [], total: 0 }),
      () => live && setPage({ records: [], total: 0 }),
    );
    return () => {
      live = false;
    };
  }, [client, pageNum]);

  const pages = Math.max(1, Math.ceil((page?.total ?? 0) / NOTICE_PAGE_SIZE));
  return (
    <Drawer
      open
      title={MSG.header.messages}
      width={NOTICE_DRAWER_WIDTH}
      closeOnOverlay
      onClose={onClose}
      footer={
        <div className="scpr-notice-drawer__pager">
          <button type="button" className="scpr-button" disabled={pageNum <= 1} onClick={() => setPageNum(pageNum - 1)}>
            {MSG.drawer.prev}
          </button>
          <span>
            {pageNum} / {pages}
          </span>
          <button type="button" className="scpr-button" disabled={pageNum >= pages} onClick={() => setPageNum(pageNum + 1)}>
            {MSG.drawer.next}
          </button>
        </div>
      }
    >
      {page === null ? <Skeleton rows={4} /> : null}
      {page && page.records.length === 0 ? <Empty description={MSG.drawer.empty} /> : null}
      {page?.records.map((n) => (
        <article key={n.id} className="scpr-notice">
          <div className="scpr-notice__title">{n.title}</div>
          <div className="scpr-notice__time">{n.txdDt}</div>
          <div>{n.content}</div>
        </article>
      ))}
    </Drawer>
  );
}
