import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { mkdtempSync, readdirSync, existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../cms/api/auth/tokens'
import { run, sql } from '../../cms/db/sql'
import { readEnv } from '../../cms/env'
import { s3ClientConfig } from '../../cms/mediaStorage'
import { makeAvifs } from '../../cms/media/avif'
import { backfillSize } from '../../cms/media/sizeBackfill'
import type { Media, User } from '../../payload-types'
import { jpeg } from './helpers/images'
import { startPayload, type TestPayload } from './helpers/payload'
import { startS3, type TestS3 } from '../../scripts/lib/localS3'
import { listenWithEnv } from './helpers/server'
import { makeUser } from './helpers/users'

let s3: TestS3
let t: TestPayload
let payload: Payload
let member: User
let token: string
/** Two instances on the same database, each with a media folder of its own that must stay empty. */
let first: { url: string; close: () => Promise<void> }
let second: { url: string; close: () => Promise<void> }
let secondMediaDir: string

beforeAll(async () => {
  s3 = await startS3()
  // Read when payload.config.ts is imported, which startPayload does next.
  Object.assign(process.env, s3.env)
  t = await startPayload()
  payload = t.payload
  secondMediaDir = mkdtempSync(join(tmpdir(), 'kala-int-second-media-'))
  first = await listenWithEnv(payload, { RATE_LIMIT_DISABLED: 'true' })
  second = await listenWithEnv(payload, { RATE_LIMIT_DISABLED: 'true', MEDIA_DIR: secondMediaDir })
  member = await makeUser(payload, 'collector', 'meera-s3')
  token = await signAccessToken(payload.secret, member.id, 'test-family')
})
afterAll(async () => {
  await first?.close()
  await second?.close()
  await t?.close()
  await s3?.close()
  for (const key of Object.keys(s3?.env ?? {})) delete process.env[key]
  if (secondMediaDir) rmSync(secondMediaDir, { recursive: true, force: true })
})

/** Sets the member's profile photo through the storefront's upload route, as the profile form does. */
async function uploadPhoto(image: Buffer, name: string) {
  const form = new FormData()
  form.append('profilePhoto', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), name)
  const res = await fetch(`${first.url}/api/admin/update-profile`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  const json = (await res.json()) as { user: { photo: Record<string, { url: string } | string> & { url: string } } }
  expect(res.status, JSON.stringify(json)).toBe(200)
  const user = await payload.findByID({ collection: 'users', id: member.id, overrideAccess: true, depth: 1 })
  return { photo: json.user.photo, media: user.photo as Media }
}

const filesOf = (media: Media) => [media.filename!, ...Object.values(media.sizes ?? {}).map((s) => s!.filename!)]

const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true }) : [])

describe('uploads on S3-compatible storage', () => {
  it('keeps an upload and its sizes in the bucket, nothing on the disk, and serves it from another instance', async () => {
    const { photo, media } = await uploadPhoto(await jpeg(3, 1800, 1200), 'portrait.jpg')
    expect(photo.url).toBe(`/media/${media.filename}`)
    expect(Object.keys(media.sizes ?? {}).sort()).toEqual(['card', 'large', 'medium', 'phone', 'thumbnail', 'webp'])

    const keys = await s3.keys()
    for (const name of filesOf(media)) expect(keys).toContain(name)
    const original = await s3.object(media.filename!)
    expect(original?.type).toBe('image/jpeg')
    expect((await sharp(original!.bytes).metadata()).width).toBe(1800)
    expect(filesIn(process.env.MEDIA_DIR!)).toEqual([])

    // The URL the API gave, asked of the instance that did not take the upload.
    const served = await fetch(second.url + photo.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(served.headers.get('cache-control')).toContain('immutable')
    const bytes = Buffer.from(await served.arrayBuffer())
    expect(bytes.equals(original!.bytes)).toBe(true)
    const thumbnail = await fetch(`${second.url}/media/${encodeURIComponent(media.sizes!.thumbnail!.filename!)}`)
    expect(thumbnail.status).toBe(200)
    expect(thumbnail.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).format).toBe('webp')
    expect(filesIn(secondMediaDir)).toEqual([])
  })

  it("gives an older image in the bucket its medium size there (the migration's data step), nothing on the disk", async () => {
    const { media } = await uploadPhoto(await jpeg(5, 1600, 1200), 'older-s3.jpg')
    const medium = media.sizes!.medium!
    expect(medium).toMatchObject({ width: 960, height: 720 })
    const before = await s3.object(medium.filename!)
    // As it was before the size existed: no object, no columns.
    const env = readEnv()
    await new S3Client(s3ClientConfig(env)).send(new DeleteObjectCommand({ Bucket: env.S3_BUCKET, Key: medium.filename! }))
    expect(await s3.object(medium.filename!)).toBeNull()
    await run(payload, sql`UPDATE media SET sizes_medium_filename = NULL, sizes_medium_filesize = NULL WHERE id = ${media.id}`)
    expect(await backfillSize(payload, 'medium', ['card', 'webp'])).toBe(1)
    const after = await payload.findByID({ collection: 'media', id: media.id, overrideAccess: true })
    expect(after.sizes?.medium).toMatchObject({ filename: medium.filename, width: 960, height: 720, filesize: before!.bytes.length })
    const stored = await s3.object(medium.filename!)
    expect(stored?.type).toBe('image/webp')
    expect(stored!.bytes.equals(before!.bytes)).toBe(true)
    expect(filesIn(process.env.MEDIA_DIR!)).toEqual([])
  })

  it('makes the AVIF forms in the bucket, serves them from another instance, and removes them with the image', async () => {
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Harbour' },
      file: { data: await jpeg(6, 1000, 800), name: 'avif-s3.jpg', mimetype: 'image/jpeg', size: 0 },
      overrideAccess: true,
    })
    while ((await makeAvifs(payload, 50)) > 0);
    const made = await payload.findByID({ collection: 'media', id: media.id, overrideAccess: true })
    const files = [...new Set(Object.values(made.avif ?? {}).flatMap((v) => (typeof v === 'object' && v?.filename ? [v.filename] : [])))]
    const base = made.filename!.replace(/\.[a-z]+$/, '')
    expect(files.sort()).toEqual(['1000x800', '320x256', '640x512', '800x640', '960x768'].map((size) => `${base}-${size}.avif`))
    for (const name of files) expect((await s3.object(name))?.type).toBe('image/avif')
    expect(filesIn(process.env.MEDIA_DIR!)).toEqual([])
    const served = await fetch(`${second.url}/media/${encodeURIComponent(`${base}-800x640.avif`)}`)
    expect(served.status).toBe(200)
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).compression).toBe('av1')
    await payload.delete({ collection: 'media', id: media.id, overrideAccess: true })
    for (const name of files) expect(await s3.object(name)).toBeNull()
  })

  it('answers 404 for a file the bucket does not hold, on either instance', async () => {
    for (const base of [first.url, second.url]) {
      const res = await fetch(`${base}/media/never-uploaded.jpg`)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ error: expect.any(String) })
    }
  })

  it('still checks the bytes: a PDF named like a photo is refused and leaves nothing in the bucket', async () => {
    const before = await s3.keys()
    const form = new FormData()
    form.append('profilePhoto', new Blob([Buffer.from('%PDF-1.4\n%%EOF')], { type: 'image/jpeg' }), 'me.jpg')
    const res = await fetch(`${first.url}/api/admin/update-profile`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    expect(res.status).toBe(415)
    expect(await s3.keys()).toEqual(before)
  })

  it('removes the objects when the media is deleted (a replaced profile photo)', async () => {
    const old = (await payload.findByID({ collection: 'users', id: member.id, overrideAccess: true, depth: 1 })).photo as Media
    for (const name of filesOf(old)) expect(await s3.object(name)).not.toBeNull()
    const { media } = await uploadPhoto(await jpeg(4, 900, 900), 'second.jpg')
    expect(await payload.findByID({ collection: 'media', id: old.id, overrideAccess: true, disableErrors: true })).toBeNull()
    for (const name of filesOf(old)) expect(await s3.object(name)).toBeNull()
    expect((await fetch(`${second.url}/media/${encodeURIComponent(old.filename!)}`)).status).toBe(404)
    for (const name of filesOf(media)) expect(await s3.object(name)).not.toBeNull()
  })
})
