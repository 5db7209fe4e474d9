// The tree-check widget's rules (engine/render/form/widgets/tree-check.ts): ticking a node ticks its
// subtree and its ancestors; unticking unticks its subtree only; a ticked node with something unticked
// below it is half-ticked.
import { describe, expect, it } from 'vitest';
import { checkNodes, parentsOf, partial, toggle } from '../../engine/render/form/widgets/tree-check';

const tree = checkNodes(
  [{ id: 'seller', name: '卖家中心', children: [{ id: 'order', name: '销售订单', children: [{ id: 'agree', name: '同意' }, { id: 'refuse', name: '拒绝' }] }] }, { id: 'user', name: '用户中心' }],
);
const parents = parentsOf(tree);
const order = tree[0]!.children[0]!;
const agree = order.children[0]!;

describe('tree-check', () => {
  it('reads the tree by the map', () => {
    expect(tree.map((n) => `${n.key}:${n.label}`)).toEqual(['seller:卖家中心', 'user:用户中心']);
    expect(order.children.map((n) => n.key)).toEqual(['agree', 'refuse']);
  });
  it('ticking a button ticks its page and area; ticking a page ticks its buttons', () => {
    expect(toggle([], agree, true, parents).sort()).toEqual(['agree', 'order', 'seller']);
    expect(toggle([], order, true, parents).sort()).toEqual(['agree', 'order', 'refuse', 'seller']);
  });
  it('unticking a button keeps its page (half-ticked); unticking the page drops its buttons', () => {
    const all = ['seller', 'order', 'agree', 'refuse'];
    const without = toggle(all, agree, false, parents);
    expect(without.sort()).toEqual(['order', 'refuse', 'seller']);
    expect(partial(order, new Set(without))).toBe(true);
    expect(partial(order, new Set(all))).toBe(false);
    expect(toggle(all, order, false, parents)).toEqual(['seller']);
  });
});
