/**
 * Shapes of the demo catalogue. Pure data: no Payload import, so the Payload factories (and tests)
 * can consume these without booting the CMS.
 */
import type {
  Category,
  Color,
  Medium,
  MemberRole,
  Mood,
  Role,
  Style,
} from '../../shared/constants'

export interface SeedAddress {
  billingName: string
  email: string
  phone: string
  line1: string
  line2: string
  city: string
  state: string
  pincode: string
  country: 'India'
}

export interface SeedUser {
  email: string
  username: string
  fullName: string
  role: Role
  phone?: string
  bio?: string
  city?: string
  addresses?: SeedAddress[]
}

export interface SeedEducation {
  institution: string
  title: string
  yearStart: string
  yearEnd: string
}
export interface SeedWorkshop {
  title: string
  institution: string
  year: string
}
export interface SeedExhibitionEntry {
  institution: string
  title: string
  type: 'Solo' | 'Group'
  year: string
}
export interface SeedAward {
  title: string
  awardedBy: string
  year: string
}
export interface SeedPublication {
  title: string
  type: string
  year: string
}
export interface SeedSocial {
  instagram: string | null
  x: string | null
  linkedin: string | null
}
export interface PortraitSpec {
  seed: number
  /** Skin tone, hex. */
  skin: string
  /** Background colour, hex. */
  bg: string
  /** Optional styling hint for hair, jewellery and beard; picked from the seed when absent. */
  presentation?: 'feminine' | 'masculine'
}
export interface SeedPractice {
  categories: Category[]
  styles: Style[]
  mediums: Medium[]
  moods: Mood[]
  palette: Color[]
}

export interface SeedArtist extends SeedUser {
  role: 'artist'
  slug: string
  /** HTML: 2-3 <p> paragraphs. */
  bio: string
  city: string
  education: SeedEducation[]
  workshops: SeedWorkshop[]
  exhibitions: SeedExhibitionEntry[]
  awards: SeedAward[]
  publications: SeedPublication[]
  social: SeedSocial
  portrait: PortraitSpec
  practice: SeedPractice
}

export interface SeedGalleryExhibition {
  name: string
  slug: string
  description: string
  /** Days relative to the seed day (negative = in the past). */
  startOffsetDays: number
  endOffsetDays: number
  venue: string
  artistUsernames: string[]
}

export interface SeedGallery extends SeedUser {
  role: 'gallery'
  slug: string
  /** Plain text, 400-700 characters. */
  bio: string
  city: string
  founded: string
  website: string
  bannerSeed: number
  /** Usernames of represented artists (2-4). */
  represented: string[]
  exhibitions: SeedGalleryExhibition[]
}

/** Composition families understood by seed/images/render.ts. */
export const ARTWORK_KINDS = [
  'colourField',
  'geometric',
  'landscape',
  'cityscape',
  'figurative',
  'botanical',
  'mandala',
  'gestural',
  'minimalLine',
  'textile',
  'sculpture',
] as const
export type ArtworkKind = (typeof ARTWORK_KINDS)[number]

export interface ArtworkImageSpec {
  kind: ArtworkKind
  seed: number
  /** Hex colours derived from the artwork's colours (first is dominant). */
  palette: string[]
  /** width / height */
  aspect: number
}

export interface SeedArtwork {
  key: string
  title: string
  ownerUsername: string
  /** The artist who made it (a gallery lists consigned works of the artists it represents). */
  artistUsername: string
  artistName: string
  /** An original, or one impression of a limited edition of `size`. */
  edition: { kind: 'original' | 'limited'; size: number | null }
  category: Category
  style: Style
  medium: Medium
  mood: Mood
  material: string
  width: number
  height: number
  depth: number
  yearOfCreation?: string
  signed: boolean
  location: string
  colors: Color[]
  /** INR; null: price on request (the buyer enquires). */
  price: number | null
  saleState: 'forSale' | 'sold'
  available: boolean
  status: 'published' | 'unpublished'
  description: string
  interpretation: string
  collectionKey?: string
  image: ArtworkImageSpec
}

export interface SeedCollection {
  key: string
  ownerUsername: string
  collectionName: string
  description: string
  status: boolean
}

export interface DictionaryCategory {
  slug: string
  category: string
  description: string
}
export interface DictionaryTerm {
  slug: string
  term: string
  definition: string
  categorySlug: string
  /** Slugs of other terms in dictionaryTerms. */
  relatedTerms: string[]
}

export interface ShopCategory {
  name: string
  slug: string
  type: 'category' | 'style' | 'medium' | 'mood'
  description: string
  imageSeed: number
  /** Extra entry only needed by the landing page's 'Shop By' (not in the constants lists). */
  landingOnly?: boolean
}

export interface GuideSection {
  heading: string
  body: string
}
export interface Guide {
  slug: string
  title: string
  excerpt: string
  readingMinutes: number
  sections: GuideSection[]
}

export interface SiteSettings {
  siteName: string
  tagline: string
  phone: string
  email: string
  supportEmail: string
  address: string
  instagram: string
  socials: { instagram: string; x: string; linkedin: string; facebook: string }
  prelaunch: boolean
}

export type { MemberRole }
