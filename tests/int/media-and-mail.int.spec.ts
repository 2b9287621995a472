import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { toImageSet } from '../../cms/api/mappers/image'
import { run, sql } from '../../cms/db/sql'
import { makeAvifs } from '../../cms/media/avif'
import { backfillSize } from '../../cms/media/sizeBackfill'
import { buildAvifSrcSet, buildSrcSet } from '../../shared/images'
import { file, gifOfFrames, jpeg, pngClaiming } from './helpers/images'
import { listen } from './helpers/server'
import { runJobs } from './helpers/shop'
import { startPayload, type TestPayload } from './helpers/payload'
import { makeUser } from './helpers/users'

let t: TestPayload

beforeAll(async () => {
  t = await startPayload()
})
afterAll(async () => t?.close())

describe('image uploads', () => {
  it('stores an image with thumbnail, card, medium, large and WebP sizes made by sharp', async () => {
    const doc = await t.payload.create({
      collection: 'media',
      data: { alt: 'Monsoon' },
      file: file(await jpeg(1, 2000, 1500), 'monsoon.jpg'),
      overrideAccess: true,
    })
    expect(doc.mimeType).toBe('image/jpeg')
    expect(doc.width).toBe(2000)
    expect(doc.sizes?.thumbnail).toMatchObject({ width: 320, height: 240, mimeType: 'image/webp' })
    expect(doc.sizes?.card).toMatchObject({ width: 640, mimeType: 'image/webp' })
    // What a phone asks for (a 721 px slot at 412 px and 1.75 device pixels, then 2 to 2.3): no 1400 px file.
    expect(doc.sizes?.phone).toMatchObject({ width: 800, height: 600, mimeType: 'image/webp', filename: 'monsoon-800x600.webp' })
    expect(doc.sizes?.medium).toMatchObject({ width: 960, height: 720, mimeType: 'image/webp', filename: 'monsoon-960x720.webp' })
    expect(doc.sizes?.large).toMatchObject({ width: 1400, mimeType: 'image/jpeg' })
    expect(doc.sizes?.webp).toMatchObject({ width: 1400, mimeType: 'image/webp' })
    for (const size of Object.values(doc.sizes ?? {})) expect(existsSync(join(process.env.MEDIA_DIR!, size!.filename!))).toBe(true)
  })

  // Each size added after images were uploaded, with the sizes that existed when it was added.
  const added = [
    { size: 'medium', twins: ['card', 'webp'], older: { width: 900, height: 1200 } },
    { size: 'phone', twins: ['card', 'medium', 'webp'], older: { width: 750, height: 1000 } },
  ] as const

  it.each(added)(
    "gives images uploaded before the $size size existed the same file, once (the migration's data step)",
    async ({ size, twins, older }) => {
      const made = await t.payload.create({
        collection: 'media',
        data: { alt: 'Older' },
        file: file(await jpeg(3, 1200, 1600), `older-${size}.jpg`),
        overrideAccess: true,
      })
      const expected = made.sizes![size]!
      expect(expected).toMatchObject({ ...older, filename: `older-${size}-${older.width}x${older.height}.webp` })
      const path = join(process.env.MEDIA_DIR!, expected.filename!)
      const payloadsBytes = readFileSync(path)
      // As it was before the size: no file, no columns.
      rmSync(path)
      await run(
        t.payload,
        sql`UPDATE media SET ${sql.raw(['filename', 'width', 'height', 'mime_type', 'filesize'].map((f) => `sizes_${size}_${f} = NULL`).join(', '))} WHERE id = ${made.id}`,
      )
      expect((await t.payload.findByID({ collection: 'media', id: made.id, overrideAccess: true })).sizes?.[size]?.filename).toBeNull()

      expect(await backfillSize(t.payload, size, twins)).toBeGreaterThanOrEqual(1)
      const after = await t.payload.findByID({ collection: 'media', id: made.id, overrideAccess: true })
      expect(after.sizes?.[size]).toMatchObject({
        filename: expected.filename,
        ...older,
        mimeType: 'image/webp',
        filesize: payloadsBytes.length,
      })
      const remade = await sharp(readFileSync(path)).metadata()
      expect([remade.format, remade.width, remade.height]).toEqual(['webp', older.width, older.height])
      // The shop's image set and srcset offer it.
      const set = toImageSet(after)!
      expect(set[size]).toEqual({ url: `/media/${expected.filename}`, ...older })
      expect(buildSrcSet(set)).toContain(`/media/${expected.filename} ${older.width}w`)
      // Nothing is left to do: a second run makes nothing.
      expect(await backfillSize(t.payload, size, twins)).toBe(0)
    },
  )

  it.each(added)(
    'points the $size size of a small older image at the WebP it already has, leaving that file as it was',
    async ({ size, twins }) => {
      const small = await t.payload.create({
        collection: 'media',
        data: { alt: 'Small' },
        file: file(await jpeg(4, 600, 750), `small-${size}.jpg`),
        overrideAccess: true,
      })
      const card = small.sizes!.card!
      expect(card).toMatchObject({ width: 600, height: 750, filename: `small-${size}-600x750.webp` })
      await run(t.payload, sql`UPDATE media SET ${sql.raw(`sizes_${size}_filename`)} = NULL WHERE id = ${small.id}`)
      const cardBytes = readFileSync(join(process.env.MEDIA_DIR!, card.filename!))
      await backfillSize(t.payload, size, twins)
      const after = await t.payload.findByID({ collection: 'media', id: small.id, overrideAccess: true })
      expect(after.sizes?.[size]).toMatchObject({ filename: card.filename, width: 600, height: 750, filesize: card.filesize })
      expect(readFileSync(join(process.env.MEDIA_DIR!, card.filename!)).equals(cardBytes)).toBe(true)
    },
  )

  it('refuses a file that is not an image even when it is named like one, and stores nothing', async () => {
    const before = await t.payload.count({ collection: 'media', overrideAccess: true })
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF')
    await expect(
      t.payload.create({ collection: 'media', data: { alt: 'fake' }, file: file(pdf, 'innocent.jpg', 'image/jpeg'), overrideAccess: true }),
    ).rejects.toThrow(/Only image files can be uploaded|invalid file type/i)
    expect((await t.payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('refuses an image over 5 MB', async () => {
    const big = Buffer.concat([await jpeg(2), Buffer.alloc(5 * 1024 * 1024)])
    await expect(
      t.payload.create({ collection: 'media', data: { alt: 'big' }, file: file(big, 'big.jpg'), overrideAccess: true }),
    ).rejects.toThrow(/5 MB/)
  })

  it('refuses an image of more than 50 megapixels, however small the file, and stores nothing', async () => {
    const before = await t.payload.count({ collection: 'media', overrideAccess: true })
    const huge = await pngClaiming(20_000, 20_000)
    expect(huge.length).toBeLessThan(1024)
    await expect(
      t.payload.create({ collection: 'media', data: { alt: 'huge' }, file: file(huge, 'huge.png', 'image/png'), overrideAccess: true }),
    ).rejects.toThrow('Images must be at most 50 megapixels (every frame of an animation counts).')
    expect((await t.payload.count({ collection: 'media', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('takes the type from the bytes, not from what the upload declares', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 10, g: 120, b: 90 } } })
      .png()
      .toBuffer()
    const doc = await t.payload.create({
      collection: 'media',
      data: { alt: 'scan' },
      file: file(png, 'scan', 'application/octet-stream'),
      overrideAccess: true,
    })
    expect(doc).toMatchObject({ mimeType: 'image/jpeg', width: 300, height: 200 })
    expect(doc.filename).toMatch(/^scan.*\.jpg$/)
  })

  it('allows at most 3 images on an artwork', async () => {
    const artist = await makeUser(t.payload, 'artist', 'four-images')
    const ids: number[] = []
    for (let i = 0; i < 4; i++)
      ids.push(
        (await t.payload.create({ collection: 'media', data: { alt: `side ${i}` }, file: file(await jpeg(10 + i)), overrideAccess: true }))
          .id,
      )
    const data = { title: 'Four sides', owner: artist.id, medium: 'Oil', material: 'canvas', price: 100, images: ids }
    await expect(t.payload.create({ collection: 'artworks', data, overrideAccess: true })).rejects.toThrow(/images/i)
    const ok = await t.payload.create({ collection: 'artworks', data: { ...data, images: ids.slice(0, 3) }, overrideAccess: true })
    expect(ok.images).toHaveLength(3)
  })
})

describe('AVIF forms (cms/media/avif.ts, made by the queue)', () => {
  const media = (name: string) => join(process.env.MEDIA_DIR!, name)

  it('are made after the upload for every size a page draws, served, listed in the API, kept from writers and removed with the image', async () => {
    const artist = await makeUser(t.payload, 'artist', 'avif-artist')
    const doc = await t.payload.create({
      collection: 'media',
      data: { alt: 'Dusk' },
      file: file(await jpeg(3, 1200, 900), 'dusk.jpg'),
      user: artist,
      overrideAccess: false,
    })
    // The upload does not wait for them.
    expect(doc.avif?.madeAt ?? null).toBeNull()
    expect(toImageSet(doc)?.avif).toBeUndefined()

    // The scheduled task, queued and run as the queue's tick runs it, a few images a run.
    for (let round = 0; round < 10; round++) {
      if ((await t.payload.findByID({ collection: 'media', id: doc.id, overrideAccess: true })).avif?.madeAt) break
      await t.payload.jobs.queue({ task: 'makeAvifs', input: {} })
      await runJobs(t.payload)
    }
    const made = await t.payload.findByID({ collection: 'media', id: doc.id, overrideAccess: true })
    expect(made.avif?.madeAt).toBeTruthy()
    const expected = { thumbnail: [320, 240], card: [640, 480], phone: [800, 600], medium: [960, 720], large: [1200, 900] } as const
    for (const [name, [width, height]] of Object.entries(expected)) {
      const form = made.avif?.[name as keyof typeof expected]
      expect(form, name).toMatchObject({ filename: `dusk-${width}x${height}.avif`, width, height })
      const bytes = readFileSync(media(form!.filename!))
      expect(form!.filesize).toBe(bytes.length)
      const meta = await sharp(bytes).metadata()
      expect(meta).toMatchObject({ format: 'heif', compression: 'av1', width, height })
      // Smaller than the WebP of the same size (beyond the thumbnail, where AVIF's header of some
      // 300 bytes outweighs a flat test image).
      const webp = made.sizes?.[name === 'large' ? 'webp' : (name as 'card')]
      if (webp?.width === width && width >= 640) expect(bytes.length).toBeLessThan(webp.filesize!)
    }

    // The API's image set lists them, smallest first, and a <source> offers them.
    const set = toImageSet(made)!
    expect(set.avif?.map((v) => v.width)).toEqual([320, 640, 800, 960, 1200])
    expect(buildAvifSrcSet(set)).toBe(
      '/media/dusk-320x240.avif 320w, /media/dusk-640x480.avif 640w, /media/dusk-800x600.avif 800w, /media/dusk-960x720.avif 960w, /media/dusk-1200x900.avif 1200w',
    )
    const app = await listen((await import('../../cms/app')).createApp({ payload: t.payload, mediaDir: process.env.MEDIA_DIR }))
    try {
      const served = await fetch(`${app.url}/media/dusk-800x600.avif`)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/avif')
    } finally {
      await app.close()
    }

    // Nobody writes them through the API, the owner included; another run leaves them as they are.
    await t.payload.update({
      collection: 'media',
      id: doc.id,
      data: { alt: 'Dusk, again', avif: { madeAt: null, card: { filename: 'elsewhere.avif' } } } as never,
      user: artist,
      overrideAccess: false,
    })
    await makeAvifs(t.payload, 100)
    const kept = await t.payload.findByID({ collection: 'media', id: doc.id, overrideAccess: true })
    expect(kept.alt).toBe('Dusk, again')
    expect(kept.avif).toEqual(made.avif)

    await t.payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
    for (const [width, height] of Object.values(expected)) expect(existsSync(media(`dusk-${width}x${height}.avif`))).toBe(false)
  })

  it('marks an image whose original is gone, or an animated GIF, done without them, and never tries it again', async () => {
    const lost = await t.payload.create({
      collection: 'media',
      data: { alt: 'Lost' },
      file: file(await jpeg(4), 'lost.jpg'),
      overrideAccess: true,
    })
    rmSync(media(lost.filename!))
    const gif = await t.payload.create({
      collection: 'media',
      data: { alt: 'Blink' },
      file: file(gifOfFrames(3, 64, 64), 'blink.gif', 'image/gif'),
      overrideAccess: true,
    })
    while ((await makeAvifs(t.payload, 50)) > 0);
    for (const id of [lost.id, gif.id]) {
      const after = await t.payload.findByID({ collection: 'media', id, overrideAccess: true })
      expect(after.avif?.madeAt).toBeTruthy()
      expect(after.avif?.card?.filename ?? null).toBeNull()
      expect(toImageSet(after)?.avif).toBeUndefined()
    }
    expect(readdirSync(process.env.MEDIA_DIR!).filter((f) => /^(lost|blink).*\.avif$/.test(f))).toEqual([])
    expect(await makeAvifs(t.payload, 50)).toBe(0)
  })
})

describe('sign-up e-mail', () => {
  it('writes the verification mail to the outbox, with a link to /verify-email, and blocks login until verified', async () => {
    const user = await t.payload.create({
      collection: 'users',
      data: {
        email: 'new.member@example.test',
        username: 'new-member',
        fullName: 'Nila Member',
        role: 'collector',
        password: 'a-long-password',
      },
      overrideAccess: false,
    })
    const outbox = process.env.OUTBOX_DIR!
    const files = readdirSync(outbox).filter((f) => f.includes('new.member@example.test'))
    expect(files).toHaveLength(1)
    const eml = readFileSync(join(outbox, files[0]), 'utf8')
    expect(eml).toContain('Subject: Confirm your e-mail address for Kala')
    expect(eml).toContain('To: new.member@example.test')
    const token = /token=3D([0-9a-f]+)|token=([0-9a-f]+)/.exec(eml.replace(/=\r?\n/g, ''))
    expect(token).not.toBeNull()
    await expect(
      t.payload.login({ collection: 'users', data: { email: 'new.member@example.test', password: 'a-long-password' } }),
    ).rejects.toThrow(/verify/i)
    await t.payload.verifyEmail({ collection: 'users', token: (token![1] ?? token![2])! })
    const login = await t.payload.login({ collection: 'users', data: { email: 'new.member@example.test', password: 'a-long-password' } })
    expect(login.user?.id).toBe(user.id)
  })
})

describe('the outbox', () => {
  it('keeps every message, also two to one address in the same millisecond, each whole and in order', async () => {
    const to = 'twice@example.test'
    const subjects = Array.from({ length: 6 }, (_, i) => `Message ${i + 1} of 6`)
    await Promise.all(
      subjects.map((subject, i) => t.payload.sendEmail({ to, subject, text: `${'x'.repeat(2000 * (6 - i))} end ${i + 1}` })),
    )
    const outbox = process.env.OUTBOX_DIR!
    const files = readdirSync(outbox)
      .filter((f) => f.includes(to))
      .sort()
    expect(files).toHaveLength(6)
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true)
    const mails = files.map((f) => readFileSync(join(outbox, f), 'utf8').replace(/=\r?\n/g, ''))
    expect(mails.map((m) => /^Subject: (.*)$/m.exec(m)?.[1])).toEqual(subjects)
    mails.forEach((m, i) => expect(m.trimEnd().endsWith(`end ${i + 1}`), `message ${i + 1} is whole`).toBe(true))
    expect(readdirSync(outbox).filter((f) => f.endsWith('.part'))).toEqual([])
  })
})
