// Spec 7: opening an external link appends idytpCd, tntId, access_token, expired and refresh_token as
// query parameters and opens a new window by default (spec 9: target _blank).

export const EXTERNAL_LINK_TARGET = '_blank';

export interface LinkAuth {
  idytpCd?: string | undefined;
  tntId?: string | undefined;
  access_token?: string | undefined;
  expired?: number | string | undefined;
  refresh_token?: string | undefined;
}

export function withAuthParams(url: string, auth: LinkAuth): string {
  const [beforeHash, hash] = splitOnce(url, '#');
  const [path, query] = splitOnce(beforeHash, '?');
  const params = new URLSearchParams(query);
  for (const name of ['idytpCd', 'tntId', 'access_token', 'expired', 'refresh_token'] as const) {
    const value = auth[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const q = params.toString();
  return `${path}${q ? `?${q}` : ''}${hash !== undefined ? `#${hash}` : ''}`;
}

function splitOnce(s: string, sep: string): [string, string | undefined] {
  const i = s.indexOf(sep);
  return i < 0 ? [s, undefined] : [s.slice(0, i), s.slice(i + 1)];
}

export function openExternal(url: string, auth: LinkAuth, target: string = EXTERNAL_LINK_TARGET): void {
  window.open(withAuthParams(url, auth), target, target === '_blank' ? 'noopener' : undefined);
}
