/**
 * The collector's handbook: a learning-hub guide under a fixed slug (shared/certificates.ts
 * HANDBOOK_SLUG), so staff edit it in /cms like any guide and the storefront reads it with the
 * guide reader, while the hub's list leaves it out (it is for buyers, linked from the confirmation
 * e-mail, the order and the certificate). Written once when the shop first starts; staff's edits
 * are never overwritten.
 */
import type { Payload } from 'payload'
import type { Guide } from '../../payload-types'
import { HANDBOOK_SLUG } from '../../shared/certificates'

export const HANDBOOK: Pick<Guide, 'title' | 'slug' | 'excerpt' | 'readingMinutes' | 'order' | 'sections'> = {
  slug: HANDBOOK_SLUG,
  title: "The Collector's Handbook",
  excerpt:
    'What to do when your work arrives: caring for it, framing it, insuring it in India, and checking its certificate of authenticity.',
  readingMinutes: 7,
  order: 100,
  sections: [
    {
      heading: 'When the box arrives',
      body: 'Open the box flat, on a clean table, and cut the tape with care: never drive a blade deep into the packing. Keep every layer until the work is out and you have looked at it closely in daylight. If anything is damaged, photograph the box and the work before you move them further, and write to us the same day.\n\nInside you will find the work, this handbook and the certificate of authenticity. Keep the certificate with your important papers, not behind the frame: it is the work’s record, and you will want it if you ever insure, lend or sell the work.',
    },
    {
      heading: 'Caring for your work',
      body: 'Light, heat and damp are what age a work. Hang it away from direct sun, which fades pigments and yellows paper within a few seasons, and away from kitchens, bathrooms and air-conditioner vents. An inside wall is kinder than an outside one in the monsoon, when walls can hold moisture for weeks.\n\nDust a painting with a soft, dry brush, never a cloth and never water or cleaning sprays. Works on paper are best left alone behind glass. Handle a canvas by its stretcher bars and a sculpture by its base, with clean, dry hands. In the wet months, a silica-gel sachet tucked in the back of a frame and a room that is aired daily keep mould away.',
    },
    {
      heading: 'Framing',
      body: 'Works on paper need a frame before they are hung: ask your framer for acid-free mount board, a mount that keeps the paper from touching the glass, and UV-filtering glass or acrylic if the room is bright. The work should be hinged at the top with archival tape so it can move with the seasons; it should never be glued or taped down on all sides.\n\nA canvas can hang unframed if its edges are finished, or in a floater frame that leaves a small gap around it. Whatever you choose, a good framer will use D-rings and wire rather than a single nail hole, and will seal the back against dust and insects. Keep the framer’s receipt with the certificate.',
    },
    {
      heading: 'Insuring your work in India',
      body: 'Most home insurance policies in India cover contents only up to a limit, and many exclude art, or cover it only when each work is listed with its value. Read your policy’s schedule, and if art is not named, ask your insurer to add your works as specified valuables, or for a separate fine-art policy: several general insurers offer one, covering theft, fire, flood and accidental damage, at home and in transit.\n\nAn insurer will ask for proof of ownership and value. Your Kala invoice shows what you paid; your certificate of authenticity shows what the work is and that it was sold through Kala; good photographs of the front, the back and the signature complete the file. Keep copies of all three somewhere other than your home.',
    },
    {
      heading: 'Your certificate, and how to verify it',
      body: 'Every work sold through Kala comes with a certificate of authenticity. It names the work, its artist, its medium and size, its edition and number for an edition, the date it was sold and, if you asked for it at checkout, your name. It carries a number that begins KALA- and cannot be guessed, and a QR code.\n\nScan the code, or type the printed address, to open the certificate’s page on Kala. It shows the work and its artist as the certificate describes them, and whether the certificate stands: Valid, or Revoked with a date, if the sale was later undone. It never shows who bought the work. Anyone you sell or lend the work to can check it the same way, on Kala’s verify page, with nothing more than the number.',
    },
    {
      heading: 'If you sell or give the work on',
      body: 'Pass the certificate on with the work. Its new owner can verify it at once, and if the work is sold again through Kala, the new certificate names this one, so the work’s history stays in one line.\n\nWrite to us whenever you have a question about a work you bought: its care, its framing, its artist. We answer every message ourselves.',
    },
  ],
}

/** Writes the handbook once, when it is missing; a copy staff have edited is kept as it is. */
export async function ensureHandbook(payload: Payload): Promise<void> {
  const found = await payload.count({ collection: 'guides', where: { slug: { equals: HANDBOOK_SLUG } }, overrideAccess: true })
  if (found.totalDocs > 0) return
  try {
    await payload.create({ collection: 'guides', data: HANDBOOK, overrideAccess: true })
  } catch (error) {
    // Another instance starting at the same time wrote it (the slug is unique): that is the same guide.
    const again = await payload.count({ collection: 'guides', where: { slug: { equals: HANDBOOK_SLUG } }, overrideAccess: true })
    if (again.totalDocs === 0) throw error
  }
}
