// Which value type shows a field: the item's own, the entity's x-valueType, or what the schema implies.
import type { EntitySchema } from '../../schema/entity';
import type { DisplayItem, ValueType } from '../../schema/types';
import { hasOptions } from './options';

export function valueTypeOf(item: DisplayItem, schema: EntitySchema | undefined): ValueType {
  if (item.valueType) return item.valueType;
  const declared = schema?.['x-valueType'] as ValueType | undefined;
  if (declared) return declared;
  if (item.tones) return 'status';
  if (schema?.format === 'date') return 'date';
  if (schema?.format === 'date-time') return 'datetime';
  if (schema?.format === 'money' || schema?.format === 'money3') return 'money';
  if (hasOptions(schema) || item.codeType) return 'enum';
  return 'text';
}
