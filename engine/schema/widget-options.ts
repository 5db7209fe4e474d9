// Options of the widgets whose options have a shape of their own (the `table` row editor and the
// `tree-select`), part of the screen format (types.ts re-exports them).
import type { Expr, Mapping, WidgetName } from './types';

/** A column of a `table` widget (an array of objects edited inline): a property of the item objects. */
export interface TableColumn {
  field: string;
  label?: string;
  width?: number;
  widget?: WidgetName;
  placeholder?: string;
  options?: Record<string, unknown>;
}

/** Options of the `table` widget. */
export interface TableOptions {
  /** Columns in order; default every property of the items. */
  columns?: (string | TableColumn)[];
  /** Text of the add button; default 添加一行. */
  addLabel?: string;
}

/** Options of the `tree-select` widget: a tree from a call, every node offered indented. */
export interface TreeSelectOptions {
  call: string;
  params?: Mapping;
  /** Where things are: rows (default resultData itself), value (default "id"), label (default "name"),
   * children (default "children"). */
  map?: { rows?: string; value?: string; label?: string; children?: string };
  /** Only leaves may be chosen. */
  leafOnly?: boolean;
  /** A node id whose subtree is not offered (a category cannot become its own parent). */
  exclude?: Expr;
}
