// keepAlive (route meta): screens flagged keepAlive stay mounted but hidden (React Activity) when the
// user navigates away, so filters, page, selection and scroll survive; effects pause while hidden and
// the data is refreshed in place on return (use-data-source.ts). Other screens unmount as usual.
import { Activity, useState, type ReactNode } from 'react';

export interface KeepAliveEntry {
  key: string;
  keepAlive: boolean;
  element: ReactNode;
}

/** How many kept-alive screens stay cached (least recently added goes first). */
const MAX_CACHED = 10;

export function KeepAliveHost({ current }: { current: KeepAliveEntry }) {
  const [cache, setCache] = useState<{ key: string; element: ReactNode }[]>([]);
  if (current.keepAlive && !cache.some((c) => c.key === current.key)) {
    // Adjusting state while rendering (React's documented pattern): cache the screen the first time.
    setCache([...cache, { key: current.key, element: current.element }].slice(-MAX_CACHED));
  }
  const cachedCurrent = cache.some((c) => c.key === current.key);
  return (
    <>
      {cache.map((c) => (
        <Activity key={c.key} mode={c.key === current.key ? 'visible' : 'hidden'}>
          {c.key === current.key ? current.element : c.element}
        </Activity>
      ))}
      {!cachedCurrent && !current.keepAlive ? <div key={`live:${current.key}`}>{current.element}</div> : null}
    </>
  );
}
