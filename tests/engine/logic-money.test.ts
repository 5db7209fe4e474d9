// The arithmetic of computed values (trading screens): exact-looking money, rounding, sums over rows.
import { describe, expect, it } from 'vitest';
import { evaluate, varsOf, type Logic } from '../../engine/logic';
import { formatMoney } from '../../engine/render/value-types/format';

const lines = [
  { price: '0.1', quantity: 3 },
  { price: '0.2', quantity: '1' },
  { price: '', quantity: 2 }, // a row being typed counts 0
];
const scope = { form: { lines, freight: '0.1', discount: 0.3 } };

describe('money arithmetic in expressions', () => {
  it('never shows binary noise: 0.1 + 0.2 is 0.3', () => {
    expect(evaluate({ '+': [0.1, 0.2] }, {})).toBe(0.3);
    expect(evaluate({ '*': ['19.9', 3] }, {})).toBe(59.7);
    expect(evaluate({ '-': [0.3, 0.1] }, {})).toBe(0.2);
    expect(evaluate({ '/': [1, 3] }, {})).toBe(0.333333333333333);
  });

  it('rounds half away from zero to 2 decimals by default, deterministically', () => {
    expect(evaluate({ round: [1.005] }, {})).toBe(1.01);
    expect(evaluate({ round: [2.675, 2] }, {})).toBe(2.68);
    expect(evaluate({ round: [-2.5, 0] }, {})).toBe(-3);
    expect(evaluate({ round: [-0.001] }, {})).toBe(0);
    expect(Object.is(evaluate({ round: [-0.001] }, {}), -0)).toBe(false);
    expect(evaluate({ ceil: [{ '/': [7, 3] }] }, {})).toBe(3);
    expect(evaluate({ floor: [2.999, 2] }, {})).toBe(2.99);
    expect(evaluate({ abs: [-4] }, {})).toBe(4);
  });

  it('sums an expression over the rows of a form array, skipping half-typed rows', () => {
    const goods: Logic = { sum: [{ var: 'form.lines' }, { '*': [{ var: 'price' }, { var: 'quantity' }] }] };
    expect(evaluate(goods, scope)).toBe(0.5);
    expect(evaluate({ sum: [[0.1, 0.2, '0.3', 'x', null]] }, {})).toBe(0.6);
    expect(evaluate({ sum: [{ var: 'form.none' }] }, scope)).toBe(0);
    const total: Logic = { round: [{ '-': [{ '+': [goods, { var: 'form.freight' }] }, { var: 'form.discount' }] }] };
    expect(evaluate(total, scope)).toBe(0.3);
    // The row expression reads the row, not the outer scope: only form.lines is a scope path.
    expect([...varsOf(goods)]).toEqual(['form.lines']);
  });

  it('shows computed money with two decimals and 元, never NaN', () => {
    expect(formatMoney(evaluate({ '+': [0.1, 0.2] }, {}))).toBe('0.30元');
    expect(formatMoney(1.005)).toBe('1.01元');
    expect(formatMoney(1234567.8)).toBe('1,234,567.80元');
    expect(formatMoney(Number.NaN)).toBe('-');
  });
});
