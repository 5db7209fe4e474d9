// Tiles: fixed ones, or one per row of a data source. A tile shows a heading and text from the scope and
// runs its navigate / then steps when clicked; tiles of rows carry item actions (scope `row`); the
// toolbar sees the rows as `data` (so `{ "var": "data.length" }` can hide "add" at a limit).
import { useMemo } from 'react';
import { readPath } from '../../logic/path';
import { test } from '../../logic/evaluate';
import type { Scope } from '../../logic/types';
import type { CardItem, CardsBody } from '../../schema/types';
import { ActionBar } from '../actions/ActionButton';
import { runSteps, stepsOf } from '../actions/run-action';
import { useActionEffects } from '../actions/use-action-runner';
import { useDataSource } from '../hooks/use-data-source';
import { LayerProvider, useLayer } from '../hosts/layer';
import { ScopeProvider, useScope } from '../scope';
import { textOf } from '../text/TextView';

type Row = Record<string, unknown>;
const NO_ROWS: Row[] = [];

function Card({ card, scope, actions }: { card: CardItem; scope: Scope; actions?: CardsBody['itemActions'] }) {
  const fx = useActionEffects();
  if (!test(card.access?.visible, scope, true)) return null;
  const heading = textOf(card.heading, scope);
  const text = textOf(card.text, scope);
  const steps = stepsOf({ label: heading, ...(card.navigate ? { navigate: card.navigate } : {}), ...(card.then ? { then: card.then } : {}) });
  const content = (
    <>
      <span className="scpr-card__heading">{heading}</span>
      {text ? <span className="scpr-card__text">{text}</span> : null}
    </>
  );
  return (
    <li className={`scpr-card${card.tone ? ` scpr-card--${card.tone}` : ''}`} data-card={card.id}>
      {steps.length ? (
        <button type="button" className="scpr-card__main" onClick={() => void runSteps(steps, scope, fx)}>
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
  const ds = useDataSource(block.data, outer);
  const rows = useMemo(
    () => (block.data ? ((readPath(ds.result, block.data.map?.rows ?? '') as Row[] | undefined) ?? NO_ROWS) : NO_ROWS),
    [ds.result, block.data],
  );
  const scope = useMemo(() => (block.data ? { ...outer, data: rows } : outer), [outer, rows, block.data]);
  const layerValue = useMemo(() => ({ ...layer, reload: ds.reload }), [layer, ds.reload]);
  const rowKey = block.rowKey ?? 'id';
  const fixed = (block.items ?? []).filter((c) => test(c.access?.visible, scope, true));
  const loading = block.data !== undefined && ds.status === 'loading' && rows.length === 0;
  const empty = !loading && fixed.length === 0 && rows.length === 0;
  return (
    <LayerProvider value={layerValue}>
      <ScopeProvider value={scope}>
        <section className="scpr-cards" aria-label={block.title} aria-busy={loading}>
          {block.title ? <h3>{block.title}</h3> : null}
          <ActionBar actions={block.toolbar} scope={scope} />
          {loading ? <p>加载中…</p> : null}
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
        </section>
      </ScopeProvider>
    </LayerProvider>
  );
}
