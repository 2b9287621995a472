/**
 * The files beside the originals: MEDIA_DIR, or the bucket the S3 adapter uses (its keys are the
 * filenames: no prefix). What Payload does not make itself (a size added later, the AVIF forms)
 * is read from and written to here, straight from the storage rather than through Payload's file
 * endpoint: a migration holds the media table locked until it commits, and that endpoint reads it.
 */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Payload } from 'payload'
import { readEnv } from '../env'
import { mediaOffDisk, s3ClientConfig } from '../mediaStorage'

export type MediaStorage = {
  read: (filename: string) => Promise<Buffer | null>
  write: (filename: string, data: Buffer, type: string) => Promise<void>
  remove: (filename: string) => Promise<void>
}

/** The media collection's upload settings, where its files live. */
export const mediaUpload = (payload: Payload): unknown => payload.collections.media?.config.upload

export function mediaStorage(upload: unknown): MediaStorage {
  const env = readEnv()
  if (!mediaOffDisk(upload)) {
    const dir = (upload as { staticDir?: string }).staticDir ?? env.MEDIA_DIR
    return {
      read: (filename) => readFile(join(dir, filename)).catch(() => null),
      write: (filename, data) => writeFile(join(dir, filename), data),
      remove: (filename) => rm(join(dir, filename), { force: true }),
    }
  }
  const client = new S3Client(s3ClientConfig(env))
  return {
    read: async (filename) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: env.S3_BUCKET, Key: filename }))
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
      } catch {
        return null
      }
    },
    write: async (filename, data, type) => {
      await client.send(new PutObjectCommand({ Bucket: env.S3_BUCKET, Key: filename, Body: data, ContentType: type }))
    },
    remove: async (filename) => {
      await client.send(new DeleteObjectCommand({ Bucket: env.S3_BUCKET, Key: filename }))
    },
  }
}
