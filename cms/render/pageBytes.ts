/**
 * A rendered page's document with its compressed copies, made once for as long as the page is
 * remembered rather than by the compression middleware at every request (a home page is about
 * 60 KB of HTML; compressing it per request was most of what serving it cost).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Encoding } from '../precompressed'

export class PageBytes {
  private readonly copies = new Map<Encoding, Buffer>()

  constructor(readonly html: string) {}

  /** The document in `encoding`, compressed at its first use. */
  encoded(encoding: Encoding): Buffer {
    let copy = this.copies.get(encoding)
    if (!copy) {
      // Brotli at quality 5: within a few per cent of its best on HTML at a small share of the time.
      copy =
        encoding === 'br'
          ? brotliCompressSync(this.html, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.html) },
            })
          : gzipSync(this.html, { level: 6 })
      this.copies.set(encoding, copy)
    }
    return copy
  }
}
