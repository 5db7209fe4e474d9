// The storefront cart (1688 / 惠农网 style): lines grouped by seller in boxes, a tick box per line, per
// seller and for the whole cart, a quantity stepper bounded by the stock, line amounts, invalid lines
// greyed with their reason, and a bar at the bottom with the ticked quantity and amount and 去结算.
// The server keeps what is ticked (so the checkout reads the same selection) and computes every amount:
// each change runs the block's action (`select`, `quantity`) and the lines reload.
import { useMemo, type MouseEvent } from 'react';
import { readPath } from '../../logic/path';
import type { Scope } from '../../logic/types';
import type { CartBody } from '../../schema/types';
import { Empty, ErrorState, Skeleton } from '../../ui/Empty';
import { Pagination } from '../../ui/Pagination';
import { ActionBar, ActionButton } from '../actions/ActionButton';
import { navigateTo, runAction } from '../actions/run-action';
import { useActionEffects } from '../actions/use-action-runner';
import { useEngine } from '../context';
import { usePagedData } from '../hooks/use-paged-data';
import { LayerProvider, useLayer } from '../hosts/layer';
import { ScopeProvider, useScope } from '../scope';
import { BlockTitle } from '../BlockTitle';
import { formatMoney, isEmpty } from '../value-types/format';
import { Stepper } from './Stepper';
import './cart.css';

type Row = Record<string, unknown>;
/** Without a limit from the app (tests, tools): a page of this many lines, with a pager. */
const FALLBACK_PAGE = 20;
const FIELDS = {
  key: 'skuId', group: 'sellerId', groupLabel: 'sellerNm', name: 'itemNm', spec: 'specValues', picture: 'picture', price: 'price',
  quantity: 'quantity', amount: 'amount', stock: 'stock', unit: 'unitNm', selected: 'selected', invalid: 'invalid',
  invalidText: 'invalidText', notice: 'notice', selectedQuantity: 'selectedQuantity', selectedCount: 'selectedCount',
  selectedAmount: 'selectedAmount', allSelected: 'allSelected',
};
type Fields = typeof FIELDS;

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
/** Storefront money: ¥ before the shared money format (grouped, two decimals). */
const yuan = (v: unknown): string => `¥${formatMoney(isEmpty(v) ? 0 : v, '')}`;

interface Group {
  key: string;
  label: string;
  lines: Row[];
}

/** Lines in the order the server gave them, one group per seller (a seller's lines stay together). */
function groupsOf(rows: Row[], f: Fields): Group[] {
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const key = text(readPath(row, f.group));
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { key, label: text(readPath(row, f.groupLabel)), lines: [] }));
    g.lines.push(row);
  }
  return [...groups.values()];
}

function Tick({ checked, disabled, label, onChange }: { checked: boolean; disabled?: boolean; label: string; onChange(checked: boolean): void }) {
  return <input type="checkbox" className="scpr-cart__tick" aria-label={label} checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />;
}

export function CartView({ block }: { block: CartBody & { title?: string } }) {
  const outer = useScope();
  const layer = useLayer();
  const engine = useEngine();
  const fx = useActionEffects();
  const f: Fields = { ...FIELDS, ...block.fields };
  const grid = usePagedData<Row>(block.data, outer, { paged: true, pageSize: block.pageSize ?? engine.pageSizeLimit?.(block.data.call) ?? FALLBACK_PAGE });
  const { data: ds, rows, total, page } = grid;
  const summary = (readPath(ds.result, block.summary ?? 'summary') ?? {}) as Row;
  const layerValue = useMemo(() => ({ ...layer, reload: ds.reload }), [layer, ds.reload]);
  const groups = useMemo(() => groupsOf(rows, f), [rows, f.group, f.groupLabel]); // eslint-disable-line react-hooks/exhaustive-deps

  const keyOf = (row: Row) => text(readPath(row, f.key));
  const isInvalid = (row: Row) => !!readPath(row, f.invalid);
  const isSelected = (row: Row) => !isInvalid(row) && !!readPath(row, f.selected);
  const selection = rows.filter(isSelected).map(keyOf);
  const ticked = Number(readPath(summary, f.selectedCount) ?? selection.length) || 0;
  const barScope: Scope = { ...outer, data: summary, selection };
  // Runs the block's own action, then reloads whatever happened (a refusal puts the old values back).
  const act = async (action: CartBody['quantity'], scope: Scope) => {
    await runAction(action, scope, { ...fx, reload: ds.reload }, { payloadFrom: 'none' });
    ds.reload();
  };
  const select = (keys: string[] | undefined, selected: boolean) => act(block.select, { ...outer, data: keys ? { keys, selected } : { selected } });
  const allSelected = !!readPath(summary, f.allSelected);
  const validCount = rows.filter((r) => !isInvalid(r)).length;
  const href = (row: Row) => (block.link && engine.href ? engine.href(navigateTo(block.link, { ...outer, row })) : undefined);
  const follow = (row: Row) => (e: MouseEvent) => {
    if (!block.link || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    engine.navigate(navigateTo(block.link, { ...outer, row }));
  };

  const loading = ds.status === 'loading' && rows.length === 0;
  if (loading) return <Skeleton rows={4} label="购物车加载中" />;
  if (ds.status === 'error' && rows.length === 0) return <ErrorState message="购物车加载失败" onRetry={ds.reload} />;
  if (rows.length === 0) {
    return (
      <LayerProvider value={layerValue}>
        <section className="scpr-cart scpr-cart--empty" aria-label={block.title ?? '购物车'}>
          <Empty description={block.empty ?? '购物车空空如也'}>
            <ActionBar actions={block.emptyActions} scope={outer} />
          </Empty>
        </section>
      </LayerProvider>
    );
  }

  const line = (row: Row) => {
    const key = keyOf(row);
    const invalid = isInvalid(row);
    const name = text(readPath(row, f.name));
    const picture = text(readPath(row, f.picture));
    const stock = Number(readPath(row, f.stock) ?? 0) || 0;
    const quantity = Number(readPath(row, f.quantity) ?? 1) || 1;
    const notice = text(readPath(row, f.notice));
    const link = href(row);
    const rowScope = { ...outer, row };
    return (
      <li key={key} className={`scpr-cart__line${invalid ? ' is-invalid' : ''}`} data-line={key}>
        <span className="scpr-cart__cell scpr-cart__cell--tick">
          {invalid ? (
            <span className="scpr-cart__badge">失效</span>
          ) : (
            <Tick label={`选择${name}`} checked={isSelected(row)} onChange={(on) => void select([key], on)} />
          )}
        </span>
        <span className="scpr-cart__cell scpr-cart__cell--goods">
          {picture ? (
            <a className="scpr-cart__picture" href={link} onClick={follow(row)} tabIndex={-1} aria-hidden="true">
              <img src={picture} alt="" width={80} height={80} loading="lazy" />
            </a>
          ) : (
            <span className="scpr-cart__picture scpr-cart__picture--none" aria-hidden="true" />
          )}
          <span className="scpr-cart__info">
            {link ? (
              <a className="scpr-cart__name" href={link} onClick={follow(row)}>
                {name}
              </a>
            ) : (
              <span className="scpr-cart__name">{name}</span>
            )}
            <span className="scpr-cart__spec">{text(readPath(row, f.spec))}</span>
            {invalid ? <span className="scpr-cart__reason">{text(readPath(row, f.invalidText))}</span> : null}
            {!invalid && notice ? <span className="scpr-cart__notice">{notice}</span> : null}
          </span>
        </span>
        <span className="scpr-cart__cell scpr-cart__cell--price">{yuan(readPath(row, f.price))}</span>
        <span className="scpr-cart__cell scpr-cart__cell--quantity">
          <Stepper
            label={`${name}数量`}
            value={quantity}
            max={Math.max(stock, 1)}
            disabled={invalid}
            onCommit={(n) => void act(block.quantity, { ...outer, row: { ...row, [f.quantity]: n } })}
          />
          {!invalid && stock > 0 ? <span className="scpr-cart__stock">库存{stock}{text(readPath(row, f.unit))}</span> : null}
        </span>
        <span className="scpr-cart__cell scpr-cart__cell--amount">{yuan(readPath(row, f.amount))}</span>
        <span className="scpr-cart__cell scpr-cart__cell--actions">
          {block.rowActions?.map((a) => <ActionButton key={a.id ?? a.label} action={a} scope={rowScope} />)}
        </span>
      </li>
    );
  };

  return (
    <LayerProvider value={layerValue}>
      <ScopeProvider value={barScope}>
        <section className="scpr-cart" aria-label={block.title ?? '购物车'} aria-busy={ds.status === 'loading'}>
          <BlockTitle title={block.title} />
          <div className="scpr-cart__head" role="presentation">
            <span className="scpr-cart__cell scpr-cart__cell--tick">
              <Tick label="全选" checked={allSelected} disabled={validCount === 0} onChange={(on) => void select(undefined, on)} />
              全选
            </span>
            <span className="scpr-cart__cell scpr-cart__cell--goods">商品信息</span>
            <span className="scpr-cart__cell scpr-cart__cell--price">单价</span>
            <span className="scpr-cart__cell scpr-cart__cell--quantity">数量</span>
            <span className="scpr-cart__cell scpr-cart__cell--amount">金额</span>
            <span className="scpr-cart__cell scpr-cart__cell--actions">操作</span>
          </div>
          {groups.map((g) => {
            const valid = g.lines.filter((r) => !isInvalid(r));
            const all = valid.length > 0 && valid.every(isSelected);
            return (
              <section key={g.key} className="scpr-cart__group" aria-label={g.label} data-group={g.key}>
                <header className="scpr-cart__seller">
                  <Tick label={`选择${g.label}的全部商品`} checked={all} disabled={!valid.length} onChange={(on) => void select(valid.map(keyOf), on)} />
                  <span className="scpr-cart__shop">店铺：{g.label}</span>
                </header>
                <ul className="scpr-cart__lines">{g.lines.map(line)}</ul>
              </section>
            );
          })}
          {total > page.size ? <Pagination page={page.num} pageSize={page.size} total={total} pageSizes={[page.size]} onChange={grid.setPage} /> : null}
          <footer className="scpr-cart__bar" aria-label="结算">
            <label className="scpr-cart__all">
              <Tick label="全选" checked={allSelected} disabled={validCount === 0} onChange={(on) => void select(undefined, on)} />
              全选
            </label>
            <ActionBar actions={block.toolbar} scope={barScope} className="scpr-cart__tools" />
            <span className="scpr-cart__count">
              已选 <strong data-cart-quantity>{text(readPath(summary, f.selectedQuantity) ?? 0)}</strong> 件商品
            </span>
            <span className="scpr-cart__total">
              合计：<strong data-cart-amount>{yuan(readPath(summary, f.selectedAmount))}</strong>
            </span>
            <span className="scpr-cart__checkout">
              <ActionButton action={block.checkout} scope={barScope} disabled={ticked === 0} />
            </span>
          </footer>
        </section>
      </ScopeProvider>
    </LayerProvider>
  );
}
