// Spec 2.11: the 系统消息 drawer, width 742, paged 10 at a time (spec 9), each notice's title, time, content;
// spec 7's message calls on each: top (pinned first), read status, delete. After one, the page and the
// header's unread count are asked again.
import { useEffect, useState } from 'react';
import { useStore } from 'jotai';
import { KEYS } from '../../api/client';
import type { Page } from '../../api/catalogue';
import { Empty, Skeleton } from '../../engine/ui/Empty';
import { Drawer } from '../../engine/ui/Modal';
import { loadUnread, useServices } from '../app';
import { MSG } from '../messages';
import type { Notice } from '../session';

/** Spec 9: notice page size 10; drawer width 742. */
export const NOTICE_PAGE_SIZE = 10;
export const NOTICE_DRAWER_WIDTH = 742;


export function MessagesDrawer({ onClose }: { onClose: () => void }) {
  const { client } = useServices();
  const [pageNum, setPageNum] = useState(1);
  const [page, setPage] = useState<Page<Notice> | null>(null);
  const [version, setVersion] = useState(0);
  const store = useStore();
  const act = (key: typeof KEYS.noticeTop | typeof KEYS.noticeReadStatus | typeof KEYS.noticeDelete, body: Record<string, string>) =>
    client.call(key, body as never).then(
      () => {
        setVersion((v) => v + 1);
        void loadUnread(store, (k, p) => client.call(k, p));
      },
      () => undefined,
    );

  useEffect(() => {
    let live = true;
    client.call(KEYS.noticePage, { pageNum, pageSize: NOTICE_PAGE_SIZE }).then(
      (p) => live && setPage(p ?? { records: [], total: 0 }),
      () => live && setPage({ records: [], total: 0 }),
    );
    return () => {
      live = false;
    };
  }, [client, pageNum, version]);

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
        <article key={n.id} className="scpr-notice" aria-label={n.title}>
          <div className="scpr-notice__title">
            {n.top === '1' ? <span className="scpr-tag scpr-tag--primary">{MSG.drawer.topTag}</span> : null}
            {n.readStatus === '0' ? <span className="scpr-tag scpr-tag--warning">{MSG.drawer.unreadTag}</span> : null}
            {n.title}
          </div>
          <div className="scpr-notice__time">{n.txdDt}</div>
          <div>{n.content}</div>
          <div className="scpr-notice__actions">
            <button type="button" className="scpr-link" onClick={() => void act(KEYS.noticeTop, { id: n.id, top: n.top === '1' ? '0' : '1' })}>
              {n.top === '1' ? MSG.drawer.untop : MSG.drawer.top}
            </button>
            <button type="button" className="scpr-link" onClick={() => void act(KEYS.noticeReadStatus, { id: n.id, readStatus: n.readStatus === '1' ? '0' : '1' })}>
              {n.readStatus === '1' ? MSG.drawer.unread : MSG.drawer.read}
            </button>
            <button type="button" className="scpr-link" onClick={() => void act(KEYS.noticeDelete, { id: n.id })}>
              {MSG.drawer.remove}
            </button>
          </div>
        </article>
      ))}
    </Drawer>
  );
}
