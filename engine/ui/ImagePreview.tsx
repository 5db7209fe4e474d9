// Image preview (Ant Design's Image.PreviewGroup): the picture large in a dialog, ‹ › and the arrow keys
// move through the group, 放大 / 缩小 zoom. A dialog, so Escape closes it and focus comes back.
import { useState } from 'react';
import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from './icons';
import { Modal } from './Modal';

export interface PreviewImage {
  url: string;
  name?: string;
}

export function ImagePreview({ images, index, onClose, label = '图片预览' }: { images: readonly PreviewImage[]; index: number | null; onClose: () => void; label?: string }) {
  const [at, setAt] = useState<{ base: number | null; i: number; zoom: number }>({ base: index, i: index ?? 0, zoom: 1 });
  // A new opening starts at the picture clicked.
  const state = at.base === index ? at : { base: index, i: index ?? 0, zoom: 1 };
  if (state !== at) setAt(state);
  const n = images.length;
  const current = images[state.i];
  const go = (d: number) => setAt({ ...state, i: (state.i + d + n) % n, zoom: 1 });
  const zoom = (f: number) => setAt({ ...state, zoom: Math.min(4, Math.max(0.25, state.zoom * f)) });
  return (
    <Modal open={index !== null && !!current} title={current?.name ?? label} width={760} onClose={onClose} closeOnOverlay>
      {current ? (
        <div
          className="scpr-image-preview"
          onKeyDown={(e) => {
            if (n > 1 && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) {
              e.preventDefault();
              go(e.key === 'ArrowLeft' ? -1 : 1);
            }
          }}
        >
          <div className="scpr-image-preview__stage">
            <img src={current.url} alt={current.name ?? label} style={{ transform: `scale(${state.zoom})` }} />
          </div>
          <div className="scpr-image-preview__bar">
            {n > 1 ? (
              <button type="button" className="scpr-btn" aria-label="上一张" onClick={() => go(-1)}>
                <ChevronLeft size={16} aria-hidden="true" />
              </button>
            ) : null}
            <button type="button" className="scpr-btn" aria-label="缩小" onClick={() => zoom(1 / 1.25)}>
              <ZoomOut size={16} aria-hidden="true" />
            </button>
            <span aria-live="polite">{n > 1 ? `${state.i + 1} / ${n}` : `${Math.round(state.zoom * 100)}%`}</span>
            <button type="button" className="scpr-btn" aria-label="放大" onClick={() => zoom(1.25)}>
              <ZoomIn size={16} aria-hidden="true" />
            </button>
            {n > 1 ? (
              <button type="button" className="scpr-btn" aria-label="下一张" onClick={() => go(1)}>
                <ChevronRight size={16} aria-hidden="true" />
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
