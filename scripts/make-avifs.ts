/**
 * Makes the AVIF forms of every image of DATABASE_URI's catalogue now (cms/media/avif.ts), what the
 * queue's makeAvifs does a few images a minute: for `npm run lighthouse`, which measures the pages
 * as production serves them once the queue has caught up, on a server that does not encode while
 * it is measured (its MEDIA_AVIF is false, as the end-to-end server's).
 */
import 'dotenv/config'

const { default: config } = await import('../payload.config')
const { initPayload } = await import('../cms/initPayload')
const { makeAvifs } = await import('../cms/media/avif')
const payload = await initPayload(config)
const started = Date.now()
let images = 0
for (let n = await makeAvifs(payload, 25); n > 0; n = await makeAvifs(payload, 25)) images += n
console.log(`make-avifs: ${images} images in ${Date.now() - started} ms`)
await payload.destroy()
process.exit(0)
