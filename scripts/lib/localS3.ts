import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export type TestS3 = {
  /** The variables that point Kala at the bucket (cms/env.ts). */
  env: Record<string, string>
  /** The object's bytes and type, or null when the bucket has no such key (read as any S3 client would). */
  object: (key: string) => Promise<{ type: string | null; bytes: Buffer } | null>
  /** Every key in the bucket. */
  keys: () => Promise<string[]>
  close: () => Promise<void>
}

/**
 * s3rver (a local S3-compatible server, for the integration tests) on a free port and a temporary
 * directory, with one bucket. It runs as a process of its own, under plain Node: the storage is
 * another server, as in production, and s3rver's Koa cannot be loaded through tsx's require (it gets
 * generator-function's ES module where it expects the CommonJS function).
 */
export async function startS3(bucket = 'kala-media'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'kala-s3-'))
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js')
  const child = spawn(process.execPath, [bin, '-d', directory, '-a', '127.0.0.1', '-p', '0', '--silent', '--configure-bucket', bucket], {
    env: { NODE_ENV: 'production', PATH: process.env.PATH },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    const read = (data: Buffer) => {
      output += data.toString()
      const match = /listening on [\d.]+:(\d+)/.exec(output)
      if (match) resolve(Number(match[1]))
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening: ${output.trim()}`)))
  })
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
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
