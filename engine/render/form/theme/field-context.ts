// What a widget knows about the field it edits, handed down by the field template.
import { createContext, useContext } from 'react';
import type { FieldItem } from '../../../schema/types';
import type { Path } from '../store';

export interface FieldInfo {
  path: Path;
  id: string;
  label: string;
  required: boolean;
  disabled: boolean;
  readonly: boolean;
  item?: FieldItem;
  /** id of the error element while there is an error. */
  errorId?: string;
  /** The control's accessible name when no <label> points at it (a table cell: 第1行规格单价). */
  ariaLabel?: string;
}

const Ctx = createContext<FieldInfo | null>(null);
export const FieldInfoProvider = Ctx.Provider;
export function useFieldInfo(): FieldInfo {
  const info = useContext(Ctx);
  if (!info) throw new Error('widget outside a field template');
  return info;
}
