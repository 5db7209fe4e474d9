// Generated bench inputs: a 200-field entity and form, a 20-field entity, 100 rows and a 20-column list.
import type { EntitySchema } from '../../../engine/schema/entity';

export const FIELD_COUNT = 200;
export const ROWS = 100;
export const COLUMNS = 20;

export function bigEntity(n = FIELD_COUNT): EntitySchema {
  return {
    $id: 'big',
    type: 'object',
    properties: Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, { type: 'string', title: `字段${i}`, maxLength: 50 }])),
  };
}

export function bigForm(n = FIELD_COUNT) {
  return {
    kind: 'form' as const,
    route: { name: 'BenchForm', path: '/bench/form', meta: { title: '基准表单' } },
    entity: 'big',
    layout: { columns: 2, sections: [{ title: '全部字段', fields: Array.from({ length: n }, (_, i) => `f${i}`) }] },
    submit: { id: 'save', label: '保存', call: 'bench.save' },
  };
}

const TYPES = ['text', 'money', 'count', 'date', 'enum', 'status'] as const;

export function rowEntity(): EntitySchema {
  const props: Record<string, EntitySchema> = {};
  for (let i = 0; i < COLUMNS; i++) {
    const t = TYPES[i % TYPES.length]!;
    props[`c${i}`] =
      t === 'money'
        ? { type: 'string', title: `金额${i}`, 'x-valueType': 'money' }
        : t === 'count'
          ? { type: 'integer', title: `数量${i}`, 'x-valueType': 'count' }
          : t === 'date'
            ? { type: 'string', title: `日期${i}`, format: 'date' }
            : t === 'enum'
              ? { type: 'string', title: `分类${i}`, oneOf: [{ const: 'a', title: '甲' }, { const: 'b', title: '乙' }] }
              : t === 'status'
                ? { type: 'string', title: `状态${i}`, 'x-codeType': 'STATUS', 'x-valueType': 'status' }
                : { type: 'string', title: `名称${i}` };
  }
  return { $id: 'row', type: 'object', properties: { id: { type: 'string', title: '编号' }, ...props } };
}

export function rows(n = ROWS): Record<string, unknown>[] {
  return Array.from({ length: n }, (_, r) => {
    const row: Record<string, unknown> = { id: `r${r}` };
    for (let i = 0; i < COLUMNS; i++) {
      const t = TYPES[i % TYPES.length]!;
      row[`c${i}`] =
        t === 'money' ? `${r * 13 + i}.5` : t === 'count' ? r + i : t === 'date' ? `2024-03-${String((r % 28) + 1).padStart(2, '0')}` : t === 'enum' ? (r % 2 ? 'a' : 'b') : t === 'status' ? String(r % 3) : `行${r}列${i}`;
    }
    return row;
  });
}

export function bigList() {
  return {
    kind: 'list' as const,
    route: { name: 'BenchList', path: '/bench/list', meta: { title: '基准列表' } },
    entity: 'row',
    data: { call: 'bench.page' },
    pageSize: 100,
    columns: Array.from({ length: COLUMNS }, (_, i) => `c${i}`),
  };
}
