/**
 * A least-recently-used map bounded by total size (bytes for buffers, characters
 * for strings). A cache only: losing an entry costs a recomputation, never a result.
 */
export class SizedLru<V> {
  private readonly entries = new Map<string, V>();
  private size = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number = (value) => (value as { length: number }).length,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.size -= this.sizeOf(old);
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.size += size;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.size <= this.maxSize) break;
      this.entries.delete(oldestKey);
      this.size -= this.sizeOf(oldest);
    }
  }

  get totalSize(): number {
    return this.size;
  }

  get count(): number {
    return this.entries.size;
  }
}
