// How each column's cells look: alignment, widths (listColumnLayout: a value column's fixed width, a text
// column's floor, every column's least width in a scrolling list (ListBody.scroll)), and
// pinning (Column.fixed; the selection column at the left, the 操作 column at the right). A pinned cell is
// sticky at its edge, offset by the pinned columns before it (left) or after it (right); the offsets are
// CSS variables on the table, first from the declared widths, then measured (usePinnedOffsets), so no
// cell re-renders when a width changes. The last left-pinned and the first right-pinned columns carry the
// shadow, shown by the CSS only while rows are scrolled under them (useScrollEdges on the wrapper).
import { useLayoutEffect, type CSSProperties, type RefObject } from 'react';
import type { ColumnMeta, ListColumn } from './columns';

export interface CellLook {
  className?: string;
  head: CSSProperties;
  body: CSSProperties;
}

const offsetVar = (i: number) => `--scpr-fix-${i}`;
/** A pinned column's width before it is measured: declared, else its least width. */
const guessWidth = (meta: ColumnMeta | undefined) => meta?.width ?? meta?.minWidth ?? 0;

/** The look of every column's cells, by column id (header and body share it). */
export function cellLooks(columns: ListColumn[]): Record<string, CellLook> {
  const metas = columns.map((c) => c.meta as ColumnMeta | undefined);
  const lastLeft = metas.findLastIndex((m) => m?.fixed === 'left');
  const firstRight = metas.findIndex((m) => m?.fixed === 'right');
  const looks: Record<string, CellLook> = {};
  columns.forEach((c, i) => {
    const meta = metas[i];
    const classes = meta?.className ? [meta.className] : [];
    const pin: CSSProperties = {};
    if (meta?.fixed === 'left') {
      const before = metas.slice(0, i).filter((m) => m?.fixed === 'left').reduce((sum, m) => sum + guessWidth(m), 0);
      pin.left = `var(${offsetVar(i)}, ${before}px)`;
      classes.push('scpr-col--fixed', 'scpr-col--fixed-left');
      if (i === lastLeft) classes.push('scpr-col--fixed-left-last');
    } else if (meta?.fixed === 'right') {
      const after = metas.slice(i + 1).filter((m) => m?.fixed === 'right').reduce((sum, m) => sum + guessWidth(m), 0);
      pin.right = `var(${offsetVar(i)}, ${after}px)`;
      classes.push('scpr-col--fixed', 'scpr-col--fixed-right');
      if (i === firstRight) classes.push('scpr-col--fixed-right-first');
    }
    // A fitted column asks for 1% of the table: a percentage column of an automatic table layout gets
    // that share or its content's width, whichever is more, and the spare width goes to the others (the
    // 操作 column as Ant Design Pro's: as wide as its buttons, the content columns share the rest).
    const head: CSSProperties = { ...pin, width: meta?.fit ? '1%' : meta?.width, textAlign: meta?.align };
    if (meta?.minWidth) head.minWidth = meta.minWidth;
    looks[c.id!] = { className: classes.join(' ') || undefined, head, body: { ...pin, textAlign: meta?.align } };
  });
  return looks;
}

/** Measures the pinned header cells after each render and sets the offsets the cells read. */
export function usePinnedOffsets(table: RefObject<HTMLTableElement | null>, columns: ListColumn[]): void {
  useLayoutEffect(() => {
    const el = table.current;
    if (!el) return;
    const measure = () => {
      const heads = [...el.querySelectorAll(':scope > thead > tr:first-child > th')];
      if (heads.length !== columns.length) return;
      const widths = heads.map((h) => h.getBoundingClientRect().width);
      // Not laid out (a hidden tab, a test's DOM): keep the declared widths.
      if (widths.every((w) => w === 0)) return;
      const fixed = columns.map((c) => (c.meta as ColumnMeta | undefined)?.fixed);
      let left = 0;
      fixed.forEach((f, i) => {
        if (f !== 'left') return;
        el.style.setProperty(offsetVar(i), `${left}px`);
        left += widths[i]!;
      });
      let right = 0;
      for (let i = fixed.length - 1; i >= 0; i--) {
        if (fixed[i] !== 'right') continue;
        el.style.setProperty(offsetVar(i), `${right}px`);
        right += widths[i]!;
      }
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => watch.disconnect();
  });
}
