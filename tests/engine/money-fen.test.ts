// The one money type of engine/validation (docs/money.md): integer fen inside, "12.34" outside, exact
// both ways, shared by the server and the browser.
import { describe, expect, it } from 'vitest';
import { asFen, formatFen, parseFen, roundToFen, tryParseFen } from '../../engine/validation';

describe('formatFen: fen -> yuan text with two decimals', () => {
  it('formats whole, fractional, small and negative amounts', () => {
    expect(formatFen(asFen(1234))).toBe('12.34');
    expect(formatFen(asFen(5))).toBe('0.05');
    expect(formatFen(asFen(0))).toBe('0.00');
    expect(formatFen(asFen(-300))).toBe('-3.00');
    expect(formatFen(asFen(-5))).toBe('-0.05');
  });
  it('is exact at the largest order amount and beyond 2^53 as a bigint', () => {
    expect(formatFen(9_999_999_999_999)).toBe('99999999999.99');
    expect(formatFen(2n ** 60n + 1n)).toBe('11529215046068469.77');
  });
  it('refuses a float: a fraction of a fen is a bug, not an amount', () => {
    expect(() => formatFen(12.5)).toThrow(RangeError);
    expect(() => asFen(0.1 + 0.2)).toThrow(RangeError);
    expect(() => asFen('12.00')).toThrow(RangeError);
  });
  it('takes the integer text a bigint column returns', () => {
    expect(asFen('-1250')).toBe(-1250);
    expect(formatFen(asFen('1999'))).toBe('19.99');
  });
});

describe('parseFen: yuan text -> fen, exact', () => {
  it('reads up to two decimals without a float', () => {
    expect(parseFen('12.5')).toBe(1250);
    expect(parseFen('12')).toBe(1200);
    expect(parseFen('12.')).toBe(1200);
    expect(parseFen('0.07')).toBe(7); // 0.07 * 100 is 7.000000000000001 in floats
    expect(parseFen('1.13')).toBe(113); // 1.13 * 100 is 112.99999999999999
    expect(parseFen(' 99999999999.99 ')).toBe(9_999_999_999_999);
  });
  it('reads a sign only when asked', () => {
    expect(() => parseFen('-3.5')).toThrow(RangeError);
    expect(parseFen('-3.5', { signed: true })).toBe(-350);
    expect(parseFen('+3.5', { signed: true })).toBe(350);
  });
  it('refuses a third decimal, other shapes and amounts past 2^53 fen', () => {
    for (const bad of ['1.005', 'abc', '', '1e3', '1,000.00', '12.3.4', '90071992547409.92']) expect(() => parseFen(bad), bad).toThrow(RangeError);
    expect(tryParseFen('1.005')).toBeNull();
    expect(tryParseFen(undefined)).toBeNull();
    expect(tryParseFen('8.8')).toBe(880);
  });
  it('round-trips with formatFen', () => {
    for (const text of ['0.00', '0.01', '12.34', '-7.10', '100000.00']) expect(formatFen(parseFen(text, { signed: true }))).toBe(text);
  });
});

describe('roundToFen: a computed browser number to fen', () => {
  it('rounds half away from zero on the decimal the user sees', () => {
    expect(roundToFen(1.005)).toBe(101);
    expect(roundToFen(-1.005)).toBe(-101);
    expect(roundToFen(0.1 + 0.2)).toBe(30);
    expect(roundToFen(1234567.8)).toBe(123456780);
    expect(roundToFen(1e-9)).toBe(0);
    expect(() => roundToFen(Number.NaN)).toThrow(RangeError);
    expect(() => roundToFen(1e21)).toThrow(RangeError);
  });
});
