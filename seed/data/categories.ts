/**
 * Shop categories for every category, style, medium and mood in shared/constants.ts.
 * Slugs match LANDING_CATEGORIES where the landing uses them ('surreal', 'watercolor', 'dreamy').
 */
import { CATEGORIES, MEDIUMS, MOODS, STYLES } from '../../shared/constants'
import { facetSlug } from '../../shared/facets'
import type { ShopCategory } from './types'

const DESCRIPTIONS: Record<string, string> = {
  // Categories
  Painting: 'Oils, acrylics, watercolours and natural pigments on canvas, linen, wood and handmade paper, straight from the studio.',
  Sculpture: 'Bronze, granite, wood and resin: three-dimensional work cast, carved and assembled by sculptors across India.',
  Drawing: 'Charcoal, graphite and ink on paper: the most direct record of an artist’s hand, and often the most affordable original.',
  Digital: 'Works made on screen and printed once, or in tiny signed editions, on archival cotton rag.',
  Photography: 'Fine-art photographs in small, signed editions, printed on archival papers by the photographers themselves.',
  Installation: 'Room-scale and site-specific works sold with installation instructions and the right to show them.',
  Print: 'Etchings, woodcuts, screenprints and lithographs in numbered editions: original prints, not reproductions.',
  Textile: 'Dyed, woven, embroidered and quilted work, from ikat and kalamkari to contemporary hangings.',
  // Styles
  Abstract: 'Colour, form and gesture for their own sake: paintings that do not picture anything, and reward long looking.',
  Figurative: 'People, animals and the recognisable world, from Santiniketan wash portraits to Mithila wedding scenes.',
  Surrealism: 'Dream logic and impossible juxtapositions: old miniature gardens with metro pillars, camels dreaming of rain.',
  Impressionism: 'Broken colour and loose brushwork that catch light and weather, painted outdoors whenever possible.',
  Minimalism: 'Reduced to the essentials: ruled lines, quiet fields, a single form on an empty ground.',
  'Pop Art': 'Matchbox labels, truck art, shop signs and Bollywood: everyday India, bright and loud.',
  Expressionism: 'Feeling before description: thick paint, fast charcoal, distorted colour and urgent marks.',
  Conceptual: 'Work where the idea leads, in any material: tiffins, bangles, flood lines and photographs of waiting.',
  // Mediums
  Oil: 'Slow-drying, luminous and endlessly reworkable: the painter’s classic medium, used thick or in glazes.',
  Acrylic: 'Fast-drying and vivid, from thin washes to heavy impasto, and well suited to India’s climate.',
  Watercolour: 'Transparent colour on paper, from Bengal School wash to Deccani miniatures.',
  Charcoal: 'Velvety blacks and smudged greys: drawings with the immediacy of a first thought.',
  Pencil: 'Graphite drawings, from quick sketchbook studies to weeks-long ruled meditations.',
  'Mixed Media': 'Several materials in one work: natural pigments, metal, thread, found objects and paper.',
  'Digital medium': 'Made on a tablet or with a camera, printed as unique or small-edition archival prints.',
  // Moods
  Bold: 'Strong colour, big scale and confident marks for a wall that should start a conversation.',
  Calm: 'Soft colour and quiet compositions for bedrooms, studies and reading corners.',
  Energetic: 'Movement, crowds and rhythm: work that seems to hum on the wall.',
  Happy: 'Bright, warm and joyful pieces that lift a room, from Gond forests to pop icons.',
  Sad: 'Melancholy, memory and loss, handled with tenderness rather than despair.',
  Serene: 'Stillness and breath: horizons, colour fields and lines that slow the viewer down.',
  Dreamy: 'Soft focus, mist and the logic of dreams: surreal gardens, wash paintings and twilight shorelines.',
}

function entries(type: ShopCategory['type'], names: readonly string[], base: number): ShopCategory[] {
  return names.map((name, i) => ({
    name,
    slug: type === 'medium' && name === 'Digital' ? 'digital-medium' : facetSlug(name),
    type,
    description: DESCRIPTIONS[type === 'medium' && name === 'Digital' ? 'Digital medium' : name] ?? name,
    imageSeed: base + i,
  }))
}

export const shopCategories: ShopCategory[] = [
  ...entries('category', CATEGORIES, 300),
  ...entries('style', STYLES, 320),
  ...entries('medium', MEDIUMS, 340),
  ...entries('mood', MOODS, 360),
  { name: 'Dreamy', slug: 'dreamy', type: 'mood', description: DESCRIPTIONS['Dreamy'] ?? '', imageSeed: 380, landingOnly: true },
]
