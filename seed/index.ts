import type { Payload } from 'payload'
import { seedContext } from './context'
import { seedArtworks } from './factories/artworks'
import { seedContent } from './factories/content'
import { seedCuration } from './factories/curation'
import { seedEnquiries } from './factories/enquiries'
import { seedExhibitions } from './factories/exhibitions'
import { seedPeople } from './factories/people'
import { seedSales } from './factories/sales'
import { seedViews } from './factories/views'

export type SeedOptions = {
  payload: Payload
  log?: (line: string) => void
  /** Image scale (1 = demo quality); tests pass a small one to save time. */
  imageScale?: number
}

/**
 * Fills the database with the demo catalogue. Safe to run again: every entity is found by its
 * unique key first, and nothing staff changed since is overwritten.
 */
export async function seed({ payload, log = (line) => payload.logger.info(line), imageScale = 1 }: SeedOptions): Promise<void> {
  const started = Date.now()
  const ctx = await seedContext(
    payload,
    (step, detail) => log(`seed: ${step}${detail ? ` (${detail})` : ''} · ${((Date.now() - started) / 1000).toFixed(1)} s`),
    imageScale,
  )
  const people = await seedPeople(ctx)
  const artworks = await seedArtworks(ctx, people)
  await seedExhibitions(ctx, people, artworks)
  await seedContent(ctx)
  await seedSales(ctx, people, artworks)
  await seedEnquiries(ctx, people, artworks)
  await seedCuration(ctx, people, artworks)
  await seedViews(ctx, artworks)
  log(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
