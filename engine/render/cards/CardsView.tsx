// Tiles: fixed ones, or one per row of a data source. A tile shows a picture, a heading, text and an
// extra line (a price) from the scope (a tile may ask its own record, scope `tile`: a count) and runs its navigate / then steps when clicked (a link when it
// only navigates, so it opens in a new tab too; a button otherwise); tiles of rows carry item actions
// (scope `row`); the toolbar sees the rows as `data` (so `{ "var": "data.length" }` can hide "add" at a
// limit). A product grid adds a search form (`filters`) and paging (data.paginate: true).
import { useMemo, type MouseEvent } from 'react';
import { evaluate, test } from '../../logic/evaluate';
import type { Scope } from '../../logic/types';
import { resolveEntity, type EntitySchema } from '../../schema/entity';
import type { CardItem, CardsBody, FieldItem } from '../../schema/types';
import { Pagination } from '../../ui/Pagination';
import { PAGER_COUNT, PAGE_SIZES } from '../../validation/limits';
import { ActionBar } from '../actions/ActionButton';
import { navigateTo, runSteps, stepsOf } from '../actions/run-action';
import { useActionEffects } from '../actions/use-action-runner';
import { useEngine } from '../context';
import { usePagedData } from '../hooks/use-paged-data';
import { useDataSource } from '../hooks/use-data-source';
import { LayerProvider, useLayer, useScreenParts } from '../hosts/layer';
import { FilterBar } from '../list/FilterBar';
import { ScopeProvider, useScope } from '../scope';
import { textOf } from '../text/TextView';
import { picturesOf } from '../value-types/ImageView';
import { BlockTitle } from '../BlockTitle';
import { ErrorState } from '../../ui/Empty';

type Row = Record<string, unknown>;
const NO_ENTITY: EntitySchema = {};
const DEFAULT_CARD_PAGE_SIZE = 20;

function Card({ card, scope: outer, actions }: { card: CardItem; scope: Scope; actions?: CardsBody['itemActions'] }) {
  const fx = useActionEffects();
  const engine = useEngine();
  const visible = test(card.access?.visible, outer, true);
  // A tile's own record (a count in its text): asked only while the tile shows.
  const own = useDataSource<Record<string, unknown>>(visible ? card.data : undefined, outer);
  const scope = useMemo(() => (card.data ? { ...outer, tile: own.data ?? {} } : outer), [card.data, outer, own.data]);
  if (!visible) return null;
  const heading = textOf(card.heading, scope);
  const text = textOf(card.text, scope);
  const extra = textOf(card.extra, scope);
  // An address, { url, name }, or a list of them (the first is the tile's picture).
  const image = card.image === undefined ? undefined : picturesOf(evaluate(card.image, scope))[0]?.url;
  const steps = stepsOf({ label: heading, ...(card.navigate ? { navigate: card.navigate } : {}), ...(card.then ? { then: card.then } : {}) });
  const content = (
    <>
      {image ? <img className="scpr-card__image" src={image} alt={heading} loading="lazy" /> : null}
      {/* Cut short when too long (one line; two for the text of a tile without a picture): the title keeps the whole wording. */}
      <span className="scpr-card__heading" title={heading}>
        {heading}
      </span>
      {text ? (
        <span className="scpr-card__text" title={text}>
          {text}
        </span>
      ) : null}
      {extra ? <span className="scpr-card__extra">{extra}</span> : null}
    </>
  );
  const run = () => void runSteps(steps, scope, fx);
  // Only navigating: a real link (Enter opens it, a middle click opens a new tab).
  const href = card.navigate && !card.then && engine.href ? engine.href(navigateTo(card.navigate, scope)) : undefined;
  const follow = (e: MouseEvent) => {
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    run();
  };
  return (
    <li className={`scpr-card${card.tone ? ` scpr-card--${card.tone}` : ''}`} data-card={card.id}>
      {href ? (
        <a className="scpr-card__main" href={href} onClick={follow}>
          {content}
        </a>
      ) : steps.length ? (
        <button type="button" className="scpr-card__main" onClick={run}>
          {content}
        </button>
      ) : (
        <div className="scpr-card__main">{content}</div>
      )}
      <ActionBar actions={actions} scope={scope} className="scpr-card__actions" />
    </li>
  );
}

export function CardsView({ block }: { block: CardsBody & { title?: string } }) {
  const outer = useScope();
  const layer = useLayer();
  const { entities } = useScreenParts();
  const entity = useMemo(() => (block.entity && entities[block.entity] ? resolveEntity(block.entity, entities) : NO_ENTITY), [block.entity, entities]);
  // Paged only when asked (data.paginate: true): a product grid; quick entries and fixed tiles are not.
  const paged = block.data?.paginate === true;
  const grid = usePagedData<Row>(block.data, outer, {
    filters: block.filters as FieldItem[] | undefined,
    paged,
    pageSize: block.pageSize ?? DEFAULT_CARD_PAGE_SIZE,
  });
  const { data: ds, rows, total, page } = grid;
  const scope = useMemo(() => (block.data ? { ...outer, data: rows } : outer), [outer, rows, block.data]);
  const layerValue = useMemo(() => ({ ...layer, reload: ds.reload }), [layer, ds.reload]);
  const rowKey = block.rowKey ?? 'id';
  const fixed = (block.items ?? []).filter((c) => test(c.access?.visible, scope, true));
  const loading = block.data !== undefined && ds.status === 'loading' && rows.length === 0;
  const failed = ds.status === 'error' && rows.length === 0;
  const empty = !loading && !failed && fixed.length === 0 && rows.length === 0;
  const sizes = (PAGE_SIZES as readonly number[]).includes(page.size) ? PAGE_SIZES : [...PAGE_SIZES, page.size].sort((a, b) => a - b);
  return (
    <LayerProvider value={layerValue}>
      <ScopeProvider value={scope}>
        <section className="scpr-cards" aria-label={block.title} aria-busy={loading}>
          {block.filters?.length ? (
            <>
              <BlockTitle title={block.title} />
              <FilterBar
                key={grid.filterKey}
                items={block.filters as FieldItem[]}
                entity={entity}
                initial={grid.filterInitial}
                onApply={grid.applyFilters}
              />
              <ActionBar actions={block.toolbar} scope={scope} />
            </>
          ) : (
            // No filters between them: the toolbar (更多资讯, 自定义) sits on the title's row, at its right,
            // like an Ant Design Pro card's extra.
            <div className="scpr-cards__head">
              <BlockTitle title={block.title} />
              <ActionBar actions={block.toolbar} scope={scope} />
            </div>
          )}
          {loading ? <p>加载中…</p> : null}
          {failed ? <ErrorState message={`加载失败：${ds.error?.msg ?? '请稍后重试'}`} onRetry={ds.reload} /> : null}
          {empty ? <p className="scpr-empty">{block.empty ?? '暂无数据'}</p> : null}
          {fixed.length || rows.length ? (
            <ul className="scpr-cards__grid" style={{ ['--scpr-cols' as string]: block.columns ?? 4 }}>
              {fixed.map((c) => (
                <Card key={c.id} card={c} scope={scope} />
              ))}
              {block.item
                ? rows.map((row, i) => <Card key={String(row[rowKey] ?? i)} card={block.item!} scope={{ ...scope, row }} actions={block.itemActions} />)
                : null}
            </ul>
          ) : null}
          {paged && total > 0 ? (
            <Pagination page={page.num} pageSize={page.size} total={total} pageSizes={sizes} pagerCount={PAGER_COUNT} onChange={grid.setPage} />
          ) : null}
        </section>
      </ScopeProvider>
    </LayerProvider>
  );
}
