// Timeline (Ant Design's Timeline): events in order, each a coloured dot, a title, a time and optional
// text. `pending` adds a last, still-running entry.
import type { ReactNode } from 'react';
import { Loader } from './icons';

export type TimelineTone = 'primary' | 'success' | 'warning' | 'danger' | 'info';

export interface TimelineItem {
  key?: string;
  title: ReactNode;
  time?: ReactNode;
  content?: ReactNode;
  tone?: TimelineTone;
}

export interface TimelineProps {
  items: readonly TimelineItem[];
  /** A last entry still under way (e.g. 等待卖家发货). */
  pending?: ReactNode;
  /** Newest first. */
  reverse?: boolean;
  label?: string;
}

export function Timeline({ items, pending, reverse = false, label = '时间线' }: TimelineProps) {
  const list = reverse ? [...items].reverse() : items;
  return (
    <ol className="scpr-timeline" aria-label={label}>
      {list.map((item, i) => (
        <li key={item.key ?? i} className={`scpr-timeline__item scpr-timeline__item--${item.tone ?? 'primary'}`}>
          <span className="scpr-timeline__dot" aria-hidden="true" />
          <div className="scpr-timeline__body">
            <div className="scpr-timeline__title">{item.title}</div>
            {item.time ? <div className="scpr-timeline__time">{item.time}</div> : null}
            {item.content ? <div className="scpr-timeline__content">{item.content}</div> : null}
          </div>
        </li>
      ))}
      {pending ? (
        <li className="scpr-timeline__item scpr-timeline__item--pending">
          <span className="scpr-timeline__dot scpr-timeline__dot--icon" aria-hidden="true">
            <Loader size={12} className="scpr-spin" />
          </span>
          <div className="scpr-timeline__body">
            <div className="scpr-timeline__title">{pending}</div>
          </div>
        </li>
      ) : null}
    </ol>
  );
}
