/** Demo galleries. The first one is the gallery demo login. Exhibition dates are offsets from the seed day. */
import type { SeedGallery } from './types'

export const galleries: SeedGallery[] = [
  {
    email: 'gallery@kala.test',
    username: 'sutra-contemporary',
    slug: 'sutra-contemporary',
    fullName: 'Sutra Contemporary',
    role: 'gallery',
    phone: '9820456789',
    city: 'Mumbai',
    founded: '2009',
    website: 'https://sutracontemporary.example.in',
    bannerSeed: 501,
    bio:
      'Sutra Contemporary occupies the first floor of a 1920s Art Deco building on a quiet lane behind the Jehangir Art Gallery in Kala Ghoda. Founded in 2009 by the collector couple Anil and Farida Merchant, it shows mid-career and emerging painters from western and southern India, with a particular love for abstraction and the city as subject. The gallery publishes a catalogue for every solo show, runs free Sunday walkthroughs during the Kala Ghoda Arts Festival and hosts a reading room of out-of-print Marg magazines that any visitor may browse.',
    represented: ['meera-iyer', 'kabir-deshpande', 'aman-sodhi'],
    exhibitions: [
      {
        name: 'Tank, Thread, Dusk',
        slug: 'tank-thread-dusk',
        description:
          'New oil paintings by Meera Iyer built from the colour borders of Kanjeevaram silk. Twelve canvases, each laid down in more than twenty glazes, hang in a darkened room lit only at the height of the paintings.',
        startOffsetDays: -18,
        endOffsetDays: 24,
        venue: 'Sutra Contemporary, Kala Ghoda, Mumbai',
        artistUsernames: ['meera-iyer'],
      },
      {
        name: 'Local Time',
        slug: 'local-time',
        description:
          'Kabir Deshpande’s largest paintings yet, made over two monsoons of commuting between Lalbaug and Virar. The show includes a wall of sixty small panels painted on the train itself.',
        startOffsetDays: 35,
        endOffsetDays: 80,
        venue: 'Sutra Contemporary, Kala Ghoda, Mumbai',
        artistUsernames: ['kabir-deshpande'],
      },
      {
        name: 'Grid and Breath',
        slug: 'grid-and-breath',
        description:
          'A two-person show pairing Aman Sodhi’s hand-ruled graphite drawings with Meera Iyer’s glazed colour fields. Both artists build an image slowly, one repeated gesture at a time.',
        startOffsetDays: -140,
        endOffsetDays: -95,
        venue: 'Sutra Contemporary, Kala Ghoda, Mumbai',
        artistUsernames: ['aman-sodhi', 'meera-iyer'],
      },
      {
        name: 'Bombay Abstract, 1960 to Now',
        slug: 'bombay-abstract-1960-to-now',
        description:
          'A survey of abstraction in the city, from the Progressive Artists’ Group’s heirs to painters working today. Works are drawn from private Mumbai collections and from the gallery’s own artists.',
        startOffsetDays: -320,
        endOffsetDays: -270,
        venue: 'Sutra Contemporary, Kala Ghoda, Mumbai',
        artistUsernames: ['meera-iyer', 'kabir-deshpande', 'aman-sodhi'],
      },
    ],
  },
  {
    email: 'jharokha.gallery@kala.test',
    username: 'jharokha-gallery',
    slug: 'jharokha-gallery',
    fullName: 'Jharokha Gallery',
    role: 'gallery',
    phone: '9829345678',
    city: 'Jaipur',
    founded: '1998',
    website: 'https://jharokhagallery.example.in',
    bannerSeed: 502,
    bio:
      'Jharokha Gallery is housed in a restored haveli in the walled city of Jaipur, a short walk from the Hawa Mahal, with rooms arranged around a courtyard and a neem tree. Since 1998 it has championed painters of Rajasthan and the living traditions of miniature painting, alongside contemporary artists who take those traditions somewhere new. Exhibitions change every six weeks, and the gallery organises an annual plein-air camp in the Aravallis for young painters from across India.',
    represented: ['vikrant-rathore', 'zoya-khan'],
    exhibitions: [
      {
        name: 'Sarson',
        slug: 'sarson',
        description:
          'Vikrant Singh Rathore returns to the mustard fields around Pushkar with eight large canvases painted between January and March. The yellow is so intense that the gallery has repainted its walls a cool grey for the show.',
        startOffsetDays: -10,
        endOffsetDays: 32,
        venue: 'Jharokha Gallery, Tripolia Bazaar, Jaipur',
        artistUsernames: ['vikrant-rathore'],
      },
      {
        name: 'New Miniature',
        slug: 'new-miniature',
        description:
          'Zoya Khan and painters from Jaipur’s karkhanas show what the miniature can hold today: metro pillars, scooters and satellite dishes in gardens painted with squirrel-hair brushes. A live demonstration of pigment grinding opens the show.',
        startOffsetDays: 20,
        endOffsetDays: 62,
        venue: 'Jharokha Gallery, Tripolia Bazaar, Jaipur',
        artistUsernames: ['zoya-khan'],
      },
      {
        name: 'Amer in July',
        slug: 'amer-in-july',
        description:
          'Monsoon paintings of the Amer and Maota lakes made on site over five Julys. A collector favourite, the show sold out in its first week.',
        startOffsetDays: -210,
        endOffsetDays: -170,
        venue: 'Jharokha Gallery, Tripolia Bazaar, Jaipur',
        artistUsernames: ['vikrant-rathore'],
      },
    ],
  },
  {
    email: 'kaveri.arts@kala.test',
    username: 'kaveri-arts',
    slug: 'kaveri-arts',
    fullName: 'Kaveri Arts',
    role: 'gallery',
    phone: '9845567890',
    city: 'Bengaluru',
    founded: '2014',
    website: 'https://kaveriarts.example.in',
    bannerSeed: 503,
    bio:
      'Kaveri Arts is a white-cube gallery and project space on a leafy lane off Lavelle Road in Bengaluru. Started in 2014 by a former curator of the National Gallery of Modern Art, it focuses on photography, sculpture and new media by artists from South India, and runs an open-call programme for first solo shows. The gallery’s back garden doubles as a sculpture court, and its monthly Thursday late openings with talks and live music have become a fixture for the city’s young collectors.',
    represented: ['devika-menon', 'karthik-subramaniam', 'meera-iyer'],
    exhibitions: [
      {
        name: 'After Hours',
        slug: 'after-hours',
        description:
          'Devika Menon’s medium-format photographs of Bengaluru between midnight and dawn. Printed large on cotton rag, the images feel closer to painting than to reportage.',
        startOffsetDays: -25,
        endOffsetDays: 15,
        venue: 'Kaveri Arts, Lavelle Road, Bengaluru',
        artistUsernames: ['devika-menon'],
      },
      {
        name: 'Weight of Water',
        slug: 'weight-of-water',
        description:
          'Bronze and granite sculpture by Karthik Subramaniam installed in the garden court. River stones, palm leaves and kolams cast in metal with the Sthapathis of Swamimalai.',
        startOffsetDays: 45,
        endOffsetDays: 95,
        venue: 'Kaveri Arts Sculpture Court, Bengaluru',
        artistUsernames: ['karthik-subramaniam'],
      },
      {
        name: 'Southern Light',
        slug: 'southern-light',
        description:
          'A group show of three artists from Chennai and Bengaluru who work with light as their true subject. Photographs, glazed paintings and patinated bronze shared one long room.',
        startOffsetDays: -120,
        endOffsetDays: -80,
        venue: 'Kaveri Arts, Lavelle Road, Bengaluru',
        artistUsernames: ['devika-menon', 'karthik-subramaniam', 'meera-iyer'],
      },
    ],
  },
  {
    email: 'prakriti.gallery@kala.test',
    username: 'prakriti-gallery',
    slug: 'prakriti-gallery',
    fullName: 'Prakriti Gallery',
    role: 'gallery',
    phone: '9847678901',
    city: 'Kochi',
    founded: '2012',
    website: 'https://prakritigallery.example.in',
    bannerSeed: 504,
    bio:
      'Prakriti Gallery occupies a former spice warehouse on Bazaar Road in Mattancherry, with wooden rafters, laterite walls and a jetty onto the backwaters. Opened in 2012, the year of the first Kochi-Muziris Biennale, it shows installation, textile and sculpture by artists concerned with water, ecology and craft. The gallery keeps the shutters open to the sea breeze, so visitors should expect to share the rooms with the smell of cardamom from the godown next door.',
    represented: ['arjun-nair', 'priya-fernandes', 'nisha-agarwal'],
    exhibitions: [
      {
        name: 'High-Water Mark',
        slug: 'high-water-mark',
        description:
          'Arjun Nair casts the flood lines of Kerala homes in bronze and resin. The installation fills the warehouse floor with eighty submerged steel tumblers that catch the light from the jetty.',
        startOffsetDays: -40,
        endOffsetDays: 50,
        venue: 'Prakriti Gallery, Bazaar Road, Mattancherry, Kochi',
        artistUsernames: ['arjun-nair'],
      },
      {
        name: 'Kunbi Blue',
        slug: 'kunbi-blue',
        description:
          'Hand-dyed and quilted indigo hangings by Priya Fernandes, hung loose from the rafters so that they move in the breeze. Visitors are invited to touch the work.',
        startOffsetDays: 60,
        endOffsetDays: 110,
        venue: 'Prakriti Gallery, Bazaar Road, Mattancherry, Kochi',
        artistUsernames: ['priya-fernandes'],
      },
      {
        name: 'Home Economies',
        slug: 'home-economies',
        description:
          'Nisha Agarwal and Priya Fernandes on labour, thread and the kitchen. Steel tiffins, embroidered recipes and dyed cloth filled three rooms during the Biennale season.',
        startOffsetDays: -260,
        endOffsetDays: -200,
        venue: 'Prakriti Gallery, Bazaar Road, Mattancherry, Kochi',
        artistUsernames: ['nisha-agarwal', 'priya-fernandes'],
      },
    ],
  },
  {
    email: 'lal-darwaza@kala.test',
    username: 'lal-darwaza-art-space',
    slug: 'lal-darwaza-art-space',
    fullName: 'Lal Darwaza Art Space',
    role: 'gallery',
    phone: '9811789012',
    city: 'New Delhi',
    founded: '2016',
    website: 'https://laldarwaza.example.in',
    bannerSeed: 505,
    bio:
      'Lal Darwaza Art Space is a non-profit-minded commercial gallery in a converted printing press in Shahpur Jat, New Delhi, named for the red iron gate that still guards its entrance. It shows pop, digital and conceptual work alongside folk and tribal painters, on the conviction that Gond, Mithila and street art belong in the same conversation. It runs a printmaking studio upstairs, keeps prices transparent on every wall label, and hosts a monthly collectors’ breakfast for first-time buyers.',
    represented: ['rahul-verma', 'sunita-dhurve', 'rekha-jha', 'nisha-agarwal'],
    exhibitions: [
      {
        name: 'Matchbox Gods',
        slug: 'matchbox-gods',
        description:
          'Rahul Verma’s new digital paintings remix matchbox labels, truck art and wedding cards into icons of everyday Delhi. Each work is a unique pigment print.',
        startOffsetDays: -7,
        endOffsetDays: 40,
        venue: 'Lal Darwaza Art Space, Shahpur Jat, New Delhi',
        artistUsernames: ['rahul-verma'],
      },
      {
        name: 'Forest, Field, Flood',
        slug: 'forest-field-flood',
        description:
          'Sunita Dhurve and Rekha Jha tell new stories in old idioms, from the tiger who borrowed the moon to the Kosi in spate. Gond and Mithila paintings hang side by side.',
        startOffsetDays: 28,
        endOffsetDays: 75,
        venue: 'Lal Darwaza Art Space, Shahpur Jat, New Delhi',
        artistUsernames: ['sunita-dhurve', 'rekha-jha'],
      },
      {
        name: 'Tiffin',
        slug: 'tiffin',
        description:
          'Nisha Agarwal’s installation of two thousand steel lunchboxes, each holding a handwritten family recipe. Visitors added more than four hundred recipes during the run.',
        startOffsetDays: -180,
        endOffsetDays: -130,
        venue: 'Lal Darwaza Art Space, Shahpur Jat, New Delhi',
        artistUsernames: ['nisha-agarwal'],
      },
    ],
  },
  {
    email: 'uttarayan.gallery@kala.test',
    username: 'uttarayan-gallery',
    slug: 'uttarayan-gallery',
    fullName: 'Uttarayan Gallery',
    role: 'gallery',
    phone: '9830890123',
    city: 'Kolkata',
    founded: '1985',
    website: 'https://uttarayan.example.in',
    bannerSeed: 506,
    bio:
      'Uttarayan Gallery has shown art from Bengal since 1985 from a high-ceilinged house on Hindustan Road in south Kolkata. It carries the legacy of the Bengal School and of Santiniketan into the present, representing painters, printmakers and draughtsmen who still believe in the hand-drawn line. The gallery keeps a small archive of letters and sketches by Kala Bhavana teachers, open to researchers by appointment, and every winter it takes a booth at the Poush Mela fair in Santiniketan.',
    represented: ['sohini-chatterjee', 'siddharth-bhattacharya', 'tanvi-shah'],
    exhibitions: [
      {
        name: 'Red Earth, Afternoon',
        slug: 'red-earth-afternoon',
        description:
          'Wash paintings by Sohini Chatterjee of the villages around Santiniketan. The show includes her sketchbooks from the Poush Mela, displayed open in vitrines.',
        startOffsetDays: -30,
        endOffsetDays: 10,
        venue: 'Uttarayan Gallery, Hindustan Road, Kolkata',
        artistUsernames: ['sohini-chatterjee'],
      },
      {
        name: 'Ledger',
        slug: 'ledger',
        description:
          'Large charcoal drawings by Siddharth Bhattacharya that begin with his grandfather’s refugee ledgers of 1947. The drawings are shown unframed, pinned to the wall as they were in the studio.',
        startOffsetDays: 14,
        endOffsetDays: 56,
        venue: 'Uttarayan Gallery, Hindustan Road, Kolkata',
        artistUsernames: ['siddharth-bhattacharya'],
      },
      {
        name: 'Black on White: Prints and Drawings',
        slug: 'black-on-white',
        description:
          'Etchings by Tanvi Shah alongside charcoal drawings by Siddharth Bhattacharya. A show about the expressive range of black, from a hairline to a smudge.',
        startOffsetDays: -230,
        endOffsetDays: -190,
        venue: 'Uttarayan Gallery, Hindustan Road, Kolkata',
        artistUsernames: ['tanvi-shah', 'siddharth-bhattacharya'],
      },
    ],
  },
]
