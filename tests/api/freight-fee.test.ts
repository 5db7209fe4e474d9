// The freight fee rule of DOMAIN.md "Freight templates", as a pure function on integers: fee = first fee
// when the quantity is within the first unit, else first fee + ceil((qty - first) / extra) x extra fee;
// the most specific region row wins; free-shipping rows need every minimum they set.
import { describe, expect, it } from 'vitest';
import { freightFee, isFree, ruleFor } from '../../api/server/modules/freight';
import { formatFen, parseFen } from '../../engine/validation';
import { milliOf, unitsOf } from '../../api/server/money';

const rule = (first: string, firstFee: string, extra: string, extraFee: string, regions: string[] = ['370000']) => ({
  regions, firstUnitMilli: milliOf(first), firstFeeFen: parseFen(firstFee), extraUnitMilli: milliOf(extra), extraFeeFen: parseFen(extraFee),
});

describe('freight fee rule', () => {
  it('by piece: the first fee within the first unit, then one extra fee per started extra unit', () => {
    const r = rule('2', '10', '3', '4.5');
    expect([0, 1, 2].map((n) => formatFen(freightFee(r, n * 1000)))).toEqual(['10.00', '10.00', '10.00']);
    // 3 pieces: 2 first + 1 over -> ceil(1/3) = 1 extra; 5: ceil(3/3) = 1; 6: ceil(4/3) = 2; 11: ceil(9/3) = 3.
    expect([3, 5, 6, 11].map((n) => formatFen(freightFee(r, n * 1000)))).toEqual(['14.50', '14.50', '19.00', '23.50']);
  });

  it('by weight with decimals: exact thousandths, no float drift', () => {
    const r = rule('1', '8', '0.5', '2');
    expect(formatFen(freightFee(r, milliOf('1')))).toBe('8.00');
    expect(formatFen(freightFee(r, milliOf('1.001')))).toBe('10.00');
    expect(formatFen(freightFee(r, milliOf('2.2')))).toBe('14.00'); // ceil(1.2 / 0.5) = 3
    expect(formatFen(freightFee(r, milliOf('1.5')))).toBe('10.00'); // ceil(0.5 / 0.5) = 1, not 2
    const tenths = rule('0.1', '0.10', '0.1', '0.10');
    expect(formatFen(freightFee(tenths, milliOf('0.3')))).toBe('0.30'); // 0.1 + 0.2 is not 0.30000000000000004 here
  });

  it('the most specific row covering the district wins; a region no row covers has none', () => {
    const province = rule('1', '10', '1', '1', ['370000', '110000']);
    const city = rule('1', '6', '1', '1', ['370600']);
    const district = rule('1', '3', '1', '1', ['370602']);
    expect(ruleFor([province, city, district], '370602')).toBe(district); // 芝罘区
    expect(ruleFor([province, city, district], '370613')).toBe(city); // 莱山区, 烟台市
    expect(ruleFor([province, city, district], '370102')).toBe(province); // 济南市历下区, 山东省
    expect(ruleFor([province, city], '110105')).toBe(province);
    expect(ruleFor([province, city], '440305')).toBeNull(); // 深圳市南山区
  });

  it('free shipping: region covered and every minimum set is met', () => {
    const amountOnly = { regions: ['370000'], minAmountFen: parseFen('99'), minCount: null };
    const both = { regions: ['110000'], minAmountFen: parseFen('50'), minCount: 3 };
    expect(isFree([amountOnly], '370602', parseFen('99'), 1)).toBe(true);
    expect(isFree([amountOnly], '370602', parseFen('98.99'), 100)).toBe(false);
    expect(isFree([amountOnly], '110105', parseFen('500'), 1)).toBe(false);
    expect(isFree([both], '110105', parseFen('50'), 3)).toBe(true);
    expect(isFree([both], '110105', parseFen('50'), 2)).toBe(false);
    expect(isFree([both], '110105', parseFen('49.99'), 3)).toBe(false);
  });

  it('money and units are read and written as exact decimal strings', () => {
    expect([parseFen('12.5'), parseFen('0.05'), parseFen('12'), parseFen('999999999.99')]).toEqual([1250, 5, 1200, 99999999999]);
    expect([formatFen(1250), formatFen(5), formatFen(0), formatFen(-5)]).toEqual(['12.50', '0.05', '0.00', '-0.05']);
    expect([unitsOf(1500), unitsOf(2000), unitsOf(1), unitsOf(0)]).toEqual(['1.5', '2', '0.001', '0']);
    expect(() => parseFen('1.234')).toThrow();
    expect(() => milliOf('abc')).toThrow();
  });
});
