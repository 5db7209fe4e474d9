// A goods gallery (1688 / 惠农网 style): one large square picture with a strip of thumbnails under it.
// Hovering, clicking or focusing a thumbnail shows it large (the active one outlined in the theme
// colour); the arrow keys, Home and End move along the strip; ‹ › scroll it when there are more than
// VISIBLE; a click on the large picture opens the full-size preview. No picture: a placeholder.
import { useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight, ImageOff } from '../../ui/icons';
import { ImagePreview } from '../../ui/ImagePreview';
import { picturesOf } from './ImageView';
import './gallery.css';

/** Thumbnails shown at once; more scroll. */
export const VISIBLE = 5;

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

export function GalleryView({ value, label }: { value: unknown; label: string }) {
  const pictures = picturesOf(value);
  const n = pictures.length;
  const [active, setActive] = useState(0);
  const [start, setStart] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const focusTo = useRef<number | null>(null);
  if (n === 0) {
    return (
      <div className="scpr-gallery">
        <div className="scpr-gallery__main scpr-gallery__main--empty" role="img" aria-label={`${label}：暂无图片`}>
          <ImageOff size={48} aria-hidden="true" />
          <span>暂无图片</span>
        </div>
      </div>
    );
  }
  const at = Math.min(active, n - 1);
  const first = clamp(start, 0, Math.max(0, n - VISIBLE));
  const nameOf = (i: number) => pictures[i]!.name ?? (n > 1 ? `${label}${i + 1}` : label);
  // Shows picture i large and scrolls the strip so that its thumbnail is in view.
  const show = (i: number) => {
    setActive(i);
    if (i < first) setStart(i);
    else if (i >= first + VISIBLE) setStart(i - VISIBLE + 1);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const to = { ArrowLeft: at - 1, ArrowUp: at - 1, ArrowRight: at + 1, ArrowDown: at + 1, Home: 0, End: n - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const i = clamp(to, 0, n - 1);
    focusTo.current = i;
    show(i);
  };
  const scroll = n > VISIBLE;
  return (
    <div className="scpr-gallery">
      <button type="button" className="scpr-gallery__main" aria-label={`查看大图：${nameOf(at)}`} onClick={() => setOpen(at)}>
        <img src={pictures[at]!.url} alt={nameOf(at)} />
      </button>
      <div className="scpr-gallery__strip">
        {scroll ? (
          <button type="button" className="scpr-gallery__arrow" aria-label="向左滚动缩略图" disabled={first === 0} onClick={() => setStart(first - 1)}>
            <ChevronLeft size={16} aria-hidden="true" />
          </button>
        ) : null}
        <div className="scpr-gallery__thumbs" role="group" aria-label={`${label}缩略图`} onKeyDown={onKeyDown}>
          {pictures.slice(first, first + VISIBLE).map((p, k) => {
            const i = first + k;
            const on = i === at;
            return (
              <button
                key={`${i}:${p.url}`}
                ref={(el) => {
                  if (el && focusTo.current === i) {
                    focusTo.current = null;
                    el.focus();
                  }
                }}
                type="button"
                className={`scpr-gallery__thumb${on ? ' is-active' : ''}`}
                aria-label={`第${i + 1}张`}
                aria-current={on ? 'true' : undefined}
                onMouseEnter={() => show(i)}
                onClick={() => show(i)}
              >
                <img src={p.url} alt="" />
              </button>
            );
          })}
        </div>
        {scroll ? (
          <button type="button" className="scpr-gallery__arrow" aria-label="向右滚动缩略图" disabled={first + VISIBLE >= n} onClick={() => setStart(first + 1)}>
            <ChevronRight size={16} aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <ImagePreview images={pictures.map((p, i) => ({ url: p.url, name: nameOf(i) }))} index={open} label={label} onClose={() => setOpen(null)} />
    </div>
  );
}
