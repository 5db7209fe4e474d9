import { describe, expect, it } from 'vitest';
import { evaluate, test as holds, varsOf, operatorsOf, LogicError, type Logic } from '../../engine/logic';

const scope = {
  row: { id: 7, status: '2', price: '12.50', tags: ['a', 'b'] },
  session: { accountType: 2, isTnt: false },
  selection: [{ id: 1 }, { id: 2 }],
  form: { name: '', qty: 3 },
};

describe('JSON-logic evaluator (no eval, no new Function)', () => {
  it('reads vars with defaults and dotted paths', () => {
    expect(evaluate({ var: 'row.id' }, scope)).toBe(7);
    expect(evaluate({ var: 'selection.1.id' }, scope)).toBe(2);
    expect(evaluate({ var: ['row.none', 'x'] }, scope)).toBe('x');
    expect(evaluate({ var: 'row.constructor' }, scope)).toBeUndefined();
  });
  it('compares like jsonlogic.com', () => {
    expect(holds({ '==': [{ var: 'row.status' }, 2] }, scope)).toBe(true);
    expect(holds({ '===': [{ var: 'row.status' }, 2] }, scope)).toBe(false);
    expect(holds({ '!=': [{ var: 'session.accountType' }, 1] }, scope)).toBe(true);
    expect(holds({ '<': [1, { var: 'form.qty' }, 5] }, scope)).toBe(true);
    expect(holds({ '>=': [{ var: 'form.qty' }, 4] }, scope)).toBe(false);
    expect(holds({ '==': [null, undefined as never] }, scope)).toBe(true);
  });
  it('combines with and / or / ! / !! / if / in', () => {
    expect(holds({ and: [{ '==': [{ var: 'session.accountType' }, 2] }, { '!': { var: 'session.isTnt' } }] }, scope)).toBe(true);
    expect(evaluate({ or: [0, '', 'x'] }, scope)).toBe('x');
    expect(holds({ '!!': [[]] }, scope)).toBe(false);
    expect(evaluate({ if: [{ var: 'form.name' }, 'named', { '>': [{ var: 'form.qty' }, 2] }, 'many', 'few'] }, scope)).toBe('many');
    expect(holds({ in: ['b', { var: 'row.tags' }] }, scope)).toBe(true);
    expect(holds({ in: ['ell', 'hello'] }, scope)).toBe(true);
  });
  it('reports missing fields and maps arrays', () => {
    expect(evaluate({ missing: ['form.name', 'form.qty', 'form.other'] }, scope)).toEqual(['form.name', 'form.other']);
    expect(evaluate({ missing_some: [1, ['form.name', 'form.qty']] }, scope)).toEqual([]);
    expect(evaluate({ map: [{ var: 'selection' }, { var: 'id' }] }, scope)).toEqual([1, 2]);
    expect(evaluate({ some: [{ var: 'selection' }, { '>': [{ var: 'id' }, 1] }] }, scope)).toBe(true);
    expect(evaluate({ reduce: [{ var: 'selection' }, { '+': [{ var: 'current.id' }, { var: 'accumulator' }] }, 0] }, scope)).toBe(3);
    expect(evaluate({ cat: ['共', { var: 'form.qty' }, '件'] }, scope)).toBe('共3件');
  });
  it('refuses unknown operators instead of running anything', () => {
    expect(() => evaluate({ eval: 'alert(1)' }, scope)).toThrow(LogicError);
  });
  it('lists the vars and operators an expression uses', () => {
    const logic: Logic = { and: [{ '==': [{ var: 'form.type' }, 1] }, { some: [{ var: 'selection' }, { var: 'id' }] }, { missing: ['form.a'] }] };
    expect([...varsOf(logic)].sort()).toEqual(['form.a', 'form.type', 'selection']);
    expect([...operatorsOf(logic)].sort()).toEqual(['==', 'and', 'missing', 'some', 'var']);
  });
});
