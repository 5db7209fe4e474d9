// Empty, loading and error states (issue 14): a picture and 暂无数据; grey skeleton bars while a screen
// first loads; a message with 重试 when loading failed.
import type { ReactNode } from 'react';
import { CircleAlert, RotateCw } from './icons';

/** The empty-box picture (Ant Design's "simple" empty, redrawn): decorative. */
function EmptyPicture() {
  return (
    <svg className="scpr-empty__image" width="64" height="41" viewBox="0 0 64 41" aria-hidden="true">
      <g transform="translate(0 1)" fill="none" fillRule="evenodd">
        <ellipse fill="#f5f5f5" cx="32" cy="33" rx="32" ry="7" />
        <g fillRule="nonzero" stroke="#d9d9d9">
          <path d="M55 12.76 44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z" />
          <path d="M41.613 15.931c0-1.605.994-2.93 2.227-2.931H55v18.137C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.259 9 31.137V13h11.16c1.233 0 2.227 1.323 2.227 2.928v.022c0 1.605 1.005 2.901 2.237 2.901h14.752c1.232 0 2.237-1.308 2.237-2.913v-.007z" fill="#fafafa" />
        </g>
      </g>
    </svg>
  );
}

export function Empty({ description = '暂无数据', children }: { description?: ReactNode; children?: ReactNode }) {
  return (
    <div className="scpr-empty" role="status">
      <EmptyPicture />
      <p className="scpr-empty__text">{description}</p>
      {children}
    </div>
  );
}

export function Skeleton({ rows = 4, title = true, label = '加载中' }: { rows?: number; title?: boolean; label?: string }) {
  return (
    <div className="scpr-skeleton" role="status" aria-busy="true" aria-label={label}>
      {title ? <div className="scpr-skeleton__bar scpr-skeleton__bar--title" /> : null}
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="scpr-skeleton__bar" style={{ width: i === rows - 1 ? '60%' : undefined }} />
      ))}
    </div>
  );
}

export function ErrorState({ message = '加载失败', onRetry }: { message?: ReactNode; onRetry?: () => void }) {
  return (
    <div className="scpr-error-state" role="alert">
      <CircleAlert size={32} aria-hidden="true" className="scpr-error-state__icon" />
      <p className="scpr-empty__text">{message}</p>
      {onRetry ? (
        <button type="button" className="scpr-btn" onClick={onRetry}>
          <RotateCw size={14} aria-hidden="true" />
          重试
        </button>
      ) : null}
    </div>
  );
}
