// The storefront's SKU picker (product details, 1688 / 惠农网 style): the chosen SKU's price, a button per
// SKU (a SKU without stock is disabled), what is in stock, and a quantity stepper bounded by the stock;
// the actions (加入购物车, 立即购买) run with scope `row` = the chosen SKU plus `quantity`.
import { useState } from 'react';
import { evaluate } from '../../logic/evaluate';
import type { SkuPickerBody } from '../../schema/types';
import { ActionBar } from '../actions/ActionButton';
import { BlockTitle } from '../BlockTitle';
import { useDataSource } from '../hooks/use-data-source';
import { useScope } from '../scope';
import { Stepper } from './Stepper';
import './sku-picker.css';

type Row = Record<string, unknown>;
const DEFAULT_MAX = 99999;

const pick = (row: Row, path: string): unknown => path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Row)[k] : undefined), row);
const count = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0)) || 0;

export function SkuPickerView({ block }: { block: SkuPickerBody & { title?: string } }) {
  const outer = useScope();
  const ds = useDataSource<unknown>(block.data, outer);
  const scope = block.data ? { ...outer, data: ds.data } : outer;
  const f = { key: 'skuId', label: 'specValues', price: 'price', stock: 'stock', ...block.fields };
  const loading = block.data !== undefined && ds.data === undefined;
  const raw = loading ? undefined : evaluate(block.skus, scope);
  const skus: Row[] = Array.isArray(raw) ? (raw as Row[]) : [];
  const unit = String(block.unit === undefined ? '件' : (evaluate(block.unit, scope) ?? '件')) || '件';
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [wanted, setWanted] = useState(1);
  const firstInStock = skus.find((s) => count(pick(s, f.stock)) > 0) ?? skus[0];
  const chosen = skus.find((s) => String(pick(s, f.key)) === chosenKey) ?? firstInStock;
  const stock = chosen ? count(pick(chosen, f.stock)) : 0;
  const max = Math.max(0, Math.min(stock, block.max ?? DEFAULT_MAX));
  const quantity = Math.min(Math.max(1, wanted), Math.max(1, max));

  if (block.data && ds.data === undefined) return <p aria-busy={ds.status === 'loading'}>{ds.status === 'loading' ? '加载中…' : '暂无数据'}</p>;
  if (!skus.length) return <p className="scpr-sku-picker__empty">暂无可选规格</p>;
  const rowScope = { ...scope, row: { ...chosen, quantity } };
  return (
    <section className="scpr-sku-picker" aria-label={block.title ?? '选择规格'}>
      {block.title ? <BlockTitle title={block.title} /> : null}
      <div className="scpr-sku-picker__price">
        <span className="scpr-sku-picker__label">价格</span>
        <strong>¥{String(pick(chosen ?? {}, f.price) ?? '')}</strong>
        <span className="scpr-sku-picker__unit">/{unit}</span>
      </div>
      <div className="scpr-sku-picker__line" role="radiogroup" aria-label="规格">
        <span className="scpr-sku-picker__label">规格</span>
        <div className="scpr-sku-picker__specs">
          {skus.map((s) => {
            const key = String(pick(s, f.key));
            const none = count(pick(s, f.stock)) <= 0;
            const on = chosen === s;
            return (
              <button
                key={key}
                type="button"
                role="radio"
                aria-checked={on}
                disabled={none}
                className={`scpr-sku-picker__spec${on ? ' is-on' : ''}`}
                title={none ? '已售罄' : undefined}
                onClick={() => {
                  setChosenKey(key);
                  setWanted(1);
                }}
              >
                {String(pick(s, f.label) ?? '')}
                {none ? <span className="scpr-sku-picker__soldout">（已售罄）</span> : null}
              </button>
            );
          })}
        </div>
      </div>
      <div className="scpr-sku-picker__line">
        <span className="scpr-sku-picker__label">数量</span>
        <Stepper label="购买数量" value={quantity} max={max} disabled={max < 1} onCommit={setWanted} />
        <span className="scpr-sku-picker__stock">{stock > 0 ? `库存${stock}${unit}` : '已售罄'}</span>
      </div>
      <ActionBar actions={block.actions} scope={rowScope} className="scpr-sku-picker__actions" />
    </section>
  );
}
