// A frame block: another web page inside this one (spec 2.10 custom pages). Only http(s) addresses are
// shown, in a sandboxed iframe that sends no referrer; a loading line until the page has loaded; an
// invalid address shows 页面地址无效 instead of a frame.
import { useState } from 'react';
import { evaluate } from '../../logic/evaluate';
import type { FrameBody } from '../../schema/types';
import { useScope } from '../scope';
import { textOf } from '../text/TextView';
import { frameAddress, frameSandbox } from '../../validation/frame-url';

export const FRAME_MESSAGES = { invalid: '页面地址无效', loading: '页面加载中…', defaultTitle: '内嵌页面' } as const;
const DEFAULT_HEIGHT = '70vh';

const appAddress = (): string => (typeof window !== 'undefined' ? window.location.href : 'http://localhost/');

export function FrameView({ block }: { block: FrameBody }) {
  const scope = useScope();
  const src = evaluate(block.src, scope);
  const title = textOf(block.title, scope) || FRAME_MESSAGES.defaultTitle;
  const session = (scope as { session?: Record<string, unknown> }).session;
  const address = frameAddress(src, appAddress(), block.appendSession ? session?.linkParams : undefined);
  const [loaded, setLoaded] = useState<string | null>(null);
  if (!address) {
    return (
      <p className="scpr-empty scpr-frame__invalid" role="note">
        {FRAME_MESSAGES.invalid}
      </p>
    );
  }
  const height = typeof block.height === 'number' ? `${block.height}px` : (block.height ?? DEFAULT_HEIGHT);
  const loading = loaded !== address.url;
  return (
    <section className="scpr-frame" aria-label={title} aria-busy={loading || undefined}>
      {loading ? (
        <p className="scpr-loading scpr-frame__loading" role="status">
          {FRAME_MESSAGES.loading}
        </p>
      ) : null}
      <iframe
        key={address.url}
        className="scpr-frame__frame"
        src={address.url}
        title={title}
        sandbox={frameSandbox(address.crossOrigin)}
        referrerPolicy="no-referrer"
        // A CSSOM style, not an inline style attribute: allowed under the app's style-src 'self'.
        style={{ height }}
        onLoad={() => setLoaded(address.url)}
      />
    </section>
  );
}
