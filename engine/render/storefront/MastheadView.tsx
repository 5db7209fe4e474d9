// A storefront's masthead (1688 / 惠农网 shop pages): a logo, the name followed by its marks (企业认证,
// 已停业 ...), short facts in a line (所在地区：…), a paragraph, and buttons at the side, all computed from one
// record (scope `data`). `compact`: the same as a small card beside goods (product details' seller card).
// Nothing is shown until the record arrives; a failed call says so with a retry.
import { useMemo } from 'react';
import { evaluate, test } from '../../logic/evaluate';
import type { MastheadBody } from '../../schema/types';
import { ErrorState } from '../../ui/Empty';
import { Tag } from '../../ui/Tag';
import { ActionBar } from '../actions/ActionButton';
import { useDataSource } from '../hooks/use-data-source';
import { ScopeProvider, useScope } from '../scope';
import { textOf } from '../text/TextView';
import { picturesOf } from '../value-types/ImageView';
import { BlockTitle } from '../BlockTitle';
import './masthead.css';

export function MastheadView({ block }: { block: MastheadBody & { title?: string } }) {
  const outer = useScope();
  const ds = useDataSource<Record<string, unknown>>(block.data, outer);
  const scope = useMemo(() => ({ ...outer, data: ds.data }), [outer, ds.data]);
  if (ds.status === 'error' && !ds.data) return <ErrorState message={`加载失败：${ds.error?.msg ?? '请稍后重试'}`} onRetry={ds.reload} />;
  if (!ds.data) return null;
  const heading = textOf(block.heading, scope);
  const logo = block.logo === undefined ? undefined : picturesOf(evaluate(block.logo, scope))[0]?.url;
  const marks = (block.marks ?? []).filter((m) => test(m.when, scope, false));
  const facts = (block.facts ?? []).map((f) => ({ label: f.label, value: textOf(f.value, scope) })).filter((f) => f.value !== '');
  const text = textOf(block.text, scope);
  const compact = block.compact === true;
  return (
    <ScopeProvider value={scope}>
      <section className={`scpr-masthead${compact ? ' scpr-masthead--compact' : ''}`} aria-label={block.title ?? heading}>
        <BlockTitle title={block.title} />
        <div className="scpr-masthead__body">
          {logo ? (
            <img className="scpr-masthead__logo" src={logo} alt={`${heading}标志`} />
          ) : (
            <span className="scpr-masthead__logo scpr-masthead__logo--letter" aria-hidden="true">
              {[...heading][0] ?? ''}
            </span>
          )}
          <div className="scpr-masthead__main">
            <h2 className="scpr-masthead__name">
              <span>{heading}</span>
              {marks.map((m) => (
                <Tag key={m.text} tone={m.tone ?? 'default'}>
                  {m.text}
                </Tag>
              ))}
            </h2>
            {facts.length ? (
              <dl className="scpr-masthead__facts">
                {facts.map((f) => (
                  <div key={f.label} className="scpr-masthead__fact">
                    <dt>{f.label}</dt>
                    <dd>{f.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {text ? <p className="scpr-masthead__text">{text}</p> : null}
          </div>
          <ActionBar actions={block.actions} scope={scope} className="scpr-toolbar scpr-masthead__actions" />
        </div>
      </section>
    </ScopeProvider>
  );
}
