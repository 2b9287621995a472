/**
 * What a certificate certifies, as anyone may read it (GET /api/verify/:number, the /verify page):
 * the work, its artist, the sale's date and whether the certificate stands. Built from the
 * certificate's own snapshot and nothing about its buyer: no name, no e-mail, no order.
 */
import type { Payload } from 'payload'
import type { Artwork, Certificate, Media, User } from '../../payload-types'
import { normaliseCertificateNumber, type CertificateVerification, type Provenance } from '../../shared/certificates'
import { paths } from '../../shared/paths'
import { toImageSet } from '../api/mappers/image'
import type { CertificateSnapshot } from './snapshot'

async function byNumber(payload: Payload, number: string): Promise<Certificate | null> {
  const { docs } = await payload.find({
    collection: 'certificates',
    where: { number: { equals: number } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The certificate numbered `raw` as the public reads it, or null when there is none (or `raw` cannot be a number). */
export async function verification(payload: Payload, raw: string): Promise<CertificateVerification | null> {
  const number = normaliseCertificateNumber(raw)
  const certificate = number ? await byNumber(payload, number) : null
  if (!certificate) return null
  const s = certificate.snapshot as CertificateSnapshot
  const find = <T>(collection: 'artworks' | 'users' | 'media', id: unknown) =>
    id == null
      ? Promise.resolve(null)
      : (payload.findByID({ collection, id: id as number, depth: 0, overrideAccess: true, disableErrors: true }) as Promise<T | null>)
  const [artwork, artist, media] = await Promise.all([
    find<Artwork>('artworks', certificate.artwork),
    find<User>('users', certificate.artist),
    find<Media>('media', s.imageId),
  ])
  const artistSlug = artist?.role === 'artist' ? artist.slug || artist.username : null
  return {
    number: certificate.number,
    state: certificate.state,
    revokedAt: certificate.state === 'revoked' ? (certificate.revokedAt ?? null) : null,
    soldAt: s.soldAt,
    work: {
      title: s.title,
      artistName: s.artistName,
      artistHref: artistSlug ? paths.artists.artist.getHref(artistSlug) : null,
      workHref:
        artwork && artwork.status === 'published'
          ? paths.shop.artworkOf({
              artistSlug: artwork.artistSlug ?? null,
              uploadedBy: artwork.uploadedBy ?? '',
              slug: artwork.slug,
              _id: String(artwork.id),
            })
          : null,
      year: s.year,
      mediumOnMaterial: s.mediumOnMaterial,
      dimensions: s.dimensions,
      edition: s.edition,
      image: toImageSet(media, `${s.title} by ${s.artistName}`),
    },
    supersedes: s.supersedes,
  }
}

/** A sold work's provenance: its newest standing certificate's number and the sale's date; null when it has none. */
export async function provenanceOf(payload: Payload, artworkId: number | string): Promise<Provenance | null> {
  const { docs } = await payload.find({
    collection: 'certificates',
    where: { and: [{ artwork: { equals: artworkId } }, { state: { equals: 'valid' } }] },
    sort: '-issuedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { number: true, snapshot: true },
  })
  const found = docs[0]
  return found ? { number: found.number, soldAt: (found.snapshot as CertificateSnapshot).soldAt } : null
}
