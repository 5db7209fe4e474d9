// Pictures of a value: one address, { url, name }, or a list of either. Each shows as a thumbnail
// button; a click opens the full picture in a modal (Escape or 关闭 closes it).
import { useState } from 'react';
import { ImagePreview } from '../../ui/ImagePreview';
import { EMPTY } from './format';

interface Picture {
  url: string;
  name?: string;
}

export function picturesOf(v: unknown): Picture[] {
  const one = (x: unknown): Picture[] => {
    if (typeof x === 'string' && x.trim() !== '') return [{ url: x }];
    if (x && typeof x === 'object' && typeof (x as Picture).url === 'string') {
      const p = x as Picture;
      return [{ url: p.url, ...(typeof p.name === 'string' ? { name: p.name } : {}) }];
    }
    return [];
  };
  return Array.isArray(v) ? v.flatMap(one) : one(v);
}

export function ImageView({ value, label }: { value: unknown; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const pictures = picturesOf(value);
  if (pictures.length === 0) return <>{EMPTY}</>;
  return (
    <>
      <span className="scpr-thumbs">
        {pictures.map((p, i) => {
          const alt = p.name ?? (pictures.length > 1 ? `${label}${i + 1}` : label);
          return (
            <button key={`${i}:${p.url}`} type="button" className="scpr-thumb" aria-label={`查看大图：${alt}`} onClick={() => setOpen(i)}>
              <img src={p.url} alt={alt} width={60} height={60} loading="lazy" style={{ objectFit: 'cover' }} />
            </button>
          );
        })}
      </span>
      <ImagePreview
        images={pictures.map((p, i) => ({ url: p.url, name: p.name ?? (pictures.length > 1 ? `${label}${i + 1}` : label) }))}
        index={open}
        label={label}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
