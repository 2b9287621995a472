import type { ArtistSummary, DictionaryTerm, Exhibition, Gallery, ImageSet, PublicProfile } from '@shared/api-types'

export const image = (name: string, width = 1200, height = 1500): ImageSet => ({
  url: `/media/${name}.jpg`,
  alt: '',
  width,
  height,
  card: { url: `/media/${name}-card.jpg`, width: 600, height: Math.round((600 * height) / width) },
})

/** A public profile as GET /api/public/profile/* answers it, with overrides. */
export function makeProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    _id: 'u1',
    username: 'meera-iyer',
    artistSlug: 'meera-iyer',
    artistName: 'Meera Iyer',
    fullName: 'Meera Iyer',
    role: 'artist',
    bio: '<p>Meera Iyer paints slow fields of colour.</p>',
    photo: image('meera'),
    city: 'Chennai',
    education: [],
    workshops: [],
    exhibitions: [],
    awards: [],
    publications: [],
    social: { instagram: null, x: null, linkedin: null },
    ...overrides,
  }
}

export function makeArtistSummary(overrides: Partial<ArtistSummary> & { _id: string }): ArtistSummary {
  return {
    artistSlug: `artist-${overrides._id}`,
    artistName: `Artist ${overrides._id}`,
    username: `artist-${overrides._id}`,
    photo: image(`artist-${overrides._id}`),
    city: 'Mumbai',
    artworkCount: 3,
    ...overrides,
  }
}

export function makeGallery(overrides: Partial<Gallery> = {}): Gallery {
  return {
    _id: 'g1',
    username: 'sutra-contemporary',
    fullName: 'Sutra Contemporary',
    bio: 'A gallery in Kala Ghoda.',
    photo: image('sutra-photo'),
    imageUrls: [image('sutra-banner', 2400, 1000)],
    city: 'Mumbai',
    exhibitionCount: 4,
    ...overrides,
  }
}

export function makeExhibition(overrides: Partial<Exhibition> & { _id: string }): Exhibition {
  return {
    name: `Exhibition ${overrides._id}`,
    slug: `exhibition-${overrides._id}`,
    photo: image(`exhibition-${overrides._id}`, 1500, 1000),
    description: 'New paintings.',
    startDate: '2026-03-01T00:00:00.000Z',
    endDate: '2026-04-20T00:00:00.000Z',
    venue: 'Kala Ghoda, Mumbai',
    galleryId: 'g1',
    galleryName: 'Sutra Contemporary',
    state: 'current',
    ...overrides,
  }
}

export function makeTerm(overrides: Partial<DictionaryTerm> & { slug: string; categorySlug: string }): DictionaryTerm {
  return {
    term: overrides.slug.charAt(0).toUpperCase() + overrides.slug.slice(1),
    definition: `Definition of ${overrides.slug}.`,
    image: image(`term-${overrides.slug}`, 800, 800),
    relatedTerms: [],
    ...overrides,
  }
}
