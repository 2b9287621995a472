/**
 * makeAvifs (every minute, on the queue of cms/sales/jobs.ts): the AVIF forms of images that have
 * none yet (cms/media/avif.ts), a few a run so that a run stays short beside the buying path's
 * jobs; a new upload has them within a minute or two, and a catalogue from before AVIF is worked
 * through in the background. MEDIA_AVIF=false turns it off (the images keep their WebP and JPEG).
 */
import type { TaskConfig } from 'payload'
import { readEnv } from '../env'
import { makeAvifs } from './avif'

/** Images per run: up to a second of CPU each (five sizes). */
export const AVIF_BATCH = 8

export const avifTask: TaskConfig<'makeAvifs'> = {
  slug: 'makeAvifs',
  label: 'Make the AVIF forms of new images',
  schedule: [{ cron: '* * * * *', queue: 'default' }],
  outputSchema: [{ name: 'images', type: 'number' }],
  handler: async ({ req }) => ({
    output: { images: readEnv().MEDIA_AVIF ? await makeAvifs(req.payload, AVIF_BATCH) : 0 },
  }),
}
