// A path of the app with its query, as an address ("/login?tntId=T001").
import type { Query } from './types';

export function href(path: string, query: Query = {}): string {
  const q = new URLSearchParams(query).toString();
  return q ? `${path}?${q}` : path;
}
