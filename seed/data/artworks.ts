/**
 * The demo catalogue's artworks, built deterministically from each artist's series.
 * buildArtworks() returns the same list on every run (seeded PRNG, no clock, no Math.random).
 */
import type { Category, Color, Medium, Mood, Style } from '../../shared/constants'
import { makeRng, type Rng } from '../images/util'
import { artists } from './artists'
import { galleries } from './galleries'
import type { ArtworkKind, SeedArtwork, SeedCollection } from './types'

interface Series {
  artist: string
  collection?: { key: string; name: string; description: string; status?: boolean }
  category: Category
  style: Style
  medium: Medium
  materials: string[]
  kinds: ArtworkKind[]
  moods: Mood[]
  colors: Color[]
  /** Longest side in inches. */
  longSide: [number, number]
  aspects: number[]
  /** Depth in inches (sculpture, installation, textile). Flat works get 0.75 to 1.5. */
  depth?: [number, number]
  price: [number, number]
  /** Prints and photographs sold one impression at a time: the size of their limited edition. */
  edition?: number
  signed?: boolean
  titles: string[]
  openers: string[]
  process: string[]
  closers: string[]
  interpretations: string[]
}

const SERIES: Series[] = [
  {
    artist: 'meera-iyer',
    collection: {
      key: 'meera-kanjeevaram-fields',
      name: 'Kanjeevaram Fields',
      description: 'Oil paintings built from the colour borders of Kanjeevaram silk: twenty or thirty glazes each, sanded between layers until the colour seems lit from behind.',
    },
    category: 'Painting',
    style: 'Abstract',
    medium: 'Oil',
    materials: ['canvas', 'linen'],
    kinds: ['colourField'],
    moods: ['Calm', 'Serene', 'Calm'],
    colors: ['indigo', 'orange', 'yellow', 'red', 'green'],
    longSide: [24, 60],
    aspects: [0.75, 0.8, 0.66, 1],
    price: [45000, 280000],
    titles: [
      'Arakku Border at Dusk',
      'Mylapore Tank, Evening',
      'Mango Yellow over Temple Green',
      'Peacock Neck Blue',
      'Grandmother’s Almirah',
      'Margazhi Morning',
      'Zari Light',
      'Thread Count',
      'Kapaleeshwarar Tank after Rain',
    ],
    openers: [
      '“{title}” takes its colours from a single sari border, enlarged until the eye can rest inside it.',
      'In “{title}”, two bands of colour meet along a soft, breathing edge, the way silk threads blur where a weaver changes shuttle.',
      '“{title}” began as a swatch pinned to the studio wall in Besant Nagar and grew, over four months, into this field of colour.',
    ],
    process: [
      'Meera lays down more than twenty thin glazes of oil on {material}, sanding lightly between layers so that the lower colours glow through.',
      'The edges are never taped; each is feathered by hand with a dry brush, which is why they seem to vibrate from a distance.',
      'Seen in daylight the surface is matte and velvety; under a warm lamp the underlayers of red come forward.',
    ],
    closers: [
      'It rewards a long look from a chair rather than a glance from a doorway.',
      'It needs a quiet wall and room to stand back.',
      'Signed and dated on the reverse, with the artist’s notes on the pigments used.',
    ],
    interpretations: [
      'A meditation on inheritance: colour as something handed down, folded and unfolded over generations.',
      'The painting slows the viewer down, the way evening slows a temple town.',
      'Memory here is not a picture but a temperature of colour.',
    ],
  },
  {
    artist: 'meera-iyer',
    collection: {
      key: 'meera-salt-and-sea',
      name: 'Salt and Sea',
      description: 'Small acrylic studies of the Bay of Bengal at dawn, painted after morning walks on Elliot’s Beach.',
      status: false,
    },
    category: 'Painting',
    style: 'Minimalism',
    medium: 'Acrylic',
    materials: ['wood panel', 'canvas board'],
    kinds: ['colourField', 'minimalLine'],
    moods: ['Serene', 'Calm'],
    colors: ['blue', 'white', 'gray'],
    longSide: [10, 20],
    aspects: [1, 1.25, 1.5],
    price: [12000, 40000],
    titles: ['Elliot’s Beach, 6 a.m.', 'Low Tide at Besant Nagar', 'Catamaran Horizon'],
    openers: [
      '“{title}” is a small painting of almost nothing: sea, sky and the line between them.',
      'A study made the same morning as the walk it records, “{title}” keeps the pale light of the Coromandel coast before the heat arrives.',
    ],
    process: [
      'Painted quickly in thinned acrylic on {material}, with the horizon drawn in a single pass of a wide brush.',
      'The grey is mixed from the blue and orange of her larger paintings, so the series sits quietly beside them.',
    ],
    closers: ['A lovely piece for a reading corner or a narrow wall.', 'Ready to hang, with a hand-finished teak edge.'],
    interpretations: ['Emptiness treated as a gift rather than an absence.', 'A reminder that the horizon is always a little further than it looks.'],
  },
  {
    artist: 'kabir-deshpande',
    collection: {
      key: 'kabir-local-time',
      name: 'Local Time',
      description: 'Large, loud acrylic paintings of Mumbai in motion, made over two monsoons of commuting between Lalbaug and Virar.',
    },
    category: 'Painting',
    style: 'Expressionism',
    medium: 'Acrylic',
    materials: ['canvas', 'jute canvas'],
    kinds: ['cityscape', 'gestural', 'cityscape'],
    moods: ['Energetic', 'Bold', 'Energetic', 'Sad'],
    colors: ['yellow', 'gray', 'red', 'blue', 'black'],
    longSide: [30, 72],
    aspects: [1.33, 1.5, 1.25, 0.8],
    price: [40000, 350000],
    titles: [
      'Dadar, 8.14 Virar Fast',
      'Blue Tarpaulin Monsoon',
      'Lalbaug Pandal, 2 a.m.',
      'Mill Chimney, Parel',
      'Marine Drive in August',
      'Dabbawalas at Churchgate',
      'Crawford Market, Noon',
      'Sea Link Traffic',
    ],
    openers: [
      '“{title}” is painted the way the city is lived: fast, crowded, all at once.',
      'Kabir made the first sketches for “{title}” standing in a train compartment, his sketchbook pressed against someone’s shoulder.',
      'In “{title}” the city dissolves into scraped and repainted layers, like posters pasted over posters on a station wall.',
    ],
    process: [
      'Thick acrylic is laid on {material} with a palette knife, scraped back, and painted again, so earlier versions show through.',
      'His years as a sign painter show in the flat, confident brushwork of the lettering and the hard edges of the shadows.',
      'The surface is heavily textured; a raking light from one side brings out ridges of paint a centimetre high.',
    ],
    closers: [
      'A painting with enough energy to hold a large living room or an office lobby.',
      'Shipped rolled with a certificate of authenticity; stretching can be arranged in Mumbai.',
      'Exhibited at the Jehangir Art Gallery.',
    ],
    interpretations: [
      'A love letter to a city that never stops long enough to be loved properly.',
      'The crowd as a single organism, hot, wet and tender.',
      'Work, rain and devotion: Mumbai’s three weathers.',
    ],
  },
  {
    artist: 'kabir-deshpande',
    category: 'Painting',
    style: 'Pop Art',
    medium: 'Acrylic',
    materials: ['wood panel', 'tin sheet'],
    kinds: ['geometric'],
    moods: ['Happy', 'Bold'],
    colors: ['yellow', 'red', 'black', 'orange'],
    longSide: [14, 30],
    aspects: [0.75, 1, 1.33],
    price: [15000, 60000],
    titles: ['Irani Café Menu', 'Cutting Chai, Ten Rupees', 'Kaali-Peeli'],
    openers: [
      '“{title}” borrows the flat colour and bold lettering of Mumbai’s hand-painted shop signs.',
      'A tribute to the sign painters Kabir trained with, “{title}” is painted with enamel-bright acrylic and a lettering brush.',
    ],
    process: ['Painted on {material} with the hard-edged precision of a signboard, then lightly distressed.', 'Every letter form is drawn freehand, as the old painters did.'],
    closers: ['A cheerful piece for a kitchen, café or studio.', 'Comes with a brass hanging hook fixed on the back.'],
    interpretations: ['A small monument to a disappearing craft.', 'Everyday typography treated as devotional art.'],
  },
  {
    artist: 'sohini-chatterjee',
    collection: {
      key: 'sohini-red-earth',
      name: 'Red Earth, Afternoon',
      description: 'Wash paintings of the villages and people around Santiniketan, in the Bengal School technique.',
    },
    category: 'Painting',
    style: 'Figurative',
    medium: 'Watercolour',
    materials: ['handmade paper', 'cotton rag paper'],
    kinds: ['figurative', 'landscape', 'figurative'],
    moods: ['Calm', 'Sad', 'Serene'],
    colors: ['green', 'brown', 'white', 'orange'],
    longSide: [12, 30],
    aspects: [0.75, 0.8, 1.33],
    price: [18000, 90000],
    titles: [
      'Santhal Women Returning from the Haat',
      'Baul under the Chhatim Tree',
      'Afternoon on the Verandah',
      'Khoai in the Rain',
      'Poush Mela Evening',
      'Kopai River, Winter',
      'Girl with a Lantern',
      'Waiting for the Ferry',
    ],
    openers: [
      '“{title}” is painted in the wash technique of the Bengal School, colour floated and rinsed away until only a mist remains.',
      'The figures in “{title}” are drawn with one unbroken line of the brush, then allowed to sink softly into the paper.',
      'Sohini painted “{title}” from sketches made in the red-earth villages a short cycle ride from Kala Bhavana.',
    ],
    process: [
      'Each layer of transparent watercolour on {material} is washed under running water before the next is laid on, sometimes fifteen times.',
      'The paper is stretched wet on a board and painted over several weeks.',
      'Tea-stained borders and a thin sepia line frame the image, in the manner of her teachers.',
    ],
    closers: ['Framed under museum glass with a cotton mount.', 'A gentle work for a bedroom or a study.', 'Signed in Bangla and English, lower right.'],
    interpretations: [
      'Ordinary afternoons given the dignity of ritual.',
      'The quiet of a place where time is still measured by the sun.',
      'A tender record of lives the city rarely sees.',
    ],
  },
  {
    artist: 'sohini-chatterjee',
    category: 'Drawing',
    style: 'Impressionism',
    medium: 'Pencil',
    materials: ['archival paper', 'sketchbook paper'],
    kinds: ['minimalLine', 'figurative'],
    moods: ['Calm', 'Serene'],
    colors: ['white', 'gray', 'brown'],
    longSide: [9, 16],
    aspects: [1.33, 0.75],
    price: [6000, 18000],
    titles: ['Sal Forest Study', 'Cycle Rickshaw at Bolpur'],
    openers: ['“{title}” is a sketchbook page, drawn on the spot in soft graphite.', 'A quick, loose study, “{title}” catches the movement of light rather than the outline of things.'],
    process: ['Drawn in 2B and 6B pencil on {material}, with the smudges left in.', 'The page was removed from the artist’s sketchbook and flattened for framing.'],
    closers: ['An affordable way to own a page from a working artist’s notebook.', 'Best framed simply, with a wide white mount.'],
    interpretations: ['The first thought, before the painting.', 'Seeing as a daily practice.'],
  },
  {
    artist: 'arjun-nair',
    collection: {
      key: 'arjun-high-water-mark',
      name: 'High-Water Mark',
      description: 'Sculptures cast from the flood lines of Kerala homes after 2018, in bronze, resin and reclaimed teak.',
    },
    category: 'Sculpture',
    style: 'Conceptual',
    medium: 'Mixed Media',
    materials: ['bronze', 'resin and bronze', 'reclaimed teak'],
    kinds: ['sculpture'],
    moods: ['Sad', 'Serene'],
    colors: ['blue', 'gray', 'brown', 'black'],
    longSide: [14, 40],
    aspects: [0.6, 0.75, 1],
    depth: [8, 20],
    price: [120000, 650000],
    titles: ['Flood Line, Kuttanad', 'Eighty Tumblers', 'Net Weight', 'What the Water Kept', 'Salt Rope'],
    openers: [
      '“{title}” records exactly how high the water rose in one house in August 2018.',
      'Arjun cast “{title}” from objects left behind on a flooded verandah in Chengannur.',
      '“{title}” is quiet and heavy, a piece about water that rises slowly, politely, and without stopping.',
    ],
    process: [
      'Cast in {material} at a foundry in Swamimalai and patinated in the artist’s Fort Kochi studio.',
      'The surface keeps the marks of the original object: wood grain, rust, a thumbprint in the wax.',
      'It stands on its own base; a plinth can be made to order.',
    ],
    closers: ['Shown in the collateral programme of the Kochi-Muziris Biennale.', 'Crated and shipped with a condition report.', 'Certificate of authenticity and casting record included.'],
    interpretations: ['Climate change measured in domestic objects.', 'Loss made solid enough to hold.', 'A monument to a line on a wall.'],
  },
  {
    artist: 'arjun-nair',
    category: 'Installation',
    style: 'Minimalism',
    medium: 'Mixed Media',
    materials: ['coir rope and steel', 'found fishing nets', 'teak and brass'],
    kinds: ['textile', 'minimalLine', 'sculpture'],
    moods: ['Serene', 'Sad'],
    colors: ['brown', 'gray', 'blue', 'black'],
    longSide: [60, 120],
    aspects: [0.5, 1, 1.5],
    depth: [12, 48],
    price: [250000, 800000],
    signed: false,
    titles: ['Chinese Nets at Rest', 'Monsoon Ledger', 'Pepper Godown Door'],
    openers: [
      '“{title}” is an installation made for a room, not a wall: it changes as you walk around it.',
      'Built from {material} salvaged along the Mattancherry waterfront, “{title}” carries the smell of salt and rope.',
    ],
    process: ['Installation instructions, a scale drawing and a visit from the artist’s studio are included.', 'Dimensions are variable; those given are for the installation as first shown.'],
    closers: ['Suitable for a foyer, a courtyard or an institution.', 'Sold with the right to re-install in one location at a time.'],
    interpretations: ['A coastline’s working life, suspended.', 'The architecture of labour, made weightless.'],
  },
  {
    artist: 'tanvi-shah',
    edition: 10,
    collection: {
      key: 'tanvi-small-theatres',
      name: 'Small Theatres',
      description: 'Etchings and woodcuts that stage strange, tender scenes from Kutch, printed in tiny editions on handmade paper.',
    },
    category: 'Print',
    style: 'Surrealism',
    medium: 'Mixed Media',
    materials: ['Hahnemühle paper', 'Sanganer handmade paper'],
    kinds: ['figurative', 'mandala', 'minimalLine'],
    moods: ['Calm', 'Sad', 'Happy'],
    colors: ['black', 'red', 'white'],
    longSide: [8, 22],
    aspects: [0.75, 0.8, 1],
    price: [6000, 28000],
    titles: [
      'Bride with Nine Villages',
      'Water Tanker over the Rann',
      'Grandmother Knitting a Staircase',
      'The Mirror-Work Sky',
      'Salt Pan Lullaby',
      'A Camel Dreams of Rain',
      'Embroidered Weather',
    ],
    openers: [
      '“{title}” is one of Tanvi’s small theatres: a dream staged on a copper plate the size of a postcard.',
      'In “{title}”, the everyday life of Kutch tilts gently into the impossible.',
      '“{title}” is etched, aquatinted and then hand-coloured with a single touch of red.',
    ],
    process: [
      'Printed by the artist on {material} from a copper plate in an edition of ten; this is one impression.',
      'Fine lines are drawn with an etching needle through a wax ground and bitten in ferric chloride.',
      'The plate tone, a soft grey haze, is wiped by hand differently for each impression.',
    ],
    closers: ['Numbered, titled and signed in pencil below the image.', 'A perfect first purchase for a new collector.', 'Unframed; ships flat between archival boards.'],
    interpretations: ['Home as a place that is always being rebuilt from memory.', 'Women’s handwork as a way of holding the world together.', 'The desert imagined as an ocean that forgot to leave.'],
  },
  {
    artist: 'tanvi-shah',
    category: 'Drawing',
    style: 'Figurative',
    medium: 'Pencil',
    materials: ['archival paper'],
    kinds: ['figurative', 'minimalLine'],
    moods: ['Calm'],
    colors: ['gray', 'black', 'white'],
    longSide: [10, 18],
    aspects: [0.75, 1.33],
    price: [8000, 22000],
    titles: ['Bhujodi Weaver’s Hands', 'Hodka Village Morning'],
    openers: ['“{title}” is a preparatory drawing for a print that was never made.', 'Drawn in the village itself, “{title}” is a careful record of people at work.'],
    process: ['Graphite on {material}, with areas of tone built up in cross-hatching.', 'The drawing shows the artist’s grid lines, left visible on purpose.'],
    closers: ['Signed lower right.', 'Framed in a thin white wooden frame.'],
    interpretations: ['Attention as a form of respect.', 'The hand that weaves, drawn by the hand that etches.'],
  },
  {
    artist: 'rahul-verma',
    collection: {
      key: 'rahul-matchbox-gods',
      name: 'Matchbox Gods',
      description: 'Digital paintings that remix matchbox labels, truck art and wedding cards into pop icons of everyday Delhi. Each is a unique 1/1 print.',
    },
    category: 'Digital',
    style: 'Pop Art',
    medium: 'Digital',
    materials: ['archival pigment print on cotton rag', 'archival pigment print on Hahnemühle paper'],
    kinds: ['geometric', 'mandala', 'figurative'],
    moods: ['Happy', 'Energetic'],
    colors: ['pink', 'yellow', 'blue', 'orange', 'violet'],
    longSide: [12, 36],
    aspects: [0.75, 1, 0.8],
    price: [3000, 35000],
    titles: [
      'Chai-Wallah Saint',
      'Pigeon God of Chandni Chowk',
      'Horn OK Please',
      'Marigold Traffic Jam',
      'Auto Rickshaw Nirvana',
      'Wedding Card Cosmos',
      'Jalebi Sun',
      'Metro Gate Number 4',
      'Paan Shop Icon',
    ],
    openers: [
      '“{title}” turns an everyday Delhi sight into a pop icon, haloed in neon.',
      'Rahul built “{title}” from scans of matchbox labels and wedding cards collected in Chawri Bazar.',
      '“{title}” is loud on purpose: it is meant to be seen from across a room, like a truck’s painted tailgate.',
    ],
    process: [
      'Painted digitally on a tablet, then printed once as an {material}; the file is never reprinted.',
      'Colours are chosen from the palette of Punjab truck art and Sivakasi printing presses.',
      'Signed and numbered 1/1 on the front, with a certificate bearing the file’s checksum.',
    ],
    closers: ['A joyful piece for a young home or a creative office.', 'Ships rolled in a tube; framing available in Delhi.', 'Shown at the Serendipity Arts Festival.'],
    interpretations: ['The sacred hiding in plain sight on a street corner.', 'India’s visual noise, arranged into a hymn.', 'Pop art with a local accent and a straight face.'],
  },
  {
    artist: 'rahul-verma',
    edition: 25,
    category: 'Print',
    style: 'Pop Art',
    medium: 'Digital',
    materials: ['screenprint on paper', 'risograph on recycled paper'],
    kinds: ['geometric'],
    moods: ['Happy'],
    colors: ['pink', 'yellow', 'blue'],
    longSide: [11, 20],
    aspects: [0.75, 1],
    price: [3000, 9000],
    titles: ['Lassi Moon', 'Kites over Old Delhi'],
    openers: ['“{title}” is a small, bright print from an edition of twenty-five.', 'Made for the artist’s stall at a Delhi zine fair, “{title}” became a bestseller.'],
    process: ['Printed as a {material} in three colours, with slight misregistration left in for charm.', 'Each print is hand-pulled and signed.'],
    closers: ['An easy gift and an easy first artwork.', 'Unframed; fits a standard A3 frame.'],
    interpretations: ['Summer in a single bright shape.', 'Nostalgia for rooftops and string.'],
  },
  {
    artist: 'zoya-khan',
    collection: {
      key: 'zoya-gardens-of-the-deccan',
      name: 'Gardens of the Deccan, Again',
      description: 'Miniature paintings in the jewelled palette of Golconda and Bijapur, with the present day slipping into the old gardens.',
    },
    category: 'Painting',
    style: 'Surrealism',
    medium: 'Watercolour',
    materials: ['wasli paper', 'handmade paper'],
    kinds: ['botanical', 'figurative', 'mandala'],
    moods: ['Serene', 'Happy', 'Calm'],
    colors: ['violet', 'green', 'orange', 'yellow', 'pink'],
    longSide: [8, 24],
    aspects: [0.7, 0.75, 0.8],
    price: [25000, 120000],
    titles: [
      'Golconda Garden with Metro Pillar',
      'Woman on a Scooter with a Caged Mynah',
      'Satellite Dish in the Char Bagh',
      'Night Garden at the Qutb Shahi Tombs',
      'Lotus Pool for a Sleepless Princess',
      'Pistachio Sky',
      'The Nizam’s Parrot Goes Shopping',
      'Irani Chai in Paradise',
    ],
    openers: [
      '“{title}” is painted in the jewelled palette of the Deccani courts, with one thing that does not belong.',
      'In “{title}”, a garden from a seventeenth-century manuscript meets twenty-first-century Hyderabad.',
      '“{title}” is small enough to hold in two hands and detailed enough to look at for an hour.',
    ],
    process: [
      'Opaque watercolour and gold on {material}, painted with squirrel-hair brushes the artist makes herself.',
      'The surface is burnished with an agate stone until the colour shines like enamel.',
      'Real gold leaf is laid in the sky and borders, and catches the light as you move.',
    ],
    closers: ['Framed in a hand-carved frame with a velvet mount.', 'A jewel for a small wall or a bookshelf.', 'Collected alongside works in the Salar Jung Museum’s contemporary wing.'],
    interpretations: ['Paradise, it turns out, has traffic.', 'Tradition as a living garden rather than a museum.', 'A gentle joke about what we choose to call timeless.'],
  },
  {
    artist: 'zoya-khan',
    category: 'Drawing',
    style: 'Figurative',
    medium: 'Pencil',
    materials: ['wasli paper'],
    kinds: ['botanical'],
    moods: ['Serene'],
    colors: ['green', 'gray'],
    longSide: [6, 10],
    aspects: [0.75],
    price: [9000, 15000],
    titles: ['Study of a Mynah'],
    openers: ['“{title}” is a preparatory drawing for her miniature of a caged bird.'],
    process: ['Silverpoint-fine graphite on {material}, with a single wash of green.'],
    closers: ['Framed small, with a generous mount.'],
    interpretations: ['The moment of looking before the moment of painting.'],
  },
  {
    artist: 'devika-menon',
    edition: 5,
    collection: {
      key: 'devika-outer-ring',
      name: 'Outer Ring',
      description: 'Medium-format photographs of Bengaluru between midnight and dawn, printed on cotton rag in editions of five.',
    },
    category: 'Photography',
    style: 'Minimalism',
    medium: 'Digital',
    materials: ['archival pigment print on cotton rag'],
    kinds: ['cityscape', 'landscape', 'minimalLine'],
    moods: ['Calm', 'Sad', 'Serene'],
    colors: ['gray', 'white', 'blue', 'black'],
    longSide: [16, 48],
    aspects: [1.25, 1.5, 0.8],
    price: [15000, 95000],
    titles: [
      'Green Mesh, Outer Ring Road, 5 a.m.',
      'Plastic Chair in the Rain, Cubbon Park',
      'Empty Maidan after the Match',
      'Metro Viaduct, Fog',
      'Silk Board Junction, 3 a.m.',
      'Lake Foam, Bellandur',
      'Last Bus to Hebbal',
      'Rain on the Windscreen',
    ],
    openers: [
      '“{title}” shows the city in the few hours when nobody is looking at it.',
      'Devika waited for three nights to make “{title}”, for the light and the emptiness to arrive together.',
      '“{title}” is almost monochrome; the colour is there, but you have to look for it.',
    ],
    process: [
      'Shot on a medium-format camera and printed by the artist as an {material}, edition of five.',
      'No people were removed and nothing was added; the emptiness is real.',
      'The print has a soft, matte surface with deep, velvety blacks.',
    ],
    closers: ['Signed on the verso, with the edition number and a certificate.', 'Exhibited at Goa Photo.', 'Looks best framed in black with a wide mount.'],
    interpretations: ['The city as a sleeper, breathing.', 'Loneliness and peace turn out to be the same colour.', 'A portrait of a place by what it leaves behind.'],
  },
  {
    artist: 'devika-menon',
    edition: 3,
    category: 'Photography',
    style: 'Conceptual',
    medium: 'Digital',
    materials: ['archival pigment print on baryta paper'],
    kinds: ['minimalLine'],
    moods: ['Sad'],
    colors: ['blue', 'gray'],
    longSide: [20, 30],
    aspects: [1],
    price: [30000, 45000],
    titles: ['Water Tanker Queue'],
    openers: ['“{title}” is a grid of forty coloured plastic pots, photographed one by one at the same tap.'],
    process: ['Printed as an {material}, edition of three.'],
    closers: ['Signed on the verso.'],
    interpretations: ['Waiting, counted.'],
  },
  {
    artist: 'vikrant-rathore',
    collection: {
      key: 'vikrant-rajasthan-light',
      name: 'Rajasthan Light',
      description: 'Big, broken-colour oil paintings of the Thar, the Aravallis and the mustard fields, painted outdoors and finished in the studio.',
    },
    category: 'Painting',
    style: 'Impressionism',
    medium: 'Oil',
    materials: ['canvas', 'linen'],
    kinds: ['landscape'],
    moods: ['Happy', 'Bold', 'Serene', 'Energetic'],
    colors: ['orange', 'yellow', 'brown', 'pink', 'green'],
    longSide: [24, 96],
    aspects: [1.5, 1.33, 2, 1.25],
    price: [60000, 800000],
    titles: [
      'Sarson near Pushkar',
      'Rose Sand at Sam',
      'Jaisalmer at Noon',
      'Amer Lake in July',
      'Maota Monsoon',
      'Camel Fair Dust',
      'Aravalli Winter',
      'Nahargarh Sunset',
      'Mustard and Kite Strings',
    ],
    openers: [
      '“{title}” is painted in broken colour: hundreds of short strokes that mix in the eye rather than on the palette.',
      'Vikrant began “{title}” outdoors, with a pochade box strapped to his motorcycle, and finished it in his studio in the old city.',
      '“{title}” is about light more than place: the way heat makes the horizon shimmer.',
    ],
    process: [
      'Oil on {material}, with thick impasto in the foreground and thin, scumbled sky.',
      'He paints with a limited palette of six colours, so that everything in the picture belongs to the same light.',
      'The canvas is stretched on a seasoned teak frame made in Jaipur.',
    ],
    closers: ['A statement painting for a large wall.', 'His monsoon series is a collector favourite and rarely available.', 'Shown at Jawahar Kala Kendra.'],
    interpretations: ['Joy as a physical fact: colour, heat and air.', 'A landscape remembered with the whole body.', 'The desert is not empty; it is full of light.'],
  },
  {
    artist: 'priya-fernandes',
    collection: {
      key: 'priya-kunbi-blue',
      name: 'Kunbi Blue',
      description: 'Hand-dyed, resisted, quilted and stitched textile hangings in indigo, madder and turmeric from the artist’s courtyard in Aldona.',
    },
    category: 'Textile',
    style: 'Abstract',
    medium: 'Mixed Media',
    materials: ['hand-dyed cotton', 'indigo-dyed khadi', 'quilted cotton'],
    kinds: ['textile'],
    moods: ['Happy', 'Calm'],
    colors: ['blue', 'indigo', 'white', 'yellow', 'red'],
    longSide: [20, 84],
    aspects: [0.66, 0.75, 1],
    depth: [0.5, 1.5],
    price: [22000, 180000],
    titles: [
      'Monsoon Check',
      'Aldona Courtyard',
      'Turmeric and Tide',
      'Madder Sunset',
      'Ferry to Chorão',
      'Mundu Memory',
      'Feast of St. Francis',
      'Indigo Vat, Day Nine',
    ],
    openers: [
      '“{title}” is pieced from Goan kunbi check, ikat offcuts and old mundus, dyed and stitched by hand.',
      'From across a room “{title}” reads like an abstract painting; up close it is all thread and touch.',
      '“{title}” was dyed over three weeks in an indigo vat the artist keeps alive in her courtyard.',
    ],
    process: [
      'Natural dyes on {material}, resisted with rice paste and quilted in running stitch.',
      'The colours will soften very slowly in daylight, as natural dyes do; the artist considers this part of the work.',
      'It hangs from a teak baton sewn into a sleeve at the top.',
    ],
    closers: ['Made to be lived with, and touched.', 'Shown at Sunaparanta, Goa Centre for the Arts.', 'Care instructions are stitched into the hem.'],
    interpretations: ['Blue as the colour of the coast, of work, and of rest.', 'Patchwork as a way of mending a family history.', 'A painting that you can fold.'],
  },
  {
    artist: 'priya-fernandes',
    category: 'Installation',
    style: 'Abstract',
    medium: 'Mixed Media',
    materials: ['hand-dyed cotton strips'],
    kinds: ['textile'],
    moods: ['Calm'],
    colors: ['indigo', 'blue', 'white'],
    longSide: [96, 120],
    aspects: [0.5],
    depth: [24, 36],
    price: [240000, 320000],
    signed: false,
    titles: ['Hanging Rain'],
    openers: ['“{title}” is a curtain of two hundred indigo strips that moves with every breath of air.'],
    process: ['Made of {material} hung from a steel ring; installation guide included.'],
    closers: ['First shown hanging from the rafters at Prakriti Gallery, Kochi.'],
    interpretations: ['The monsoon, slowed down enough to walk through.'],
  },
  {
    artist: 'siddharth-bhattacharya',
    collection: {
      key: 'siddharth-ledger',
      name: 'Ledger',
      description: 'Large charcoal drawings of crowds, hands, migrations and waiting, beginning with the artist’s grandfather’s refugee ledgers of 1947.',
    },
    category: 'Drawing',
    style: 'Expressionism',
    medium: 'Charcoal',
    materials: ['archival paper', 'Fabriano paper'],
    kinds: ['gestural', 'figurative', 'minimalLine'],
    moods: ['Sad', 'Bold'],
    colors: ['black', 'gray', 'brown', 'white'],
    longSide: [18, 72],
    aspects: [0.75, 1.33, 0.66],
    price: [35000, 250000],
    titles: [
      'Sealdah, 6:40 p.m.',
      'Ledger of 1947',
      'Hands of the Hungry',
      'Hooghly in August',
      'Migrating Birds over Salt Lake',
      'The Waiting Room',
      'Tram Depot, Belgachia',
      'Crowd at Howrah Bridge',
      'Refugee Colony, Night',
    ],
    openers: [
      '“{title}” was drawn fast, rubbed out, and drawn again, so that a storm of earlier attempts lives beneath the final image.',
      'In “{title}” the crowd becomes a single dark body, moving and waiting at once.',
      '“{title}” grew out of the refugee ledgers the artist’s grandfather kept in 1947.',
    ],
    process: [
      'Willow and compressed charcoal on {material}, pinned to the studio wall while it was drawn.',
      'The whites are not left blank but pulled out of the black with a kneaded eraser.',
      'Fixed lightly; it should be framed under glass with a spacer so the charcoal never touches it.',
    ],
    closers: ['Exhibited at the Academy of Fine Arts, Kolkata.', 'A serious, moving work for a collector of drawing.', 'Signed and dated lower left.'],
    interpretations: ['History as something carried in the hands.', 'The crowd as a portrait of a city’s patience.', 'Grief drawn without sentimentality.'],
  },
  {
    artist: 'siddharth-bhattacharya',
    category: 'Drawing',
    style: 'Figurative',
    medium: 'Pencil',
    materials: ['archival paper'],
    kinds: ['figurative'],
    moods: ['Sad'],
    colors: ['gray', 'brown'],
    longSide: [14, 20],
    aspects: [0.75],
    price: [25000, 40000],
    titles: ['Portrait of My Grandfather, 1911 House'],
    openers: ['“{title}” is a quiet pencil portrait drawn from a single surviving photograph.'],
    process: ['Graphite on {material}, built up over several weeks.'],
    closers: ['Framed in dark wood.'],
    interpretations: ['A face as an archive.'],
  },
  {
    artist: 'sunita-dhurve',
    collection: {
      key: 'sunita-tree-that-held-the-village',
      name: 'The Tree That Held the Village',
      description: 'Gond paintings of forest stories told by the artist’s grandmother, filled with the dots, dashes and seed shapes of Patangarh.',
    },
    category: 'Painting',
    style: 'Figurative',
    medium: 'Acrylic',
    materials: ['canvas', 'handmade paper'],
    kinds: ['mandala', 'botanical'],
    moods: ['Happy', 'Energetic'],
    colors: ['green', 'red', 'yellow', 'orange', 'blue'],
    longSide: [18, 60],
    aspects: [0.75, 1, 1.33],
    price: [15000, 140000],
    titles: [
      'The Tiger Who Borrowed the Moon',
      'Mahua Tree at First Rain',
      'Peacock Wedding',
      'The Tree That Held the Village',
      'Fish Who Carried the River',
      'Bada Dev in the Sal Forest',
      'Deer Dance at Patangarh',
      'Seed Song',
    ],
    openers: [
      '“{title}” tells one of the stories Sunita’s grandmother told on monsoon nights in Patangarh.',
      'Every shape in “{title}” is filled with the patterns of the Gond tradition: dots, dashes, fish scales and seeds.',
      '“{title}” vibrates with pattern, so that the trees and animals seem to breathe.',
    ],
    process: [
      'Acrylic on {material}, painted with fine brushes and a steady hand, one dot at a time.',
      'The outline is drawn first in a single colour; the fill patterns take weeks.',
      'Each painting carries the artist’s signature pattern, a seed shape, as a signature.',
    ],
    closers: ['A joyful, detailed work that children love as much as adults.', 'Shown at Bharat Bhavan, Bhopal.', 'Comes with the story written out by the artist.'],
    interpretations: ['The forest as a family.', 'A world where every living thing is made of the same small marks.', 'Folk tradition as a living, inventive art.'],
  },
  {
    artist: 'sunita-dhurve',
    category: 'Textile',
    style: 'Pop Art',
    medium: 'Acrylic',
    materials: ['cotton'],
    kinds: ['mandala'],
    moods: ['Happy'],
    colors: ['red', 'yellow', 'black'],
    longSide: [30, 40],
    aspects: [1.33],
    depth: [0.25, 0.5],
    price: [20000, 30000],
    titles: ['Story Cloth of the First Rain'],
    openers: ['“{title}” is painted on cotton so that it can be rolled and carried, like the story cloths of travelling singers.'],
    process: ['Fabric acrylic on {material}, with a stitched border.'],
    closers: ['Hangs from a bamboo rod.'],
    interpretations: ['A story meant to travel.'],
  },
  {
    artist: 'karthik-subramaniam',
    collection: {
      key: 'karthik-kolam-cast',
      name: 'Kolam, Cast',
      description: 'Bronzes cast with the Sthapathi families of Swamimalai in the lost-wax process of the Chola masters, shaped like river stones, palm leaves and scuffed kolams.',
    },
    category: 'Sculpture',
    style: 'Abstract',
    medium: 'Mixed Media',
    materials: ['bronze', 'bronze on granite base', 'granite'],
    kinds: ['sculpture'],
    moods: ['Calm', 'Serene'],
    colors: ['brown', 'black', 'yellow'],
    longSide: [10, 48],
    aspects: [0.5, 0.75, 1],
    depth: [6, 18],
    price: [85000, 600000],
    titles: [
      'River Stone, Kaveri',
      'Folded Palm Leaf',
      'Kolam, Scuffed',
      'Three Stones at Swamimalai',
      'Temple Bell, Silent',
      'Lamp for No God',
      'Standing Figure, Mahabalipuram',
      'Conch',
    ],
    openers: [
      '“{title}” is cast in the same lost-wax process that produced the Chola Nataraja, but it shows no god.',
      'Smooth enough to beg to be touched, “{title}” is a form the river might have made given a thousand years.',
      '“{title}” freezes an everyday South Indian gesture in metal.',
    ],
    process: [
      'Cast in {material} with the Sthapathi families of Swamimalai and patinated by the artist with heat and salts.',
      'No two patinas are alike; this one shifts from dark chocolate to gold where it catches the light.',
      'The sculpture is solid and heavy, and sits securely without fixing.',
    ],
    closers: ['Comes with a casting certificate from the foundry.', 'In the tradition of the Cholamandal Artists’ Village.', 'Suitable indoors or in a sheltered garden.'],
    interpretations: ['Stillness, given weight.', 'The sacred found in ordinary forms.', 'Time, as a river sees it.'],
  },
  {
    artist: 'nisha-agarwal',
    collection: {
      key: 'nisha-home-economies',
      name: 'Home Economies',
      description: 'Installations about women, memory and the household, made from steel tiffins, bangles, dupattas and embroidered recipes.',
    },
    category: 'Installation',
    style: 'Conceptual',
    medium: 'Mixed Media',
    materials: ['steel tiffins and paper', 'glass bangles and thread', 'embroidered cotton'],
    kinds: ['textile', 'mandala', 'geometric', 'sculpture'],
    moods: ['Bold', 'Sad'],
    colors: ['pink', 'violet', 'white', 'red'],
    longSide: [30, 120],
    aspects: [1, 0.75, 1.5],
    depth: [6, 60],
    price: [75000, 700000],
    signed: false,
    titles: [
      'Tiffin (Forty Recipes)',
      'Bangle Curtain',
      'Names My Mother Remembered',
      'Dowry List, Embroidered',
      'Kitchen Clock',
      'Pink Dupatta, Forty Metres',
      'Mehendi Map',
    ],
    openers: [
      '“{title}” turns household objects into a record of women’s work that history usually forgets.',
      'Visitors were invited to add to “{title}” while it was on show; it grew by a third.',
      '“{title}” is made to be walked around, listened to and, sometimes, touched.',
    ],
    process: [
      'Made from {material}; installation instructions and a video of the first showing are included.',
      'Each element was collected from families in Delhi and Jaipur, with their permission and their stories.',
      'Dimensions vary with the space; those given are for the version first shown.',
    ],
    closers: ['Shown at the Kiran Nadar Museum of Art.', 'Sold with a certificate and the right to re-install.', 'A museum-scale work for an institution or a committed collector.'],
    interpretations: ['Care, counted and made visible.', 'Memory as something cooked, stitched and passed on.', 'The household as a political space.'],
  },
  {
    artist: 'nisha-agarwal',
    category: 'Textile',
    style: 'Conceptual',
    medium: 'Mixed Media',
    materials: ['embroidered silk', 'cotton and zari'],
    kinds: ['textile', 'mandala'],
    moods: ['Sad', 'Bold'],
    colors: ['pink', 'violet', 'red'],
    longSide: [20, 36],
    aspects: [1, 0.8],
    depth: [0.25, 0.5],
    price: [40000, 90000],
    titles: ['Sewing Machine Prayer', 'Rangoli for an Empty House'],
    openers: ['“{title}” is stitched by hand over many months, one line of thread for each day.', '“{title}” is a single textile that holds a whole family story.'],
    process: ['Embroidery on {material}, stretched over a padded board.', 'The back is left visible through a glass panel, with every knot.'],
    closers: ['Framed in a deep box frame.', 'Signed with a stitched monogram.'],
    interpretations: ['Patience as resistance.', 'Absence traced in colour.'],
  },
  {
    artist: 'aman-sodhi',
    collection: {
      key: 'aman-ruled',
      name: 'Ruled',
      description: 'Graphite drawings of thousands of hand-ruled lines, each a fraction darker or lighter than the last.',
    },
    category: 'Drawing',
    style: 'Minimalism',
    medium: 'Pencil',
    materials: ['cotton rag paper', 'archival paper'],
    kinds: ['minimalLine'],
    moods: ['Serene', 'Calm'],
    colors: ['white', 'gray', 'black'],
    longSide: [12, 60],
    aspects: [1, 0.75, 1.33],
    price: [28000, 160000],
    titles: [
      'Ruled Field No. 7',
      'Sukhna at First Light',
      'Heat over the Highway',
      'Capitol Grid',
      'Open Hand',
      'Four Hundred Lines',
      'Rose Garden, Winter Fog',
      'Sector 17, Sunday',
    ],
    openers: [
      '“{title}” is made of nothing but ruled lines, and yet the page seems to shimmer.',
      'Aman took six weeks to draw “{title}”, one line at a time, to the sound of gurbani from the gurdwara down the road.',
      'From a distance “{title}” looks like a photograph of light on water; up close it is all pencil.',
    ],
    process: [
      'Graphite on {material}, every line ruled by hand against a steel straight edge.',
      'He changes pencil grade every few lines, from 4H to 8B, so that tone builds slowly across the sheet.',
      'The grid of Le Corbusier’s Chandigarh is never far from the work.',
    ],
    closers: ['Floated in a white box frame so the paper’s deckled edge shows.', 'Exhibited at Bikaner House, New Delhi.', 'A calm anchor for a busy room.'],
    interpretations: ['Repetition as meditation.', 'The smallest possible difference, repeated until it becomes a landscape.', 'Order that breathes.'],
  },
  {
    artist: 'rekha-jha',
    collection: {
      key: 'rekha-kohbar',
      name: 'Kohbar',
      description: 'Mithila paintings in the kachni and bharni styles, with natural colours ground by the artist and stories old and new.',
    },
    category: 'Painting',
    style: 'Figurative',
    medium: 'Mixed Media',
    materials: ['handmade paper', 'cotton canvas'],
    kinds: ['mandala', 'figurative', 'botanical'],
    moods: ['Happy', 'Bold', 'Energetic'],
    colors: ['red', 'yellow', 'green', 'black', 'orange'],
    longSide: [11, 40],
    aspects: [0.75, 1, 1.33],
    price: [5000, 65000],
    titles: [
      'Kohbar for a Daughter',
      'Girls Cycling to School',
      'The Kosi in Spate',
      'Women at the Polling Booth',
      'Fish Pair with Lotus',
      'Sun and Moon at the Wedding',
      'Tree of Life, Jitwarpur',
      'Bamboo Grove and Parrots',
    ],
    openers: [
      '“{title}” is painted in the Mithila tradition of Madhubani, where every space is filled and every line is doubled.',
      'Rekha paints “{title}” in the kachni style her grandmother used on the walls of the wedding chamber.',
      'In “{title}”, an old Mithila form carries a new story from today’s Bihar.',
    ],
    process: [
      'Natural colours on {material}: lamp-black, turmeric yellow, kusum red and leaf green, bound with gum.',
      'Lines are drawn with a nib cut from a bamboo twig, then filled with colour.',
      'The double-line border with its triangles is a signature of her village, Ranti.',
    ],
    closers: ['Signed in Devanagari, lower right.', 'Framed in simple dark wood.', 'Every purchase supports the artist’s classes for young women in Jitwarpur.'],
    interpretations: ['Fertility, luck and joy, in the language of fish and lotus.', 'Tradition as a way to tell the news.', 'Women claiming the public world in a women’s art form.'],
  },
  {
    artist: 'rekha-jha',
    edition: 50,
    category: 'Print',
    style: 'Figurative',
    medium: 'Mixed Media',
    materials: ['screenprint on handmade paper'],
    kinds: ['mandala'],
    moods: ['Happy'],
    colors: ['red', 'yellow', 'black'],
    longSide: [12, 16],
    aspects: [1],
    price: [3500, 6000],
    titles: ['Mithila Fish, Print Edition'],
    openers: ['“{title}” brings one of Rekha’s favourite motifs to an affordable print.'],
    process: ['A {material} in four colours, edition of fifty, each signed by the artist.'],
    closers: ['A lovely first piece of Mithila art.'],
    interpretations: ['Two fish for good fortune.'],
  },
]

/** Painterly variants of the 12 site colours (the storefront swatches stay COLOR_HEX). */
const PAINT: Record<Color, string[]> = {
  red: ['#b3362b', '#9e2a2b', '#c2452d', '#a83232'],
  orange: ['#d9822b', '#e07a3a', '#c96a1b', '#e39b4e'],
  yellow: ['#e9c46a', '#f0c030', '#dcae3a', '#f2d06b'],
  green: ['#2e8b57', '#3d7a4f', '#5a8f4e', '#24614a'],
  blue: ['#2f5fa8', '#3f72b5', '#1f4e8c', '#5b8cc4'],
  indigo: ['#2c2f7a', '#3f3d99', '#263a6b', '#34306e'],
  violet: ['#7d3c98', '#8e44ad', '#6c3483', '#9b59b6'],
  pink: ['#e891b2', '#d9738f', '#f2a7c3', '#c9637f'],
  brown: ['#8b5a2b', '#7a4b2a', '#a0673f', '#6b4226'],
  gray: ['#8c8c8c', '#7d8184', '#a3a19c', '#6e6e6e'],
  black: ['#1a1a1a', '#22201e', '#2b2b2b', '#141414'],
  white: ['#f4f0e6', '#efe9dc', '#f7f5f0', '#ece6d8'],
}

function hash(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

function roundPrice(p: number): number {
  if (p < 50000) return Math.round(p / 500) * 500
  if (p < 200000) return Math.round(p / 1000) * 1000
  return Math.round(p / 5000) * 5000
}

const half = (n: number): number => Math.round(n * 2) / 2

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '')
}

function pickColors(r: Rng, pool: Color[], index: number): Color[] {
  // Rotate the dominant colour through the pool so that every colour of the series gets used.
  const first = pool[index % pool.length] as Color
  const rest = pool.filter((c) => c !== first)
  const n = r.int(0, Math.min(2, rest.length))
  const out: Color[] = [first]
  for (let i = 0; i < n; i++) {
    const c = rest.splice(r.int(0, rest.length - 1), 1)[0]
    if (c) out.push(c)
  }
  return out
}

/** Which gallery (if any) shows a given artist: the first that represents them. */
function galleryFor(username: string): { username: string; city: string } | undefined {
  const g = galleries.find((x) => x.represented.includes(username))
  return g ? { username: g.username, city: g.city } : undefined
}

export const artworkCollections: SeedCollection[] = SERIES.flatMap((s) =>
  s.collection
    ? [
        {
          key: s.collection.key,
          ownerUsername: s.artist,
          collectionName: s.collection.name,
          description: s.collection.description,
          status: s.collection.status ?? true,
        },
      ]
    : [],
)

export function buildArtworks(): SeedArtwork[] {
  const out: SeedArtwork[] = []
  const perArtist = new Map<string, number>()
  let global = 0
  for (const s of SERIES) {
    const artist = artists.find((a) => a.username === s.artist)
    if (!artist) throw new Error(`series for unknown artist ${s.artist}`)
    const gallery = galleryFor(s.artist)
    s.titles.forEach((title, i) => {
      const n = (perArtist.get(s.artist) ?? 0) + 1
      perArtist.set(s.artist, n)
      const key = `${s.artist}-${String(n).padStart(2, '0')}`
      const r = makeRng(hash(key))
      const kind = s.kinds[i % s.kinds.length] as ArtworkKind
      // Size: spread the series' range across its titles, so each series has small and big works.
      const t = s.titles.length === 1 ? r.next() : (i * 0.618 + r.next() * 0.3) % 1
      const long = half(s.longSide[0] + (s.longSide[1] - s.longSide[0]) * t)
      const aspect = s.aspects[i % s.aspects.length] ?? 1
      const width = aspect >= 1 ? long : half(long * aspect)
      const height = aspect >= 1 ? half(long / aspect) : long
      const onPaper = /paper|wasli/.test(s.materials[i % s.materials.length] ?? '')
      const depth = s.depth
        ? half(s.depth[0] + (s.depth[1] - s.depth[0]) * r.next())
        : s.category === 'Painting' && !onPaper
          ? r.pick([0.75, 1, 1.5])
          : 0
      const priceT = Math.min(1, Math.max(0, t * 0.75 + r.next() * 0.25))
      const price = roundPrice(s.price[0] + (s.price[1] - s.price[0]) * Math.pow(priceT, 2.4))
      const colors = pickColors(r, s.colors, i + hash(s.artist))
      const material = s.materials[i % s.materials.length] ?? 'canvas'
      const year = String(2025 - ((i * 3 + hash(s.artist)) % 10))
      const vars = { title, material, city: artist.city }
      const description = [r.pick(s.openers), r.pick(s.process), r.pick(s.closers)].map((x) => fill(x, vars)).join(' ')
      const interp = [...s.interpretations]
      const interpretation = r.chance(0.35) && interp.length > 1
        ? `${interp.splice(r.int(0, interp.length - 1), 1)[0]} ${r.pick(interp)}`
        : r.pick(interp)
      // Some works are consigned to the artist's gallery: the last title of each multi-work series.
      const consigned = gallery !== undefined && s.titles.length >= 5 && i === s.titles.length - 1
      const sold = global % 10 === 4
      const unpublished = global % 20 === 11
      // A few works are priced on request: the buyer enquires and agrees a price with the artist.
      const onRequest = !sold && !unpublished && global % 29 === 13
      const work: SeedArtwork = {
        key,
        title,
        ownerUsername: consigned && gallery ? gallery.username : s.artist,
        artistUsername: s.artist,
        artistName: artist.fullName,
        edition: s.edition ? { kind: 'limited', size: s.edition } : { kind: 'original', size: null },
        category: s.category,
        style: s.style,
        medium: s.medium,
        mood: s.moods[i % s.moods.length] as Mood,
        material,
        width,
        height,
        depth,
        signed: s.signed ?? true,
        location: consigned && gallery ? gallery.city : artist.city,
        colors,
        price: onRequest ? null : price,
        saleState: sold ? 'sold' : 'forSale',
        available: !sold,
        status: unpublished ? 'unpublished' : 'published',
        description,
        interpretation,
        image: {
          kind,
          seed: hash(`${key}:image`) % 1_000_000,
          palette: colors.map((c) => r.pick(PAINT[c])),
          aspect: Math.round((width / height) * 1000) / 1000,
        },
      }
      if (global % 17 !== 9) work.yearOfCreation = year
      if (s.collection && !consigned) work.collectionKey = s.collection.key
      out.push(work)
      global++
    })
  }
  return out
}
