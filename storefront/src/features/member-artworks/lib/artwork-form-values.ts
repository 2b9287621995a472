import type { OwnArtwork } from '@shared/api-types'
import type { ArtworkStatus, Color, EditionKind } from '@shared/constants'
import type { ArtworkForm } from '@shared/schemas'

/** What the artwork form's controls hold: text as typed, before the shared schema reads it. */
export type ArtworkFormValues = {
  artistName: string
  title: string
  medium: string
  material: string
  height: string
  width: string
  depth: string
  price: string
  /** No price shown: buyers enquire (the spec's enquiry path). */
  priceOnRequest: boolean
  yearOfCreation: string
  signed: boolean
  location: string
  collectionId: string
  status: ArtworkStatus
  /** A select: 'true' for sale, 'false' withdrawn. */
  available: 'true' | 'false'
  category: string
  style: string
  mood: string
  colors: Color[]
  description: string
  interpretation: string
  editionKind: EditionKind
  editionSize: string
  /** A select: '' = the seller's own return policy, else '0', '7' or '14'. */
  returnDays: string
  /** Buyers may make an offer (issue 21, part 3). */
  acceptOffers: boolean
  /** The least the seller takes, in rupees, as typed ('' = no floor); never shown to buyers. */
  offerFloor: string
}

const text = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value))

/** A new work: the artist's own name for an artist, published and for sale. */
export function blankArtwork(artistName: string): ArtworkFormValues {
  return {
    artistName,
    title: '',
    medium: '',
    material: '',
    height: '',
    width: '',
    depth: '',
    price: '',
    priceOnRequest: false,
    yearOfCreation: '',
    signed: false,
    location: '',
    collectionId: '',
    status: 'published',
    available: 'true',
    category: '',
    style: '',
    mood: '',
    colors: [],
    description: '',
    interpretation: '',
    editionKind: 'original',
    editionSize: '',
    returnDays: '',
    acceptOffers: false,
    offerFloor: '',
  }
}

/** A saved work in the form's terms. */
export function artworkToValues(artwork: OwnArtwork): ArtworkFormValues {
  return {
    artistName: artwork.artistName,
    title: artwork.title,
    medium: artwork.medium,
    material: text(artwork.material),
    height: text(artwork.height),
    width: text(artwork.width),
    depth: text(artwork.depth),
    price: text(artwork.price),
    priceOnRequest: artwork.price === null,
    yearOfCreation: text(artwork.yearOfCreation),
    signed: artwork.signed,
    location: text(artwork.location),
    collectionId: text(artwork.collectionId),
    status: artwork.status,
    // A work in a buyer's checkout is not in a cart's reach now, but its owner has not withdrawn it.
    available: artwork.saleStatus === 'reserved' || artwork.available ? 'true' : 'false',
    category: text(artwork.category),
    style: text(artwork.style),
    mood: text(artwork.mood),
    colors: artwork.colors,
    description: text(artwork.description),
    interpretation: text(artwork.interpretation),
    editionKind: artwork.edition.kind,
    editionSize: text(artwork.edition.size),
    returnDays: text(artwork.ownReturnDays),
    acceptOffers: artwork.offers.accept,
    offerFloor: text(artwork.offers.floor),
  }
}

const OPTIONAL = ['yearOfCreation', 'location', 'collectionId', 'category', 'style', 'mood', 'description', 'interpretation'] as const

/**
 * The form's values as the shared schema reads them: optional fields left empty are left out, and
 * an edition size only goes with a limited edition.
 */
export function prepareArtwork(values: ArtworkFormValues): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values }
  for (const key of OPTIONAL) if (!values[key].trim()) delete out[key]
  if (values.editionKind !== 'limited') delete out.editionSize
  // On request: no price is sent (the one typed before is kept in the form, should they change their mind).
  if (values.priceOnRequest) delete out.price
  else delete out.priceOnRequest
  // Offers off: the floor typed is kept on the work (and in the form), not sent.
  if (!values.acceptOffers) delete out.offerFloor
  return out
}

const CLEARABLE = ['location', 'description', 'interpretation', 'category', 'style', 'mood', 'colors'] as const

/**
 * The multipart body of add-artwork and update-artwork: the fields as text, the images under
 * `artworks` in order (front, back, signature). An update (with `id`) sends only the fields the
 * member changed (`changed`: the server changes only what it is sent, so a work in a buyer's
 * checkout keeps its state), and '' for an optional text emptied, so that it is cleared.
 */
export function artworkFormData(
  data: ArtworkForm,
  images: readonly File[] | null,
  update?: { id: string; changed: ReadonlySet<string> },
): FormData {
  const body = new FormData()
  if (update) body.append('_id', update.id)
  for (const [key, value] of Object.entries(data)) {
    // An emptied return policy or offer floor is sent as '' (cleared); other empty values are left out.
    if (value === undefined || (value === null && key !== 'returnDays' && key !== 'offerFloor')) continue
    if (update && !update.changed.has(key) && !(key === 'editionSize' && update.changed.has('editionKind'))) continue
    body.append(key, value === null ? '' : Array.isArray(value) ? value.join(',') : String(value))
  }
  if (update) for (const key of CLEARABLE) if (update.changed.has(key) && data[key] === undefined) body.append(key, '')
  for (const file of images ?? []) body.append('artworks', file)
  return body
}
