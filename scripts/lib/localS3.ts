import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'

export type TestS3 = {
  /** The variables that point Kala at the bucket (cms/env.ts). */
  env: Record<string, string>
  /** The object's bytes and type, or null when the bucket has no such key (read as any S3 client would). */
  object: (key: string) => Promise<{ type: string | null; bytes: Buffer } | null>
  /** Every key in the bucket. */
  keys: () => Promise<string[]>
  close: () => Promise<void>
}

/** s3rver (a local S3-compatible server, for the integration tests and npm run multi-instance) on a free port and a temporary directory, with one bucket. */
export async function startS3(bucket = 'kala-media'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'kala-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    object: async (key) => {
      const res = await fetch(`${endpoint}/${bucket}/${encodeURIComponent(key)}`)
      if (res.status === 404) return null
      if (!res.ok) throw new Error(`s3rver answered ${res.status} for ${key}`)
      return { type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) }
    },
    keys: async () => {
      const xml = await (await fetch(`${endpoint}/${bucket}?list-type=2`)).text()
      return [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1]!)
    },
    close: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
