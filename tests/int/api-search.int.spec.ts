/**
 * POST /api/user/search and the shop's free-text search: typo tolerance, ranking, visibility, the
 * index kept by collection hooks, and two server instances sharing one database.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../cms/api/auth/tokens'
import { compiledEntry } from '../../scripts/lib/compiledEntry'
import { artistSummaries, gallerySummaries } from '../../cms/api/public/people'
import { catalogueImplOf } from '../../cms/catalogue'
import { forget } from '../../cms/catalogue/memo'
import { portableCatalogue } from '../../cms/catalogue/portable'
import { sqlCatalogue } from '../../cms/catalogue/sql'
import { deletionKeys, editDistance, queryWords, terms } from '../../cms/search/text'
import type { Artwork, Gallery, User } from '../../payload-types'
import { file, jpeg } from './helpers/images'
import { startPayload, type TestPayload } from './helpers/payload'
import { listen } from './helpers/server'
import { type Cast, makeCast, makeUser } from './helpers/users'

let t: TestPayload
let payload: Payload
let cast: Cast
let base: string
let close: () => Promise<void>
let media: number
const tokens = new Map<number, string>()

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
async function call(url: string, path: string, body: unknown, who?: User | null) {
  const token = who ? tokens.get(who.id) : undefined
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Json, text }
}
const search = (searchString: unknown, who?: User | null, url = base) => call(url, '/api/user/search', { searchString }, who)
const titles = (res: { json: Json }) => (res.json.artworks as Json[]).map((a) => a.title)

async function art(owner: User, data: Partial<Artwork>): Promise<Artwork> {
  return payload.create({
    collection: 'artworks',
    data: {
      title: 'Untitled',
      owner: owner.id,
      medium: 'Oil',
      material: 'canvas',
      price: 20000,
      width: 20,
      height: 20,
      images: [media],
      ...data,
    } as Artwork,
    overrideAccess: true,
  })
}

const w: Record<string, Artwork> = {}
let meera: User
let kaveri: Gallery

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  const { createApp } = await import('../../cms/app')
  ;({ url: base, close } = await listen(createApp({ payload, mediaDir: process.env.MEDIA_DIR })))
  cast = await makeCast(payload)
  for (const user of Object.values(cast)) tokens.set(user.id, await signAccessToken(payload.secret, user.id, 'test-family'))
  media = (
    await payload.create({
      collection: 'media',
      data: { alt: 'A test image', owner: cast.artistA.id },
      file: file(await jpeg(4)),
      overrideAccess: true,
    })
  ).id
  const A = cast.artistA
  const B = cast.artistB
  // 'saffron' in the title, the artist's name, the medium and the description.
  w.title = await art(A, { title: 'Saffron Dusk' })
  w.artist = await art(B, { title: 'Evening Tide', artistName: 'Saffron Rao' })
  w.medium = await art(A, { title: 'Morning Field', medium: 'Saffron pigment' })
  w.text = await art(B, { title: 'Quiet Harbour', description: 'Washes of saffron and ochre over the harbour wall.' })
  // 'lotus' exact, as the beginning of a longer word, and with a typo.
  w.exact = await art(A, { title: 'Lotus Pond' })
  w.prefix = await art(A, { title: 'Lotusland Evening' })
  w.typo = await art(B, { title: 'Lotis Garden' })
  w.acrylic = await art(B, { title: 'Red Study', medium: 'Acrylic' })
  w.water = await art(A, { title: 'Blue Study', medium: 'Watercolour', style: 'Impressionism' })
  // Never found by visitors.
  w.draft = await art(A, { title: 'Saffron Secret', status: 'unpublished' })
  w.withdrawn = await art(B, { title: 'Saffron Withdrawn', available: false })
  w.sold = await art(B, { title: 'Saffron Sold', saleState: 'sold' })
  meera = await makeUser(payload, 'artist', 'meera-iyer', { fullName: 'Meera Iyer', city: 'Chennai', bio: '<p>Paints saffron fields.</p>' })
  kaveri = await payload.create({
    collection: 'galleries',
    data: {
      owner: cast.gallery.id,
      name: 'Kaveri Arts',
      username: 'kaveri-arts',
      city: 'Bengaluru',
      bio: 'Contemporary art by the river.',
    },
    overrideAccess: true,
  })
}, 300_000)

afterAll(async () => {
  await close?.()
  await t?.close()
})

describe('search text', () => {
  it('normalises words, drops stop words, keeps a query of stop words only', () => {
    expect(terms('Café on the Ghats, No. 5')).toEqual(['cafe', 'ghats', 'no'])
    expect(queryWords('  The LOTUS of   Kochi  ')).toEqual(['lotus', 'kochi'])
    expect(queryWords('the')).toEqual(['the'])
  })

  it('finds one edit (insertion, deletion, substitution, transposition) and nothing further', () => {
    expect(editDistance('acrylc', 'acrylic')).toBe(1)
    expect(editDistance('arcylic', 'acrylic')).toBe(1)
    expect(editDistance('watercolor', 'watercolour')).toBe(1)
    expect(editDistance('lotis', 'lotus')).toBe(1)
    expect(editDistance('lotus', 'lotus')).toBe(0)
    expect(editDistance('abcd', 'bcda')).toBeGreaterThan(1)
    expect(deletionKeys('oil')).toEqual(['oil', 'il', 'ol', 'oi'])
    expect(deletionKeys('ab')).toEqual(['ab'])
  })
})

describe('POST /api/user/search', () => {
  it('is open to visitors and answers artworks, artists and galleries', async () => {
    const res = await search('saffron')
    expect(res.status).toBe(200)
    expect(Object.keys(res.json).sort()).toEqual(['artists', 'artworks', 'galleries'])
    expect(res.json.artworks[1]).toMatchObject({ _id: String(w.title.id), title: 'Saffron Dusk', hasLiked: false })
  })

  it('ranks a title match over the artist name over the medium over the description', async () => {
    // Two public titles have the word (a sold work stays public); equals go newest first.
    expect(titles(await search('saffron'))).toEqual(['Saffron Sold', 'Saffron Dusk', 'Evening Tide', 'Morning Field', 'Quiet Harbour'])
  })

  it('ranks an exact word over a longer word it begins over a one-letter typo', async () => {
    expect(titles(await search('lotus'))).toEqual(['Lotus Pond', 'Lotusland Evening', 'Lotis Garden'])
  })

  it("tolerates one typo per word ('acrylc' finds acrylic, 'arcylic' too, 'watercolor' finds Watercolour)", async () => {
    expect(titles(await search('acrylc'))).toEqual(['Red Study'])
    expect(titles(await search('arcylic'))).toEqual(['Red Study'])
    expect(titles(await search('watercolor'))).toEqual(['Blue Study'])
    expect(titles(await search('impresionism'))).toEqual(['Blue Study'])
    expect(titles(await search('lotsu pnd'))).toEqual(['Lotus Pond'])
    // Two typos in one word are too many.
    expect(titles(await search('acrlc'))).toEqual([])
  })

  it('finds a word from its beginning (search as you type)', async () => {
    expect(titles(await search('harb'))).toEqual(['Quiet Harbour'])
    // 'lotusl' begins lotusland, and is one letter more than lotus: the prefix ranks first.
    expect(titles(await search('lotusl'))).toEqual(['Lotusland Evening', 'Lotus Pond'])
  })

  it('needs every word when some document has them all, else ranks those with the most', async () => {
    expect(titles(await search('saffron dusk'))).toEqual(['Saffron Dusk'])
    expect(titles(await search('harbour saffron'))).toEqual(['Quiet Harbour'])
    const either = titles(await search('lotus pond saffron'))
    expect(either[0]).toBe('Lotus Pond')
    // A word nothing contains is left out rather than emptying the result.
    expect(titles(await search('dusk qwxzv'))).toEqual(['Saffron Dusk'])
  })

  it('never finds unpublished or withdrawn works, even for their owner', async () => {
    for (const who of [null, cast.artistA, cast.editor]) {
      const found = titles(await search('saffron', who))
      expect(found).not.toContain('Saffron Secret')
      expect(found).not.toContain('Saffron Withdrawn')
      expect(found).toContain('Saffron Sold')
    }
  })

  it('finds artists and galleries by name, with a typo, not members of other roles', async () => {
    expect((await search('meera')).json.artists.map((a: Json) => a.username)).toEqual(['meera-iyer'])
    expect((await search('meeera iyer')).json.artists.map((a: Json) => a.username)).toEqual(['meera-iyer'])
    const artist = (await search('meera')).json.artists[0]
    expect(artist).toEqual({
      _id: String(meera.id),
      artistSlug: 'meera-iyer',
      artistName: 'Meera Iyer',
      username: 'meera-iyer',
      photo: null,
      city: 'Chennai',
      artworkCount: 0,
    })
    expect((await search('kavery')).json.galleries.map((g: Json) => g.username)).toEqual(['kaveri-arts'])
    expect((await search('eve explorer')).json.artists).toEqual([])
    expect((await search('chetan')).json.artists).toEqual([])
    const res = await search('saffron')
    expect(res.json.artists.map((a: Json) => a.username)).toEqual(['meera-iyer']) // her bio says saffron
    expect(res.text).not.toMatch(/@example\.test|9876543210/)
  })

  it('reads artists and galleries with SQL exactly as the Local API would', async () => {
    const ids = [String(meera.id), String(cast.artistA.id)]
    expect(await artistSummaries(payload, sqlCatalogue(payload), ids)).toEqual(
      await artistSummaries(payload, portableCatalogue(payload), ids),
    )
    expect(await gallerySummaries(payload, sqlCatalogue(payload), [String(kaveri.id)])).toEqual(
      await gallerySummaries(payload, portableCatalogue(payload), [String(kaveri.id)]),
    )
  })

  it('marks hasLiked for a signed-in caller', async () => {
    await payload.create({ collection: 'likes', data: { owner: cast.explorer.id, artwork: w.exact.id }, overrideAccess: true })
    const res = await search('lotus', cast.explorer)
    expect(res.json.artworks.map((a: Json) => [a.title, a.hasLiked])).toEqual([
      ['Lotus Pond', true],
      ['Lotusland Evening', false],
      ['Lotis Garden', false],
    ])
  })

  it.each([
    [{}],
    [{ searchString: '' }],
    [{ searchString: '   ' }],
    [{ searchString: 'x'.repeat(101) }],
    [{ searchString: 42 }],
    [{ searchString: 'lotus', page: 2 }],
  ])('answers %j with 400 and a sentence', async (body) => {
    const res = await call(base, '/api/user/search', body)
    expect(res.status).toBe(400)
    expect(typeof res.json.error).toBe('string')
  })

  it('answers punctuation-only and unknown words with empty lists', async () => {
    expect((await search('!!!')).json).toEqual({ artworks: [], artists: [], galleries: [] })
    expect((await search('zzqqxx')).json).toEqual({ artworks: [], artists: [], galleries: [] })
  })
})

describe('the index follows the data (collection hooks)', () => {
  it('re-indexes an edited artwork and forgets a deleted one', async () => {
    const work = await art(cast.artistA, { title: 'Turmeric Sky' })
    expect(titles(await search('turmeric'))).toEqual(['Turmeric Sky'])
    await payload.update({ collection: 'artworks', id: work.id, data: { title: 'Vermilion Sky' }, overrideAccess: true })
    expect(titles(await search('turmeric'))).toEqual([])
    expect(titles(await search('vermilion'))).toEqual(['Vermilion Sky'])
    await payload.update({ collection: 'artworks', id: work.id, data: { status: 'unpublished' }, overrideAccess: true })
    expect(titles(await search('vermilion'))).toEqual([])
    await payload.update({ collection: 'artworks', id: work.id, data: { status: 'published' }, overrideAccess: true })
    expect(titles(await search('vermilion'))).toEqual(['Vermilion Sky'])
    await payload.delete({ collection: 'artworks', id: work.id, overrideAccess: true })
    expect(titles(await search('vermilion'))).toEqual([])
  })

  it('follows artists renamed or leaving the role, and galleries renamed', async () => {
    const ravi = await makeUser(payload, 'artist', 'ravi-varma', { fullName: 'Ravi Varma' })
    expect((await search('varma')).json.artists.map((a: Json) => a.username)).toEqual(['ravi-varma'])
    await payload.update({ collection: 'users', id: ravi.id, data: { fullName: 'Ravi Kumar' }, overrideAccess: true })
    const renamed = (await search('kumar')).json.artists
    expect(renamed.map((a: Json) => [a.username, a.artistName])).toEqual([['ravi-varma', 'Ravi Kumar']])
    // The username (and the URL name made from it) never changes, and is still found.
    expect((await search('varma')).json.artists.map((a: Json) => a.artistName)).toEqual(['Ravi Kumar'])
    await payload.update({ collection: 'users', id: ravi.id, data: { role: 'collector' }, overrideAccess: true })
    expect((await search('kumar')).json.artists).toEqual([])
    expect((await search('varma')).json.artists).toEqual([])
    await payload.update({ collection: 'galleries', id: kaveri.id, data: { name: 'Godavari Arts' }, overrideAccess: true })
    expect((await search('godavari')).json.galleries.map((g: Json) => g.fullName)).toEqual(['Godavari Arts'])
    await payload.update({ collection: 'galleries', id: kaveri.id, data: { name: 'Kaveri Arts' }, overrideAccess: true })
  })
})

describe('rebuilding the index (the migration that creates it backfills a catalogue this way)', () => {
  it('gives the same answers after a rebuild from the tables', async () => {
    const before = await Promise.all(['saffron', 'lotus', 'acrylc', 'meera', 'kavery'].map((q) => search(q)))
    // The index of the catalogue in use: the SQL tables, or the portable collection.
    if (catalogueImplOf(payload) === 'sql') {
      const { rebuildSearchIndex } = await import('../../cms/search/indexer')
      const { run, sql } = await import('../../cms/db/sql')
      await run(payload, sql`DELETE FROM search_terms`)
      forget(payload) // a write the catalogue's version cannot see (SQL by hand)
      expect(titles(await search('saffron'))).toEqual([])
      await rebuildSearchIndex(payload)
    } else {
      const { rebuildPortableIndex } = await import('../../cms/search/portable')
      await payload.delete({ collection: 'search-entries', where: { doc: { exists: true } }, overrideAccess: true })
      forget(payload) // the index is not public content: the catalogue's version does not follow it
      expect(titles(await search('saffron'))).toEqual([])
      await rebuildPortableIndex(payload)
    }
    const after = await Promise.all(['saffron', 'lotus', 'acrylc', 'meera', 'kavery'].map((q) => search(q)))
    expect(after.map((r) => r.json)).toEqual(before.map((r) => r.json))
  })
})

describe('free text on the shop listing (POST /api/public/artworks { q })', () => {
  it('ranks by relevance unless a sort is asked for, and combines with the filters', async () => {
    const res = await call(base, '/api/public/artworks', { q: 'saffron' })
    expect(res.status).toBe(200)
    expect(res.json.count).toBe(5)
    expect(res.json.artworks.slice(2).map((a: Json) => a.title)).toEqual(['Evening Tide', 'Morning Field', 'Quiet Harbour'])
    const byPrice = await call(base, '/api/public/artworks', { q: 'lotus', sort: 'price-desc' })
    expect(byPrice.json.count).toBe(3)
    expect(byPrice.json.artworks.map((a: Json) => a.price)).toEqual(
      [...byPrice.json.artworks.map((a: Json) => a.price)].sort((a, b) => b - a),
    )
    expect((await call(base, '/api/public/artworks', { q: 'acrylc', medium: 'acrylic' })).json.artworks.map((a: Json) => a.title)).toEqual([
      'Red Study',
    ])
    expect((await call(base, '/api/public/artworks', { q: 'acrylc', medium: 'oil' })).json).toEqual({
      artworks: [],
      page: 1,
      pages: 0,
      count: 0,
      countCapped: false,
      next: null,
    })
    expect((await call(base, '/api/public/artworks', { q: 'saffron lotus' })).json.count).toBe(0)
    // Empty text is no text.
    expect((await call(base, '/api/public/artworks', { q: '  ' })).json.count).toBeGreaterThan(5)
  })
})

describe('several server instances on one database', () => {
  let child: ChildProcess | undefined
  afterAll(() => {
    if (child?.pid) child.kill('SIGTERM')
  })

  it('finds through one instance what was written through another, at once', async () => {
    // A second process on the same database.
    const args = await compiledEntry('bench/server.ts')
    const port = await new Promise<number>((resolve, reject) => {
      child = spawn(process.execPath, args, {
        cwd: process.cwd(),
        env: { ...process.env, DATABASE_URI: t.databaseUri, PORT: '0', LOG_LEVEL: 'silent', NODE_ENV: 'test' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let errors = ''
      child.stderr?.on('data', (d) => (errors += String(d)))
      const timer = setTimeout(() => reject(new Error(`second instance did not start: ${errors}`)), 90_000)
      child.stdout?.on('data', (d) => {
        const m = /ready (\d+)/.exec(String(d))
        if (m) {
          clearTimeout(timer)
          resolve(Number(m[1]))
        }
      })
      child.on('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`second instance exited ${code}: ${errors}`))
      })
    })
    const other = `http://127.0.0.1:${port}`
    expect(titles(await search('zanzibar', null, other))).toEqual([])
    const work = await art(cast.artistB, { title: 'Zanzibar Quartz' })
    expect(titles(await search('zanzibar', null, other))).toEqual(['Zanzibar Quartz'])
    expect(titles(await search('zanzibr', null, other))).toEqual(['Zanzibar Quartz'])
    await payload.update({ collection: 'artworks', id: work.id, data: { title: 'Mombasa Quartz' }, overrideAccess: true })
    expect(titles(await search('zanzibar', null, other))).toEqual([])
    expect(titles(await search('mombasa', null, other))).toEqual(['Mombasa Quartz'])
    // Its listing count follows at once too (the count memo is keyed by the catalogue's version).
    const before = (await call(other, '/api/public/artworks', {})).json.count
    await art(cast.artistB, { title: 'Another' })
    expect((await call(other, '/api/public/artworks', {})).json.count).toBe(before + 1)
    await payload.delete({ collection: 'artworks', id: work.id, overrideAccess: true })
    expect(titles(await search('mombasa', null, other))).toEqual([])
  }, 300_000)
})
