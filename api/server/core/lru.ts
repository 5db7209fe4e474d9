// A small bounded map that drops the least recently used entries first. Insertion order is use order,
// but a hit moves its entry to the end only when it has drifted into the older half: moving costs a
// delete and an insert (about a microsecond), and the session and permission caches are hit on every
// request by the same few keys, which stay young without it. What goes first is then an entry unused for
// at least half the map's turnover, as in a plain LRU up to that slack.
export class Lru<K, V> {
  private map = new Map<K, { value: V; used: number }>();
  /** Counts insertions and moves: an entry's `used` against it tells how far it has drifted. */
  private tick = 0;
  constructor(private readonly max: number) {}
  get(key: K): V | undefined {
    const e = this.map.get(key);
    if (e === undefined) return undefined;
    if (this.tick - e.used > this.max / 2) {
      this.map.delete(key);
      e.used = ++this.tick;
      this.map.set(key, e);
    }
    return e.value;
  }
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, { value, used: ++this.tick });
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }
  delete(key: K): void {
    this.map.delete(key);
  }
  deleteWhere(pred: (key: K, value: V) => boolean): void {
    for (const [k, e] of this.map) if (pred(k, e.value)) this.map.delete(k);
  }
  clear(): void {
    this.map.clear();
  }
}
