/**
 * The words people use for the shop's facet values, one table for both sides: the server maps a
 * submitted word onto the stored values (cms/api/public/filters.ts), and the storefront and the
 * seed put a value into URLs under the word the shop landing links with. Browser-safe.
 */
import { LANDING_CATEGORIES } from './constants'

export type Facet = 'category' | 'style' | 'medium' | 'mood'

/**
 * Words for the stored values (landing page, quiz, American spelling, plurals), lower-case, with
 * the values each stands for. A word for several values (dreamy) matches any of them.
 */
export const FACET_WORDS: Record<Facet, Readonly<Record<string, readonly string[]>>> = {
  category: {
    paintings: ['Painting'],
    sculptures: ['Sculpture'],
    drawings: ['Drawing'],
    'digital art': ['Digital'],
    photo: ['Photography'],
    photos: ['Photography'],
    photograph: ['Photography'],
    photographs: ['Photography'],
    prints: ['Print'],
    printmaking: ['Print'],
    installations: ['Installation'],
    textiles: ['Textile'],
  },
  style: {
    surreal: ['Surrealism'],
    surrealist: ['Surrealism'],
    impressionist: ['Impressionism'],
    expressionist: ['Expressionism'],
    minimal: ['Minimalism'],
    minimalist: ['Minimalism'],
    pop: ['Pop Art'],
    popart: ['Pop Art'],
    figure: ['Figurative'],
    concept: ['Conceptual'],
  },
  medium: {
    watercolor: ['Watercolour'],
    watercolors: ['Watercolour'],
    watercolours: ['Watercolour'],
    oils: ['Oil'],
    'oil paint': ['Oil'],
    acrylics: ['Acrylic'],
    'acrylic paint': ['Acrylic'],
    mixed: ['Mixed Media'],
    'mixed medium': ['Mixed Media'],
    graphite: ['Pencil'],
    ink: ['Mixed Media'],
  },
  mood: {
    dreamy: ['Serene', 'Calm'],
    peaceful: ['Calm', 'Serene'],
    tranquil: ['Serene', 'Calm'],
    joyful: ['Happy'],
    cheerful: ['Happy'],
    vibrant: ['Energetic', 'Bold'],
    dynamic: ['Energetic'],
    melancholy: ['Sad'],
    melancholic: ['Sad'],
    introspective: ['Calm', 'Sad'],
  },
}

/**
 * The word a value travels under in URLs when the shop landing links to it by one of the words
 * above rather than by its name (LANDING_CATEGORIES: 'surreal' for Surrealism, 'watercolor' for
 * Watercolour). Derived, so a landing link, a filter option and a seeded category always agree.
 */
const FACET_URL_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  (Object.entries(LANDING_CATEGORIES) as [Facet, readonly string[]][]).flatMap(([facet, words]) =>
    words.flatMap((word) => {
      const [value, ...others] = FACET_WORDS[facet][word] ?? []
      return value !== undefined && others.length === 0 ? [[value, word] as const] : []
    }),
  ),
)

/** The slug a facet value travels under in URLs and shop categories: 'surreal', 'pop-art', 'mixed-media'. */
export function facetSlug(name: string): string {
  return (
    FACET_URL_WORDS[name] ??
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/(^-|-$)/g, '')
  )
}
