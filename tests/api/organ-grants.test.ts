// A role's checked tree as grants (api/server/modules/organ/grants.ts): a node ticked whole is granted
// whole (what is added below it later comes with it); a node ticked without all of its children is
// granted exactly; nothing unticked is ever granted.
import { describe, expect, it } from 'vitest';
import { compactGrants } from '../../api/server/modules/organ';

const menus = [
  { menuId: 'm_Seller', parentMenuId: '0' },
  { menuId: 'm_SaleOrder', parentMenuId: 'm_Seller' },
  { menuId: 'b_agree', parentMenuId: 'm_SaleOrder' },
  { menuId: 'b_refuse', parentMenuId: 'm_SaleOrder' },
  { menuId: 'm_Report', parentMenuId: 'm_Seller' },
  { menuId: 'm_User', parentMenuId: '0' },
];

describe('compactGrants', () => {
  it('everything ticked: the roots', () => {
    expect(compactGrants(menus, new Set(menus.map((m) => m.menuId)))).toEqual(['m_Seller', 'm_User']);
  });
  it('one button unticked: the area and the page exactly, the other button and page whole', () => {
    expect(compactGrants(menus, new Set(['m_Seller', 'm_SaleOrder', 'b_refuse', 'm_Report']))).toEqual(['=m_Seller', '=m_SaleOrder', 'b_refuse', 'm_Report']);
  });
  it('nothing ticked: nothing granted; a child ticked under an unticked parent: the child alone', () => {
    expect(compactGrants(menus, new Set())).toEqual([]);
    expect(compactGrants(menus, new Set(['b_agree']))).toEqual(['b_agree']);
  });
});
