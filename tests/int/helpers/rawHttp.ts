import { request } from 'node:http'

export type RawAnswer = {
  status: number
  text: string
  json: Record<string, unknown>
  headers: Record<string, string | string[] | undefined>
}

/**
 * One HTTP request with its path sent exactly as written: fetch (WHATWG URL) would resolve
 * `/cms/./api` and `%2e` segments before sending, as a browser does; scripts and some proxies do not.
 */
export function rawRequest(
  base: string,
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let json: Record<string, unknown> = {}
          try {
            json = text ? (JSON.parse(text) as Record<string, unknown>) : {}
          } catch {
            json = {}
          }
          resolve({ status: res.statusCode ?? 0, text, json, headers: res.headers })
        })
      },
    )
    req.on('error', reject)
    if (body !== undefined) req.write(body)
    req.end()
  })
}
