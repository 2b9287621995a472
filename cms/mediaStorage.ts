import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import type { Config } from './env'

/**
 * Where uploaded images live. With S3_BUCKET set, Payload's official S3 adapter stores every file
 * and its sharp sizes in the bucket (nothing on the local disk), so every instance serves every
 * upload. Without it, no plugin: Media's staticDir (MEDIA_DIR) stays the embedded default.
 *
 * Files stay behind Payload's own file endpoint (disablePayloadAccessControl is left false): the
 * storefront keeps its same-origin /media/<filename> URLs (cms/app.ts answers them through that
 * endpoint), so the bucket can stay private, the CSP needs no other image origin and the HTML the
 * server renders (srcset, preload) is the same with either storage. No prefix is set: a prefix
 * adds a column to media, and the schema must not depend on where files are kept.
 */
export function mediaStorage(env: Config): Plugin[] {
  if (!env.S3_BUCKET) return []
  return [s3Storage({ collections: { media: true }, bucket: env.S3_BUCKET, config: s3ClientConfig(env) })]
}

/** The S3 client's settings: the adapter's, and those of a data step that writes a file itself (cms/media/sizeBackfill.ts). */
export function s3ClientConfig(env: Config): S3ClientConfig {
  return {
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  }
}

/** Whether the media collection keeps its files elsewhere than MEDIA_DIR (the S3 adapter sets this). */
export const mediaOffDisk = (upload: unknown): boolean =>
  typeof upload === 'object' && upload !== null && (upload as { disableLocalStorage?: boolean }).disableLocalStorage === true
