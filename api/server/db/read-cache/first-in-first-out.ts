// The bound of the read and answer caches: keys of many maps in the order they were first stored; past the
// limit the oldest is deleted from its map. Cheaper than an LRU (a hit moves nothing), and a cache whose
// entries are invalidated by writes anyway gains little from keeping the most used ones longer.
export class FirstInFirstOut<K> {
  private readonly order: [Map<K, unknown>, K][] = [];
  private head = 0;
  /** Keys held. */
  size = 0;

  constructor(private readonly max: number) {}

  /** `key` was just stored in `map` (not there before): lets the oldest keys go past the limit. */
  stored(map: Map<K, unknown>, key: K): void {
    this.order.push([map, key]);
    this.size++;
    while (this.size > this.max) {
      const [old, oldKey] = this.order[this.head]!;
      this.order[this.head++] = undefined as never;
      this.size--;
      old.delete(oldKey);
    }
    // The array's let-go front is cut off now and then, not on every eviction.
    if (this.head > this.max) {
      this.order.splice(0, this.head);
      this.head = 0;
    }
  }

  clear(): void {
    this.order.length = 0;
    this.head = 0;
    this.size = 0;
  }
}
