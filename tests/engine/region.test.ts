// GB/T 2260 region lookups shared by the region picker and the server (engine/validation/region).
import { describe, expect, it } from 'vitest';
import {
  isRegionCode,
  regionChildren,
  regionError,
  regionFullName,
  regionName,
  regionPath,
  searchRegions,
} from '../../engine/validation';

describe('GB/T 2260 region codes', () => {
  it('knows provinces, cities and districts by code and level', () => {
    expect(isRegionCode('110000', 'province')).toBe(true);
    expect(isRegionCode('330100', 'city')).toBe(true);
    expect(isRegionCode('110108', 'district')).toBe(true);
    expect(isRegionCode('110108')).toBe(true);
    expect(isRegionCode('110108', 'city')).toBe(false);
  });

  it('refuses codes that are not in the table or not 6 digits', () => {
    for (const bad of ['999999', '110199', '11010', '1101080', '', 110108, null, undefined, ' 110108']) {
      expect(isRegionCode(bad)).toBe(false);
    }
  });

  it('names a code and walks its path from the province down', () => {
    expect(regionName('110108')).toBe('海淀区');
    expect(regionName('000000')).toBe('');
    expect(regionPath('330106').map((n) => [n.code, n.name, n.level])).toEqual([
      ['330000', '浙江省', 'province'],
      ['330100', '杭州市', 'city'],
      ['330106', '西湖区', 'district'],
    ]);
    expect(regionPath('330100').map((n) => n.code)).toEqual(['330000', '330100']);
    expect(regionPath('123')).toEqual([]);
    expect(regionFullName('110108')).toBe('北京市 海淀区');
    expect(regionFullName('330106', '')).toBe('浙江省杭州市西湖区');
  });

  it('lists children in code order, provinces at the top', () => {
    const provinces = regionChildren();
    expect(provinces[0]).toMatchObject({ code: '110000', name: '北京市' });
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    const zhejiang = regionChildren('330000').map((n) => n.code);
    expect(zhejiang[0]).toBe('330100');
    expect(zhejiang).toEqual([...zhejiang].sort());
    expect(regionChildren('330100').map((n) => n.name)).toContain('西湖区');
    expect(regionChildren('110108')).toEqual([]);
  });

  it('has recent changes (data kept up to date by its package)', () => {
    // 新疆和田地区和安县、和康县 were set up in December 2024.
    expect(searchRegions('和安县').map((n) => n.level)).toEqual(['district']);
    expect(isRegionCode('659012', 'district')).toBe(true); // 白杨市 (2023)
  });

  it('searches names at the asked levels', () => {
    expect(searchRegions('杭州', ['city']).map((n) => n.code)).toEqual(['330100']);
    expect(searchRegions('  ')).toEqual([]);
    expect(searchRegions('区', ['district'], 5)).toHaveLength(5);
  });

  it('gives the server a Chinese message for a wrong code', () => {
    expect(regionError('110108', 'district')).toBeNull();
    expect(regionError('999999')).toBe('请选择正确的所在地区');
    expect(regionError('110000', 'district', '收货地区')).toBe('收货地区须选择到区县');
  });
});
