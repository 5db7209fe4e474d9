// The video player block: the browser's own <video> with its controls (play, seek, volume, full screen),
// a poster before playing, in a card with the video's name under it. The server answers byte ranges, so
// seeking fetches only what is shown. Only http(s) addresses and paths of this site are played: anything
// else (javascript:, data: ...) shows 视频地址无效. A video that cannot be played says so instead of a
// black box.
import { useState } from 'react';
import { evaluate } from '../../logic/evaluate';
import type { VideoBody } from '../../schema/types';
import { useScope } from '../scope';
import { textOf } from '../text/TextView';
import { picturesOf } from '../value-types/ImageView';
import './media.css';

export const VIDEO_MESSAGES = { invalid: '视频地址无效', failed: '视频无法播放：文件已删除或格式不受支持', defaultTitle: '视频' } as const;
const DEFAULT_MAX_HEIGHT = 480;

const appAddress = (): string => (typeof window !== 'undefined' ? window.location.href : 'http://localhost/');

/** The address to play, resolved against the page; null unless http(s). */
export function videoAddress(src: unknown, base = appAddress()): string | null {
  const v = picturesOf(src)[0]?.url;
  if (!v) return null;
  try {
    const url = new URL(v, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function VideoView({ block }: { block: VideoBody & { title?: string } }) {
  const scope = useScope();
  const src = videoAddress(evaluate(block.src, scope));
  const poster = block.poster === undefined ? null : videoAddress(evaluate(block.poster, scope));
  const caption = textOf(block.caption, scope);
  const text = textOf(block.text, scope);
  const name = caption || block.title || VIDEO_MESSAGES.defaultTitle;
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <figure className="scpr-video" aria-label={name}>
      {!src ? (
        <p className="scpr-empty scpr-video__invalid" role="note">
          {VIDEO_MESSAGES.invalid}
        </p>
      ) : failed === src ? (
        <p className="scpr-empty scpr-video__invalid" role="alert">
          {VIDEO_MESSAGES.failed}
        </p>
      ) : (
        <video
          key={src}
          className="scpr-video__player"
          src={src}
          {...(poster ? { poster } : {})}
          controls
          preload="metadata"
          playsInline
          {...(block.autoplay ? { autoPlay: true, muted: true } : {})}
          aria-label={name}
          style={{ maxHeight: block.maxHeight ?? DEFAULT_MAX_HEIGHT }}
          onError={() => setFailed(src)}
        />
      )}
      {caption || text ? (
        <figcaption className="scpr-video__caption">
          {caption ? <span className="scpr-video__title">{caption}</span> : null}
          {text ? <span className="scpr-video__text">{text}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
