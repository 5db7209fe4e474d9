// How a widget that holds fields of its own (the `groups` widget: a box per item with the item's fields)
// draws them the way the flat renderer draws every field, without importing the renderer (which imports
// the widgets): the renderer hands itself down.
import { createContext, useContext, type ComponentType } from 'react';
import type { EntitySchema } from '../../../schema/entity';
import type { FieldItem } from '../../../schema/types';
import type { Path } from '../store';

export interface SubNodeProps {
  path: Path;
  item: FieldItem;
  schema: EntitySchema;
  /** The enclosing object's required list. */
  required: readonly string[];
  readonly: boolean;
  /** Grid columns of the enclosing grid. */
  line: number;
}

const Ctx = createContext<ComponentType<SubNodeProps> | null>(null);
export const SubNodeProvider = Ctx.Provider;
export function useSubNode(): ComponentType<SubNodeProps> {
  const Node = useContext(Ctx);
  if (!Node) throw new Error('nested fields are drawn by the flat form renderer');
  return Node;
}
