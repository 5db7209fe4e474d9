// A detail block: one record from its data source, shown in titled sections through the shared value
// types, with its actions (scope `data` is the record). A section may hold a block instead of fields
// (order progress, state history): it sees the record as `data` and follows the detail's reload.
import { useMemo } from 'react';
import { readPath } from '../../logic/path';
import { test } from '../../logic/evaluate';
import { fieldSchema, fieldTitle, resolveEntity } from '../../schema/entity';
import type { DetailBody, DisplayItem, DisplaySection } from '../../schema/types';
import { ActionBar } from '../actions/ActionButton';
import { useDataSource } from '../hooks/use-data-source';
import { LayerProvider, useLayer, useScreenParts } from '../hosts/layer';
import { ScopeProvider, useScope } from '../scope';
import { valueTypeOf } from '../value-types/resolve';
import { ValueView } from '../value-types/ValueView';
import { BlockTitle } from '../BlockTitle';
import { ErrorState } from '../../ui/Empty';
import { BlockView } from '../BlockView';

export function DetailView({ block }: { block: DetailBody & { title?: string } }) {
  const outer = useScope();
  const layer = useLayer();
  const { entities } = useScreenParts();
  const entity = useMemo(() => resolveEntity(block.entity, entities), [block.entity, entities]);
  const ds = useDataSource<Record<string, unknown>>(block.data, outer);
  const scope = useMemo(() => ({ ...outer, data: ds.data }), [outer, ds.data]);
  const layerValue = useMemo(() => ({ ...layer, reload: ds.reload }), [layer, ds.reload]);
  const sections = (block.sections ?? []) as DisplaySection[];
  // A document's actions head it: sections that arrive later (lazy steps, history, pictures) never move them.
  const top = block.actionsAt === 'top';
  return (
    <LayerProvider value={layerValue}>
      <ScopeProvider value={scope}>
        <section className="scpr-detail" aria-label={block.title} aria-busy={ds.status === 'loading'}>
          <BlockTitle title={block.title} />
          {top ? <ActionBar actions={block.actions} scope={scope} className="scpr-toolbar scpr-detail__actions" /> : null}
          {ds.status === 'loading' && !ds.data ? <p>加载中…</p> : null}
          {ds.status === 'done' && !ds.data ? <p className="scpr-table__empty">暂无数据</p> : null}
          {ds.status === 'error' && !ds.data ? <ErrorState message={`加载失败：${ds.error?.msg ?? '请稍后重试'}`} onRetry={ds.reload} /> : null}
          {ds.data
            ? sections.map((s) =>
                test(s.access?.visible, scope, true) ? (
                  s.block ? (
                    // A block in the record's scope (steps, timeline): it reads `data` and reloads with it.
                    <section key={s.id ?? s.title} className="scpr-detail__block" aria-label={s.title}>
                      {s.title ? <h4>{s.title}</h4> : null}
                      <BlockView block={s.block} />
                    </section>
                  ) : (
                  <section key={s.id ?? s.title} aria-label={s.title}>
                    {s.title ? <h4>{s.title}</h4> : null}
                    <dl className="scpr-desc" style={{ ['--scpr-cols' as string]: s.columns ?? block.columns ?? 2 }}>
                      {(s.fields ?? []).map((raw) => {
                        const item = raw as DisplayItem;
                        if (!test(item.access?.visible, scope, true)) return null;
                        const label = item.label ?? fieldTitle(entity, item.field);
                        // The section's only subject (商品明细 under 商品明细): the title says it, the value
                        // takes the whole line; the label stays for screen readers.
                        // A gallery says what it is by itself: it too takes the whole line, its label hidden.
                        const sole = label === s.title || valueTypeOf(item, fieldSchema(entity, item.field)) === 'gallery';
                        const span = sole ? { gridColumn: '1 / -1' } : item.span ? { gridColumn: `span ${item.span}` } : undefined;
                        return (
                          <div key={item.field} style={span}>
                            <dt className={sole ? 'scpr-sr-only' : undefined}>{label}</dt>
                            <dd>
                              <ValueView value={readPath(ds.data, item.field)} item={item} schema={fieldSchema(entity, item.field)} label={label} scope={scope} />
                            </dd>
                          </div>
                        );
                      })}
                    </dl>
                  </section>
                  )
                ) : null,
              )
            : null}
          {top ? null : <ActionBar actions={block.actions} scope={scope} />}
        </section>
      </ScopeProvider>
    </LayerProvider>
  );
}
