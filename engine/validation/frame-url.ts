// The address a frame block may show: http: and https: only (a path is resolved against the app's own
// address), with the session's link parameters appended when the block asks for them. Here, not in
// engine/render/frame: the screen checks (engine/schema/check) refuse a bad literal address with the same
// rule and must not import the renderer.

export const FRAME_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);

export interface FrameAddress {
  url: string;
  /** The frame's origin is not the app's: it may keep its own origin inside the sandbox. */
  crossOrigin: boolean;
}

/** The resolved address, or null for an empty, malformed or non-http(s) one (javascript:, data: ...). */
export function frameAddress(src: unknown, base: string, params?: unknown): FrameAddress | null {
  if (typeof src !== 'string') return null;
  const raw = src.trim();
  if (raw === '') return null;
  let url: URL;
  let own: URL;
  try {
    own = new URL(base);
    url = new URL(raw, own);
  } catch {
    return null;
  }
  if (!FRAME_PROTOCOLS.has(url.protocol)) return null;
  if (params && typeof params === 'object' && !Array.isArray(params)) {
    for (const [name, value] of Object.entries(params as Record<string, unknown>)) {
      if (value === undefined || value === null || value === '' || typeof value === 'object') continue;
      url.searchParams.set(name, String(value));
    }
  }
  return { url: url.href, crossOrigin: url.origin !== own.origin };
}

/** Sandbox tokens: scripts, forms and pop-ups; the frame's own origin only when it is not the app's (a
 * same-origin frame with scripts and its origin could lift its own sandbox and read the app's storage). */
export const frameSandbox = (crossOrigin: boolean): string =>
  ['allow-scripts', 'allow-forms', 'allow-popups', ...(crossOrigin ? ['allow-same-origin'] : [])].join(' ');
