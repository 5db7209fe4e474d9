// The picture wall: a grid of square thumbnails from a call, each a button opening the large preview of
// the page's pictures (‹ › and the arrow keys move through them), with a caption and a smaller line under
// it and buttons per picture (scope `row`, `index`, `data`): 删除, 前移, 后移 ... bound to calls, which
// usually end in "reload". Pages with a pager when data.paginate is true; a search form when it has filters.
import { useMemo, useState } from 'react';
import { evaluate } from '../../logic/evaluate';
import { resolveEntity, type EntitySchema } from '../../schema/entity';
import type { FieldItem, PictureWallBody } from '../../schema/types';
import { ErrorState } from '../../ui/Empty';
import { ImageOff } from '../../ui/icons';
import { ImagePreview } from '../../ui/ImagePreview';
import { Pagination } from '../../ui/Pagination';
import { PAGER_COUNT, PAGE_SIZES } from '../../validation/limits';
import { ActionBar } from '../actions/ActionButton';
import { BlockTitle } from '../BlockTitle';
import { usePagedData } from '../hooks/use-paged-data';
import { LayerProvider, useLayer, useScreenParts } from '../hosts/layer';
import { FilterBar } from '../list/FilterBar';
import { ScopeProvider, useScope } from '../scope';
import { textOf } from '../text/TextView';
import { picturesOf } from '../value-types/ImageView';
import './media.css';

type Row = Record<string, unknown>;
const NO_ENTITY: EntitySchema = {};
const DEFAULT_SIZE = 160;
const DEFAULT_PAGE_SIZE = 20;

export function PictureWallView({ block }: { block: PictureWallBody & { title?: string } }) {
  const outer = useScope();
  const layer = useLayer();
  const { entities } = useScreenParts();
  const entity = useMemo(() => (block.entity && entities[block.entity] ? resolveEntity(block.entity, entities) : NO_ENTITY), [block.entity, entities]);
  const paged = block.data.paginate === true;
  const wall = usePagedData<Row>(block.data, outer, { filters: block.filters as FieldItem[] | undefined, paged, pageSize: block.pageSize ?? DEFAULT_PAGE_SIZE });
  const { data: ds, rows, total, page } = wall;
  const scope = useMemo(() => ({ ...outer, data: rows }), [outer, rows]);
  const layerValue = useMemo(() => ({ ...layer, reload: ds.reload }), [layer, ds.reload]);
  const [preview, setPreview] = useState<number | null>(null);
  const rowKey = block.rowKey ?? 'id';
  const size = block.size ?? DEFAULT_SIZE;
  const tiles = rows.map((row, index) => {
    const rowScope = { ...scope, row, index };
    const caption = textOf(block.caption, rowScope);
    const picture = picturesOf(evaluate(block.picture, rowScope))[0];
    return { row, index, rowScope, caption, extra: textOf(block.extra, rowScope), url: picture?.url ?? '', name: caption || picture?.name || '' };
  });
  const loading = ds.status === 'loading' && rows.length === 0;
  const failed = ds.status === 'error' && rows.length === 0;
  const sizes = (PAGE_SIZES as readonly number[]).includes(page.size) ? PAGE_SIZES : [...PAGE_SIZES, page.size].sort((a, b) => a - b);
  const label = block.title ?? '图片';
  return (
    <LayerProvider value={layerValue}>
      <ScopeProvider value={scope}>
        <section className="scpr-wall" aria-label={label} aria-busy={loading}>
          {block.filters?.length ? (
            <>
              <BlockTitle title={block.title} />
              <FilterBar key={wall.filterKey} items={block.filters as FieldItem[]} entity={entity} initial={wall.filterInitial} onApply={wall.applyFilters} />
              <ActionBar actions={block.toolbar} scope={scope} />
            </>
          ) : (
            <div className="scpr-cards__head">
              <BlockTitle title={block.title} />
              <ActionBar actions={block.toolbar} scope={scope} />
            </div>
          )}
          {loading ? <p>加载中…</p> : null}
          {failed ? <ErrorState message={`加载失败：${ds.error?.msg ?? '请稍后重试'}`} onRetry={ds.reload} /> : null}
          {!loading && !failed && rows.length === 0 ? <p className="scpr-empty">{block.empty ?? '暂无图片'}</p> : null}
          {tiles.length ? (
            <ul className="scpr-wall__grid" style={{ ['--scpr-wall-size' as string]: `${size}px` }}>
              {tiles.map((t) => (
                <li key={String(t.row[rowKey] ?? t.index)} className="scpr-wall__item" data-index={t.index}>
                  {t.url ? (
                    <button type="button" className="scpr-wall__thumb" aria-label={`预览${t.name}`} onClick={() => setPreview(t.index)}>
                      <img src={t.url} alt={t.name} loading="lazy" />
                    </button>
                  ) : (
                    <span className="scpr-wall__thumb scpr-wall__thumb--none" role="img" aria-label={`${t.name}（无图片）`}>
                      <ImageOff size={28} aria-hidden="true" />
                    </span>
                  )}
                  {t.caption ? (
                    <span className="scpr-wall__caption" title={t.caption}>
                      {t.caption}
                    </span>
                  ) : null}
                  {t.extra ? (
                    <span className="scpr-wall__extra" title={t.extra}>
                      {t.extra}
                    </span>
                  ) : null}
                  <ScopeProvider value={t.rowScope}>
                    <ActionBar actions={block.itemActions} scope={t.rowScope} className="scpr-wall__actions" />
                  </ScopeProvider>
                </li>
              ))}
            </ul>
          ) : null}
          {paged && total > 0 ? <Pagination page={page.num} pageSize={page.size} total={total} pageSizes={sizes} pagerCount={PAGER_COUNT} onChange={wall.setPage} /> : null}
          <ImagePreview images={tiles.filter((t) => t.url).map((t) => ({ url: t.url, name: t.name }))} index={preview === null ? null : tiles.filter((t) => t.url).findIndex((t) => t.index === preview)} label={label} onClose={() => setPreview(null)} />
        </section>
      </ScopeProvider>
    </LayerProvider>
  );
}
