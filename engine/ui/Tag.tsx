import type { ReactNode } from 'react';

export type TagTone = 'default' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

export function Tag({ tone = 'primary', children }: { tone?: TagTone; children: ReactNode }) {
  return <span className={`scpr-tag scpr-tag--${tone}`}>{children}</span>;
}
