// Descriptions for details (Ant Design's Descriptions): label / value pairs in a grid of `columns`,
// as a <dl> so each value is announced with its label. `bordered` draws the table-like variant.
import type { CSSProperties, ReactNode } from 'react';

export interface DescriptionItem {
  key?: string;
  label: ReactNode;
  children: ReactNode;
  /** Columns this item spans. */
  span?: number;
}

export interface DescriptionsProps {
  items: readonly DescriptionItem[];
  title?: ReactNode;
  extra?: ReactNode;
  columns?: number;
  bordered?: boolean;
  className?: string;
}

export function Descriptions({ items, title, extra, columns = 2, bordered = false, className }: DescriptionsProps) {
  return (
    <div className={`scpr-descriptions${bordered ? ' scpr-descriptions--bordered' : ''}${className ? ` ${className}` : ''}`}>
      {title || extra ? (
        <div className="scpr-descriptions__head">
          {title ? <div className="scpr-descriptions__title">{title}</div> : <span />}
          {extra}
        </div>
      ) : null}
      <dl className="scpr-desc" style={{ '--scpr-cols': columns } as CSSProperties}>
        {items.map((item, i) => (
          <div key={item.key ?? i} className="scpr-desc__item" style={item.span && item.span > 1 ? { gridColumn: `span ${Math.min(item.span, columns)}` } : undefined}>
            <dt>{item.label}</dt>
            <dd>{item.children ?? '-'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
