/**
 * The per-process store behind the visitor cache and the rendered pages (cms/catalogue/boundedStore.ts):
 * within its count and its bytes, the expired and then the oldest out first.
 */
import { describe, expect, it } from 'vitest'
import { BoundedStore } from '../../cms/catalogue/boundedStore'

const T0 = 1_000_000
const TTL = 10_000
const answer = (name: string, at = T0) => ({ name, expires: at + TTL })
const keys = (store: BoundedStore<{ name: string; expires: number }>, names: string[]) => names.filter((n) => store.get(n) !== undefined)

describe('a bounded store', () => {
  it('holds no more bytes than its limit: the oldest answers go first, whatever their count', () => {
    const store = new BoundedStore<{ name: string; expires: number }>({ entries: 100, bytes: 50 })
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) store.set(name, answer(name), 10, T0)
    expect(store.size).toEqual({ entries: 5, bytes: 50 })
    expect(keys(store, ['a', 'b', 'c', 'd', 'e', 'f'])).toEqual(['b', 'c', 'd', 'e', 'f'])
    // One large answer pushes out as many as it needs.
    store.set('big', answer('big'), 35, T0)
    expect(keys(store, ['b', 'c', 'd', 'e', 'f', 'big'])).toEqual(['f', 'big'])
    expect(store.size).toEqual({ entries: 2, bytes: 45 })
    // One larger than the whole store is not kept, and empties nothing.
    store.set('huge', answer('huge'), 51, T0)
    expect(keys(store, ['f', 'big', 'huge'])).toEqual(['f', 'big'])
  })

  it('holds no more entries than its limit; a key set again is the newest and counted once', () => {
    const store = new BoundedStore<{ name: string; expires: number }>({ entries: 3, bytes: 1_000 })
    for (const name of ['a', 'b', 'c']) store.set(name, answer(name), 1, T0)
    store.set('a', answer('a2'), 4, T0)
    store.set('d', answer('d'), 1, T0)
    expect(keys(store, ['a', 'b', 'c', 'd'])).toEqual(['a', 'c', 'd'])
    expect(store.get('a')?.name).toBe('a2')
    expect(store.size).toEqual({ entries: 3, bytes: 6 })
  })

  it('lets go of every expired answer as soon as another is set, though within its limits', () => {
    const store = new BoundedStore<{ name: string; expires: number }>({ entries: 100, bytes: 1_000 })
    store.set('old-1', answer('old-1'), 10, T0)
    store.set('old-2', answer('old-2'), 10, T0 + 1)
    store.set('fresh', answer('fresh', T0 + 5_000), 10, T0 + 5_000)
    store.set('new', answer('new', T0 + TTL + 2), 10, T0 + TTL + 2)
    expect(keys(store, ['old-1', 'old-2', 'fresh', 'new'])).toEqual(['fresh', 'new'])
    expect(store.size).toEqual({ entries: 2, bytes: 20 })
  })

  it('counts the size of an answer made later only while the key still holds it; an answer above the limit is not kept', () => {
    const store = new BoundedStore<{ name: string; expires: number }>({ entries: 100, bytes: 100 })
    const page = answer('page')
    store.set('page', page, 0, T0)
    store.set('other', answer('other'), 30, T0)
    store.grow('page', page, 60, T0)
    expect(store.size).toEqual({ entries: 2, bytes: 90 })
    // Replaced meanwhile: the late size of the first render is not counted against the second.
    const again = answer('again')
    store.set('page', again, 0, T0)
    store.grow('page', page, 60, T0)
    expect(store.size).toEqual({ entries: 2, bytes: 30 })
    store.grow('page', again, 500, T0)
    expect(store.get('page')).toBeUndefined()
    expect(store.size).toEqual({ entries: 1, bytes: 30 })
    store.clear()
    expect(store.size).toEqual({ entries: 0, bytes: 0 })
  })
})
