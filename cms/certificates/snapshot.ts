/**
 * What a certificate prints, fixed when it is issued (collections/Certificates.ts `snapshot`): a
 * later edit of the work, of the artist's name or signature, never changes an issued certificate.
 */
import type { Artwork, Order, User } from '../../payload-types'
import { dimensionsInBothUnits, editionLine } from '../../shared/certificates'
import { formatMediumOnMaterial } from '../../shared/format'
import { idOf } from '../../shared/idOf'

type Line = NonNullable<Order['items']>[number]

export type CertificateSnapshot = {
  version: 1
  title: string
  artistName: string
  year: string | null
  medium: string
  material: string | null
  mediumOnMaterial: string
  dimensions: { inches: string; cm: string } | null
  edition: string | null
  /** The work's front image (media id) as it was at the sale. */
  imageId: string | null
  /** The artist's signature (media id) when they had uploaded one by the sale's certificate. */
  signatureId: string | null
  /** ISO: when the sale was paid. */
  soldAt: string
  /** Only when the buyer asked to be named. */
  buyerName: string | null
  /** The number of the earlier certificate of this work, for a resale. */
  supersedes: string | null
}

export function certificateSnapshot(p: {
  line: Line
  artwork: Artwork
  artist: Pick<User, 'signature'> | null
  soldAt: string
  buyerName: string | null
  supersedes: string | null
}): CertificateSnapshot {
  const a = p.artwork
  const front = a.images?.[0]
  return {
    version: 1,
    title: p.line.title,
    artistName: p.line.artistName,
    year: a.yearOfCreation ?? null,
    medium: a.medium,
    material: a.material ?? null,
    mediumOnMaterial: formatMediumOnMaterial(a.medium, a.material),
    dimensions: dimensionsInBothUnits(a.width, a.height, a.depth),
    edition: editionLine(a.editionKind, a.editionSize, a.editionNumber),
    imageId: front ? idOf(front) : null,
    signatureId: p.artist?.signature ? idOf(p.artist.signature) : null,
    soldAt: p.soldAt,
    buyerName: p.buyerName,
    supersedes: p.supersedes,
  }
}
