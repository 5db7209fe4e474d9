// The storefront's carousel (a mall's ads): one slide at a time, a picture with its heading and text over
// it, previous / next buttons and a dot per slide; it moves on by itself every `interval` seconds unless
// the pointer or the keyboard focus is in it, the page is hidden, or the user asks for reduced motion
// (WAI-ARIA APG carousel pattern: a rotation the user can stop). A slide links where its `link` says (an
// in-app path in the app, an http(s) address in a new window) or where `item.navigate` goes. No slide:
// the block is not shown (or says `empty`).
import { useEffect, useState, type MouseEvent } from 'react';
import { evaluate } from '../../logic/evaluate';
import type { Scope } from '../../logic/types';
import { readPath } from '../../logic/path';
import type { CarouselBody } from '../../schema/types';
import { ChevronLeft, ChevronRight } from '../../ui/icons';
import { navigateTo } from '../actions/run-action';
import { useEngine, type NavigateTo } from '../context';
import { useDataSource } from '../hooks/use-data-source';
import { useScope } from '../scope';
import { textOf } from '../text/TextView';
import { picturesOf } from '../value-types/ImageView';
import './carousel.css';

type Row = Record<string, unknown>;
const DEFAULT_INTERVAL_S = 5;
const DEFAULT_HEIGHT = 280;

/** Where a slide's link goes: in the app, outside (new window), or nowhere. */
export function linkOf(v: unknown): { kind: 'app'; path: string } | { kind: 'out'; url: string } | null {
  if (typeof v !== 'string') return null;
  const s = v.trim();
  if (/^https?:\/\/\S+$/i.test(s)) return { kind: 'out', url: s };
  if (/^\/(?!\/)\S*$/.test(s)) return { kind: 'app', path: s };
  return null;
}

const reducedMotion = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function CarouselView({ block }: { block: CarouselBody & { title?: string } }) {
  const outer = useScope();
  const engine = useEngine();
  const ds = useDataSource<unknown>(block.data, outer);
  const rows = ((readPath(ds.data ?? ds.result, block.data.map?.rows ?? '') as Row[] | undefined) ?? []).filter((r) => r && typeof r === 'object');
  const [at, setAt] = useState(0);
  const [held, setHeld] = useState(false);
  const count = rows.length;
  const current = count ? at % count : 0;
  const seconds = block.interval ?? DEFAULT_INTERVAL_S;
  useEffect(() => {
    if (count < 2 || held || reducedMotion()) return;
    const t = setInterval(() => {
      if (typeof document === 'undefined' || document.visibilityState !== 'hidden') setAt((i) => (i + 1) % count);
    }, seconds * 1000);
    return () => clearInterval(t);
  }, [count, held, seconds]);
  if (!count) return block.empty && ds.status === 'done' ? <p className="scpr-empty">{block.empty}</p> : null;
  const go = (i: number) => setAt((i + count) % count);
  const label = block.title ?? '广告';
  return (
    <section
      className="scpr-carousel"
      aria-roledescription="轮播"
      aria-label={label}
      style={{ height: block.height ?? DEFAULT_HEIGHT }}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <ul className="scpr-carousel__track" aria-live={held ? 'polite' : 'off'}>
        {rows.map((row, i) => (
          <Slide key={String(row[block.rowKey ?? 'id'] ?? i)} block={block} scope={{ ...outer, row }} shown={i === current} index={i} count={count} engine={engine} />
        ))}
      </ul>
      {count > 1 ? (
        <>
          <button type="button" className="scpr-carousel__arrow scpr-carousel__arrow--prev" aria-label="上一张" onClick={() => go(current - 1)}>
            <ChevronLeft size={20} aria-hidden="true" />
          </button>
          <button type="button" className="scpr-carousel__arrow scpr-carousel__arrow--next" aria-label="下一张" onClick={() => go(current + 1)}>
            <ChevronRight size={20} aria-hidden="true" />
          </button>
          <div className="scpr-carousel__dots">
            {rows.map((_, i) => (
              <button key={i} type="button" className={`scpr-carousel__dot${i === current ? ' is-active' : ''}`} aria-label={`第${i + 1}张`} aria-current={i === current || undefined} onClick={() => go(i)} />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

interface SlideProps {
  block: CarouselBody;
  scope: Scope;
  shown: boolean;
  index: number;
  count: number;
  engine: ReturnType<typeof useEngine>;
}

function Slide({ block, scope, shown, index, count, engine }: SlideProps) {
  const heading = textOf(block.item.heading, scope);
  const text = textOf(block.item.text, scope);
  const image = block.item.image === undefined ? undefined : picturesOf(evaluate(block.item.image, scope))[0]?.url;
  const link = block.link === undefined ? null : linkOf(evaluate(block.link, scope));
  const to: NavigateTo | null = link?.kind === 'app' ? { path: link.path } : block.item.navigate ? navigateTo(block.item.navigate, scope) : null;
  const body = (
    <>
      {image ? <img className="scpr-carousel__image" src={image} alt="" loading={index === 0 ? 'eager' : 'lazy'} /> : null}
      <span className="scpr-carousel__caption">
        <span className="scpr-carousel__heading">{heading}</span>
        {text ? <span className="scpr-carousel__text">{text}</span> : null}
      </span>
    </>
  );
  const follow = (e: MouseEvent) => {
    if (!to || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    engine.navigate(to);
  };
  return (
    <li className={`scpr-carousel__slide${shown ? ' is-shown' : ''}`} role="group" aria-roledescription="幻灯片" aria-label={`${index + 1} / ${count}：${heading}`} aria-hidden={!shown || undefined} data-slide={index}>
      {link?.kind === 'out' ? (
        <a className="scpr-carousel__link" href={link.url} target="_blank" rel="noopener noreferrer" tabIndex={shown ? 0 : -1}>
          {body}
        </a>
      ) : to ? (
        <a className="scpr-carousel__link" href={engine.href ? engine.href(to) : (to.path ?? '#')} onClick={follow} tabIndex={shown ? 0 : -1}>
          {body}
        </a>
      ) : (
        <div className="scpr-carousel__link">{body}</div>
      )}
    </li>
  );
}
