// A real in-memory implementation of the fixture catalogue (goods, notices, files): paging, filters,
// sorting, create, update, delete. Tests inject its `call` as the engine's caller; nothing of the engine
// is mocked.
import type { CallError } from '../../../engine/render';

export interface Goods {
  id: string;
  goodsName: string;
  goodsCode?: string;
  price: string;
  stock: number;
  status: string;
  category?: string;
  onShelfDate?: string;
  image?: string;
  contactMobile?: string;
  supplierCreditCode?: string;
  shop?: { shopName: string; city: string };
  [key: string]: unknown;
}

export interface CallRecord {
  key: string;
  payload: Record<string, unknown>;
}

/** A two-level category tree (category.tree answers it whole). */
export const CATEGORY_TREE = [
  { id: 'c1', name: '水果', children: [{ id: 'c11', name: '苹果' }, { id: 'c12', name: '柑橘', children: [{ id: 'c121', name: '橙子' }] }] },
  { id: 'c2', name: '粮食', children: [{ id: 'c21', name: '大米' }] },
];

const NAMES = ['苹果', '香蕉', '大米', '小麦', '当归', '黄芪', '橙子', '葡萄', '玉米', '枸杞'];

export function seedGoods(count: number): Goods[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `g${i + 1}`,
    goodsName: `${NAMES[i % NAMES.length]}${i >= NAMES.length ? i + 1 : ''}`,
    goodsCode: `G${1000 + i}`,
    price: `${(i + 1) * 1000 + 0.5}`,
    stock: i * 3,
    status: String((i % 3) + 1),
    category: ['fruit', 'grain', 'herb'][i % 3],
    onShelfDate: `2024-03-${String((i % 28) + 1).padStart(2, '0')}`,
    image: `/img/${i + 1}.png`,
    contactMobile: '13800000000',
    shop: { shopName: `店铺${(i % 2) + 1}`, city: '杭州' },
    categoryId: 'c11',
    description: '产地直发\n冷链运输',
    skus: [
      { specName: '5斤装', price: '25.00', stock: 10 },
      { specName: '10斤装', price: '45.00', stock: 4 },
    ],
  }));
}

export class FakeBackend {
  goods: Goods[];
  calls: CallRecord[] = [];
  files: { name: string; size: number; type: string }[] = [];
  failNext?: CallError;
  private nextId = 1000;

  constructor(count = 23) {
    this.goods = seedGoods(count);
  }

  callsOf(key: string): CallRecord[] {
    return this.calls.filter((c) => c.key === key);
  }

  call = async (key: string, payload: unknown = {}): Promise<unknown> => {
    const p = (payload ?? {}) as Record<string, unknown>;
    this.calls.push({ key, payload: p });
    await Promise.resolve();
    if (this.failNext) {
      const e = this.failNext;
      this.failNext = undefined;
      throw e;
    }
    switch (key) {
      case 'goods.page':
        return this.page(p);
      case 'goods.detail': {
        const g = this.goods.find((x) => x.id === p.id);
        if (!g) throw { code: 'YSCPR00001404', msg: '数据不存在或已被删除' } satisfies CallError;
        return g;
      }
      case 'goods.create': {
        const g = { ...(p as Goods), id: `g${this.nextId++}` };
        this.goods.unshift(g);
        return { id: g.id };
      }
      case 'goods.update': {
        const i = this.goods.findIndex((x) => x.id === p.id);
        this.goods[i] = { ...this.goods[i]!, ...(p as Goods) };
        return null;
      }
      case 'goods.delete':
        this.goods = this.goods.filter((g) => g.id !== p.id);
        return null;
      case 'goods.batchDelete':
        this.goods = this.goods.filter((g) => !(p.ids as string[]).includes(g.id));
        return null;
      case 'goods.onShelf':
        this.goods = this.goods.map((g) => (g.id === p.id ? { ...g, status: '1' } : g));
        return null;
      case 'file.upload': {
        const f = p.file as Blob & { name?: string };
        this.files.push({ name: String(p.fileName), size: f.size, type: f.type });
        return { id: `f${this.files.length}`, name: p.fileName, url: `/files/${this.files.length}` };
      }
      case 'notice.page':
        return { records: [{ id: 'n1', title: '系统维护通知', txdDt: '2024-03-26 10:00:00' }], total: 1 };
      case 'category.tree':
        return CATEGORY_TREE;
      case 'goods.freeze':
        this.goods = this.goods.map((g) => (g.id === p.id ? { ...g, status: '3', freezeReason: p.reason } : g));
        return null;
      case 'shop.options':
        return [{ id: 's1', name: '一号店' }, { id: 's2', name: '二号店' }];
      default:
        throw { code: 'YSCPR00002404', msg: `未知接口 ${key}` } satisfies CallError;
    }
  };

  private page(p: Record<string, unknown>) {
    let rows = [...this.goods];
    if (typeof p.goodsName === 'string') rows = rows.filter((g) => g.goodsName.includes(p.goodsName as string));
    if (p.status !== undefined) rows = rows.filter((g) => g.status === String(p.status));
    if (typeof p.beginDate === 'string') rows = rows.filter((g) => (g.onShelfDate ?? '').slice(0, 10) >= (p.beginDate as string));
    if (typeof p.endDate === 'string') rows = rows.filter((g) => (g.onShelfDate ?? '').slice(0, 10) <= (p.endDate as string));
    if (typeof p.sortField === 'string') {
      const f = p.sortField;
      const dir = p.sortOrder === 'desc' ? -1 : 1;
      rows.sort((a, b) => {
        const x = a[f] as string | number;
        const y = b[f] as string | number;
        const nx = Number(x);
        const ny = Number(y);
        return (Number.isFinite(nx) && Number.isFinite(ny) ? nx - ny : String(x).localeCompare(String(y))) * dir;
      });
    }
    const size = Number(p.pageSize ?? 10);
    const num = Number(p.pageNum ?? 1);
    return { records: rows.slice((num - 1) * size, num * size), total: rows.length };
  }
}
