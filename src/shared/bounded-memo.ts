/**
 * A per-process memo that holds at most `capacity` entries: when full, it starts again empty.
 * Cheaper than an LRU, and enough where a miss only costs the read the memo saves.
 */
export class BoundedMemo<K, V> {
  readonly #entries = new Map<K, V>()

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    return this.#entries.get(key)
  }

  set(key: K, value: V): void {
    if (this.#entries.size >= this.capacity && !this.#entries.has(key)) this.#entries.clear()
    this.#entries.set(key, value)
  }

  /** The entry, removed: for what is used once. */
  take(key: K): V | undefined {
    const value = this.#entries.get(key)
    this.#entries.delete(key)
    return value
  }
}
