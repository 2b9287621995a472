/**
 * Faults: the disk under the media directory is full. An upload then fails with 507 and a sentence
 * saying nothing was saved, and leaves no media row and no artwork behind (Payload writes the files
 * before the row, and the route stores images all or nothing). The media directory is a 1 MB tmpfs
 * filled to the last byte; the test is skipped where tmpfs cannot be mounted (not root).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signAccessToken } from '../../cms/api/auth/tokens'
import { UPLOAD_MESSAGES } from '../../shared/messages'
import { jpeg } from './helpers/images'
import { startPayload, type TestPayload } from './helpers/payload'
import { listen } from './helpers/server'
import { makeUser } from './helpers/users'

/** Whether this machine lets the test mount a tmpfs (root, and mount allowed in this container). */
function canMount(): boolean {
  if (process.getuid?.() !== 0) return false
  const probe = mkdtempSync(join(tmpdir(), 'kala-mount-probe-'))
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe]).status === 0
  if (mounted) execFileSync('umount', [probe])
  rmSync(probe, { recursive: true, force: true })
  return mounted
}

let t: TestPayload
let payload: Payload
let base = ''
let closeServer: (() => Promise<void>) | null = null
let mediaDir = ''

describe.skipIf(!canMount())('an upload to a full disk', () => {
  beforeAll(async () => {
    t = await startPayload()
    payload = t.payload
    mediaDir = process.env.MEDIA_DIR!
    mkdirSync(mediaDir, { recursive: true })
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mediaDir])
    const { createApp } = await import('../../cms/app')
    process.env.RATE_LIMIT_DISABLED = 'true'
    const server = await listen(createApp({ payload, mediaDir }))
    base = server.url
    closeServer = server.close
  })
  afterAll(async () => {
    await closeServer?.()
    if (mediaDir) spawnSync('umount', [mediaDir])
    await t?.close()
  })

  it('answers 507 with a clear sentence and stores no media row and no artwork', async () => {
    const artist = await makeUser(payload, 'artist', 'full-disk-artist')
    const token = await signAccessToken(payload.secret, artist.id, 'test-family')
    // A first image fits: the disk works until it is full.
    const image = await jpeg()
    const upload = async () => {
      const form = new FormData()
      for (const [k, v] of Object.entries({
        artistName: 'Full Disk',
        title: 'Salt Pans',
        medium: 'Oil',
        material: 'Canvas',
        height: '30',
        width: '20',
        depth: '2',
        price: '45000',
      }))
        form.append(k, v)
      form.append('artworks', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'salt.jpg')
      const res = await fetch(`${base}/api/admin/add-artwork`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      })
      return { status: res.status, json: (await res.json()) as { error?: string } }
    }
    expect((await upload()).status).toBe(201)
    // Fill the disk to the last byte.
    let chunk = 0
    for (let size = 512 * 1024; size >= 1; size = Math.floor(size / 2)) {
      for (;;) {
        try {
          writeFileSync(join(mediaDir, `filler-${chunk++}`), Buffer.alloc(size))
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
          break
        }
      }
    }
    const count = async () => ({
      media: (await payload.count({ collection: 'media', overrideAccess: true })).totalDocs,
      artworks: (await payload.count({ collection: 'artworks', overrideAccess: true })).totalDocs,
    })
    const before = await count()
    const refused = await upload()
    expect(refused).toEqual({ status: 507, json: { error: UPLOAD_MESSAGES.notStored } })
    expect(await count()).toEqual(before)
  })
})
