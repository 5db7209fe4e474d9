// A small bounded map: insertion order is use order (get re-inserts), the oldest entry goes first.
export class Lru<K, V> {
  private map = new Map<K, V>();
  constructor(private readonly max: number) {}
  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }
  delete(key: K): void {
    this.map.delete(key);
  }
  deleteWhere(pred: (key: K, value: V) => boolean): void {
    for (const [k, v] of this.map) if (pred(k, v)) this.map.delete(k);
  }
  clear(): void {
    this.map.clear();
  }
}
