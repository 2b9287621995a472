import type { Artwork } from '@shared/api-types'

/** An artwork as GET/POST /api/public/* answer it, with overrides. */
export function makeArtwork(overrides: Partial<Artwork> & { _id: string }): Artwork {
  return {
    slug: `artwork-${overrides._id}`,
    title: `Artwork ${overrides._id}`,
    artistName: 'Meera Iyer',
    artistSlug: 'meera-iyer',
    uploadedBy: 'meera',
    price: 125000,
    imageUrls: [
      {
        url: `/media/${overrides._id}.jpg`,
        alt: '',
        width: 1200,
        height: 1500,
        card: { url: `/media/${overrides._id}-card.jpg`, width: 600, height: 750 },
        thumbnail: { url: `/media/${overrides._id}-thumb.jpg`, width: 300, height: 375 },
      },
    ],
    medium: 'Oil',
    material: 'Canvas',
    height: 36,
    width: 24,
    depth: 1,
    sizeClass: 'medium',
    yearOfCreation: '2024',
    signed: true,
    location: 'Chennai',
    collectionId: null,
    category: 'Painting',
    style: 'Abstract',
    mood: 'Calm',
    available: true,
    saleStatus: 'available',
    edition: { kind: 'original', size: null },
    status: 'published',
    colors: ['blue'],
    description: null,
    interpretation: null,
    likes: 0,
    hasLiked: false,
    returnDays: 7,
    acceptOffers: false,
    createdAt: '2025-04-11T00:00:00.000Z',
    ...overrides,
  }
}
