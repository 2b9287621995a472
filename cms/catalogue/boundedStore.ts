/** What a bounded store holds: anything that says until when it may be served. */
export type Expiring = { expires: number }

/** An entry still good: made under the current catalogue version, within its time to live. */
export const fresh = <T extends Expiring & { version: string }>(entry: T | undefined, version: string, now = Date.now()): entry is T =>
  entry !== undefined && entry.version === version && entry.expires > now

/**
 * A per-process store of answers, kept within a number of entries and of bytes (issue 22: 400 MB
 * per serving process). Counting entries alone let a flood of distinct addresses (every filter,
 * price and search word is one) fill it with its largest answers: 2,000 listings of 15 to 20 KB
 * and 300 pages of 130 KB held 90 MB of buffers under a minute of such traffic.
 *
 * The oldest entry set goes first, and every entry past its time to live goes as soon as anything
 * is set: all entries of a store share one time to live, so the Map's insertion order (a key set
 * again moves to the end) is also the order in which they expire, and the expired ones are at its
 * front.
 */
export class BoundedStore<T extends Expiring> {
  readonly #entries = new Map<string, { value: T; bytes: number }>()
  #bytes = 0

  constructor(readonly limits: { entries: number; bytes: number }) {}

  get(key: string): T | undefined {
    return this.#entries.get(key)?.value
  }

  /** Entries held, and the bytes they are counted for. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.#entries.size, bytes: this.#bytes }
  }

  /** Keeps `value` under `key`, counted for `bytes`, then drops the expired and the oldest until within the limits. */
  set(key: string, value: T, bytes: number, now = Date.now()): void {
    this.delete(key)
    // One answer larger than the whole store is not kept, rather than emptying the store for it.
    if (bytes > this.limits.bytes) return
    this.#entries.set(key, { value, bytes })
    this.#bytes += bytes
    this.#trim(now)
  }

  /** Counts `bytes` more for `key` if it still holds `value`: for an answer whose size is known once it is made. */
  grow(key: string, value: T, bytes: number, now = Date.now()): void {
    const entry = this.#entries.get(key)
    if (entry?.value !== value) return
    if (entry.bytes + bytes > this.limits.bytes) return this.delete(key)
    entry.bytes += bytes
    this.#bytes += bytes
    this.#trim(now)
  }

  delete(key: string): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#bytes -= entry.bytes
  }

  clear(): void {
    this.#entries.clear()
    this.#bytes = 0
  }

  #trim(now: number): void {
    for (const [key, { value }] of this.#entries) {
      const over = this.#entries.size > this.limits.entries || this.#bytes > this.limits.bytes
      if (!over && value.expires > now) break
      this.delete(key)
    }
  }
}
