/** Demo artists: fictional people with believable CVs. The first one is the artist demo login. */
import type { SeedArtist } from './types'

export const artists: SeedArtist[] = [
  {
    email: 'artist@kala.test',
    username: 'meera-iyer',
    slug: 'meera-iyer',
    fullName: 'Meera Iyer',
    role: 'artist',
    phone: '9840123456',
    city: 'Chennai',
    bio:
      '<p>Meera Iyer paints slow, breathing fields of colour that begin with the borders of Kanjeevaram saris her grandmother kept folded in a teak almirah in Mylapore. A mango-yellow band meets a temple-tank green; an arakku red dissolves into indigo the way the Kapaleeshwarar tank darkens at dusk.</p>' +
      '<p>Trained at the Government College of Fine Arts, Chennai, she spent two years at the Cholamandal Artists’ Village, where the lyrical abstraction of the Madras Movement taught her to trust the edge of a brushstroke. She builds each canvas in twenty or thirty thin glazes of oil, sanding between layers, so that the colour seems lit from behind.</p>' +
      '<p>Her work has been shown at Lalit Kala Akademi’s Chennai regional centre, at Chitrakala Parishath in Bengaluru and at the India Art Fair. She lives in Besant Nagar and walks to Elliot’s Beach every morning before she paints.</p>',
    education: [
      { institution: 'Government College of Fine Arts, Chennai', title: 'BFA Painting', yearStart: '2008', yearEnd: '2012' },
      { institution: 'Faculty of Fine Arts, M.S. University of Baroda', title: 'MFA Painting', yearStart: '2012', yearEnd: '2014' },
    ],
    workshops: [
      { title: 'Natural pigments and tempera', institution: 'Cholamandal Artists’ Village', year: '2015' },
      { title: 'Colour and the grid: a summer intensive', institution: 'Khoj International Artists’ Association', year: '2018' },
    ],
    exhibitions: [
      { institution: 'Lalit Kala Akademi, Chennai', title: 'Tank, Thread, Dusk', type: 'Solo', year: '2024' },
      { institution: 'India Art Fair, New Delhi', title: 'Southern Abstractions', type: 'Group', year: '2023' },
      { institution: 'Chitrakala Parishath, Bengaluru', title: 'The Weave of Light', type: 'Solo', year: '2022' },
      { institution: 'Cholamandal Artists’ Village', title: 'New Madras', type: 'Group', year: '2020' },
      { institution: 'Kochi-Muziris Biennale Students’ Biennale', title: 'Fieldwork', type: 'Group', year: '2016' },
      { institution: 'Dakshinachitra, Chennai', title: 'Borders and Bodies', type: 'Group', year: '2015' },
    ],
    awards: [
      { title: 'State Award for Painting', awardedBy: 'Tamil Nadu Oviya Nunkalai Kuzhu', year: '2021' },
      { title: 'Emerging Artist Grant', awardedBy: 'Foundation for Indian Contemporary Art', year: '2017' },
    ],
    publications: [
      { title: 'Arakku and Indigo: notes on colour in Kanjeevaram weaving', type: 'Essay', year: '2023' },
    ],
    social: { instagram: 'https://instagram.com/meera.iyer.studio', x: null, linkedin: 'https://linkedin.com/in/meera-iyer-artist' },
    portrait: { seed: 101, skin: '#a86f4c', bg: '#e8c27a', presentation: 'feminine' },
    practice: {
      categories: ['Painting'],
      styles: ['Abstract', 'Minimalism'],
      mediums: ['Oil', 'Acrylic'],
      moods: ['Calm', 'Serene'],
      palette: ['indigo', 'orange', 'yellow', 'red'],
    },
  },
  {
    email: 'kabir.deshpande@kala.test',
    username: 'kabir-deshpande',
    slug: 'kabir-deshpande',
    fullName: 'Kabir Deshpande',
    role: 'artist',
    phone: '9820234567',
    city: 'Mumbai',
    bio:
      '<p>Kabir Deshpande grew up in a one-room chawl in Lalbaug, above a mill that had already stopped running. His paintings of Mumbai are loud, crowded and tender at once: the 8.14 Virar fast at Dadar, rain sheeting off blue tarpaulin, a Ganpati pandal being assembled at two in the morning.</p>' +
      '<p>After the Sir J.J. School of Art he worked for six years painting film hoardings and shop signs, and the sign-painter’s confidence with a flat brush is everywhere in his canvases. He paints in thick acrylic with a palette knife, scrapes back, and paints again, leaving the ghosts of earlier layers showing through like old posters on a wall.</p>' +
      '<p>He has shown at the Jehangir Art Gallery four times and was part of the Mumbai Urban Art Festival at Sassoon Dock. He still keeps his studio in Parel.</p>',
    education: [
      { institution: 'Sir J.J. School of Art, Mumbai', title: 'BFA Painting', yearStart: '2005', yearEnd: '2009' },
    ],
    workshops: [
      { title: 'Hand-lettering and sign painting', institution: 'Bombay Art Society', year: '2011' },
      { title: 'Murals in public space', institution: 'St+art India Foundation', year: '2017' },
    ],
    exhibitions: [
      { institution: 'Jehangir Art Gallery, Mumbai', title: 'Local Time', type: 'Solo', year: '2024' },
      { institution: 'Sassoon Dock Art Project, Mumbai', title: 'Mumbai Urban Art Festival', type: 'Group', year: '2022' },
      { institution: 'Jehangir Art Gallery, Mumbai', title: 'Mill Lands', type: 'Solo', year: '2021' },
      { institution: 'Bombay Art Society, Bandra', title: 'Annual Exhibition', type: 'Group', year: '2019' },
      { institution: 'Jehangir Art Gallery, Mumbai', title: 'Platform No. 4', type: 'Solo', year: '2018' },
      { institution: 'Nehru Centre Art Gallery, Mumbai', title: 'City as Witness', type: 'Group', year: '2016' },
      { institution: 'Jehangir Art Gallery, Mumbai', title: 'Monsoon Signage', type: 'Solo', year: '2014' },
    ],
    awards: [
      { title: 'Gold Medal, 127th Annual Exhibition', awardedBy: 'Bombay Art Society', year: '2019' },
      { title: 'Merit Scholarship', awardedBy: 'Sir J.J. School of Art', year: '2008' },
    ],
    publications: [
      { title: 'Kabir Deshpande: Rooms Without Walls', type: 'Catalogue essay', year: '2021' },
      { title: 'The new figuration of Pune', type: 'Magazine feature, Take on Art', year: '2018' },
    ],
    social: { instagram: 'https://instagram.com/kabir.paints.bombay', x: 'https://x.com/kabirdeshpande', linkedin: null },
    portrait: { seed: 102, skin: '#8d5a3b', bg: '#4a6fa5', presentation: 'masculine' },
    practice: {
      categories: ['Painting'],
      styles: ['Expressionism', 'Pop Art'],
      mediums: ['Acrylic', 'Oil'],
      moods: ['Energetic', 'Bold'],
      palette: ['yellow', 'gray', 'red', 'blue'],
    },
  },
  {
    email: 'sohini.chatterjee@kala.test',
    username: 'sohini-chatterjee',
    slug: 'sohini-chatterjee',
    fullName: 'Sohini Chatterjee',
    role: 'artist',
    phone: '9434345678',
    city: 'Santiniketan',
    bio:
      '<p>Sohini Chatterjee works in the wash technique of the Bengal School: layer after layer of transparent watercolour, each one washed under running water until the paper holds colour the way mist holds light. Her subjects are the people of the red-earth villages around Santiniketan — Santhal women returning from the haat, a Baul singer resting under a chhatim tree, children asleep on a verandah in the afternoon heat.</p>' +
      '<p>She studied at Kala Bhavana, Visva-Bharati, and still lives within cycling distance of the campus where Nandalal Bose and Ramkinkar Baij once taught. Her figures are drawn with a single, unbroken brush line, then allowed to sink softly into the ground of the paper.</p>' +
      '<p>She has exhibited at the Academy of Fine Arts and the Birla Academy in Kolkata and teaches a Sunday class for children in Bolpur.</p>',
    education: [
      { institution: 'Kala Bhavana, Visva-Bharati, Santiniketan', title: 'BFA Painting', yearStart: '2006', yearEnd: '2010' },
      { institution: 'Kala Bhavana, Visva-Bharati, Santiniketan', title: 'MFA Painting', yearStart: '2010', yearEnd: '2012' },
    ],
    workshops: [
      { title: 'Japanese wash and sumi-e', institution: 'Indian Museum, Kolkata', year: '2014' },
      { title: 'Handmade paper from jute and cotton rag', institution: 'Kumarappa National Handmade Paper Institute, Jaipur', year: '2019' },
    ],
    exhibitions: [
      { institution: 'Academy of Fine Arts, Kolkata', title: 'Red Earth, Afternoon', type: 'Solo', year: '2023' },
      { institution: 'Birla Academy of Art and Culture, Kolkata', title: 'Wash: Bengal School Today', type: 'Group', year: '2022' },
      { institution: 'Nandan Gallery, Kala Bhavana', title: 'Poush Mela Studies', type: 'Solo', year: '2019' },
      { institution: 'Lalit Kala Akademi, New Delhi', title: '61st National Exhibition of Art', type: 'Group', year: '2019' },
      { institution: 'Gaganendra Shilpa Pradarshashala, Kolkata', title: 'Women Who Paint', type: 'Group', year: '2016' },
    ],
    awards: [
      { title: 'National Academy Award', awardedBy: 'Lalit Kala Akademi', year: '2019' },
    ],
    publications: [
      { title: 'Wash Painting: A Practical Handbook', type: 'Book', year: '2021' },
      { title: 'Remembering Ramkinkar’s Santhal Family', type: 'Essay', year: '2018' },
    ],
    social: { instagram: 'https://instagram.com/sohini.wash', x: null, linkedin: null },
    portrait: { seed: 103, skin: '#c68e67', bg: '#9fb8a0', presentation: 'feminine' },
    practice: {
      categories: ['Painting', 'Drawing'],
      styles: ['Figurative', 'Impressionism'],
      mediums: ['Watercolour'],
      moods: ['Calm', 'Sad'],
      palette: ['green', 'brown', 'white'],
    },
  },
  {
    email: 'arjun.nair@kala.test',
    username: 'arjun-nair',
    slug: 'arjun-nair',
    fullName: 'Arjun Nair',
    role: 'artist',
    phone: '9847456789',
    city: 'Kochi',
    bio:
      '<p>Arjun Nair makes sculpture and installation from what the backwaters leave behind: sections of Chinese fishing net, coir rope gone silver with salt, teak from demolished warehouses in Mattancherry. His works are about water that is rising — slowly, politely, and without stopping.</p>' +
      '<p>A graduate of the Faculty of Fine Arts at M.S. University Baroda, he returned to Kerala after the 2018 floods and began casting the high-water lines of flooded houses in bronze and resin. His best-known piece, a row of eighty submerged steel tumblers, was shown in the collateral programme of the Kochi-Muziris Biennale.</p>' +
      '<p>He works from a former pepper godown in Fort Kochi, where visitors are welcome on Saturday mornings.</p>',
    education: [
      { institution: 'Faculty of Fine Arts, M.S. University of Baroda', title: 'BFA Sculpture', yearStart: '2007', yearEnd: '2011' },
      { institution: 'Faculty of Fine Arts, M.S. University of Baroda', title: 'MFA Sculpture', yearStart: '2011', yearEnd: '2013' },
    ],
    workshops: [
      { title: 'Lost-wax bronze casting', institution: 'Swamimalai bronze foundries', year: '2014' },
      { title: 'Site-specific practice', institution: 'Pepper House Residency, Kochi', year: '2019' },
    ],
    exhibitions: [
      { institution: 'Kochi-Muziris Biennale (collateral), Aspinwall House', title: 'High-Water Mark', type: 'Solo', year: '2023' },
      { institution: 'Durbar Hall Art Centre, Ernakulam', title: 'Backwater Archive', type: 'Group', year: '2021' },
      { institution: 'Kiran Nadar Museum of Art, New Delhi', title: 'Waterlines', type: 'Group', year: '2020' },
      { institution: 'Pepper House, Fort Kochi', title: 'Net Weight', type: 'Solo', year: '2019' },
      { institution: 'Faculty of Fine Arts Annual Display, Baroda', title: 'Annual Display', type: 'Group', year: '2013' },
    ],
    awards: [
      { title: 'Kerala Lalithakala Akademi State Award (Sculpture)', awardedBy: 'Kerala Lalithakala Akademi', year: '2022' },
      { title: 'Inlaks Fine Arts Award', awardedBy: 'Inlaks Shivdasani Foundation', year: '2015' },
    ],
    publications: [
      { title: 'Backwater light: Arjun Nair in conversation', type: 'Interview, Art India', year: '2022' },
    ],
    social: { instagram: 'https://instagram.com/arjunnair.sculpture', x: null, linkedin: 'https://linkedin.com/in/arjun-nair-sculptor' },
    portrait: { seed: 104, skin: '#7a4b30', bg: '#5f8f8b', presentation: 'masculine' },
    practice: {
      categories: ['Sculpture', 'Installation'],
      styles: ['Conceptual', 'Minimalism'],
      mediums: ['Mixed Media'],
      moods: ['Sad', 'Serene'],
      palette: ['blue', 'black', 'gray', 'brown'],
    },
  },
  {
    email: 'tanvi.shah@kala.test',
    username: 'tanvi-shah',
    slug: 'tanvi-shah',
    fullName: 'Tanvi Shah',
    role: 'artist',
    phone: '9824567890',
    city: 'Baroda',
    bio:
      '<p>Tanvi Shah is a printmaker who draws on copper with the patience of an embroiderer. Her etchings and woodcuts stage small, strange theatres: a Kutchi bride whose mirror-work reflects a different village in every piece of glass, a water tanker floating above the Rann of Kutch, a grandmother knitting a staircase.</p>' +
      '<p>She trained in the graphics department of the Faculty of Fine Arts at M.S. University Baroda, where she now runs the etching press as a visiting faculty member. Her editions are small — rarely more than ten impressions — and she prints every one herself on Hahnemühle and Sanganer handmade paper.</p>' +
      '<p>Her prints have travelled to the Kathmandu Triennale and to a printmaking exchange in Kyoto, and she has illustrated two books of Gujarati folk tales.</p>',
    education: [
      { institution: 'Faculty of Fine Arts, M.S. University of Baroda', title: 'BFA Graphics (Printmaking)', yearStart: '2010', yearEnd: '2014' },
      { institution: 'Faculty of Fine Arts, M.S. University of Baroda', title: 'MFA Printmaking', yearStart: '2014', yearEnd: '2016' },
    ],
    workshops: [
      { title: 'Mokuhanga Japanese woodblock', institution: 'Kyoto Seika University exchange', year: '2018' },
      { title: 'Photogravure', institution: 'Chhaap Printmaking Studio, Baroda', year: '2017' },
    ],
    exhibitions: [
      { institution: 'Chhaap Printmaking Studio, Baroda', title: 'Mirror, Salt, Thread', type: 'Solo', year: '2024' },
      { institution: 'Kathmandu Triennale', title: 'Paper Borders', type: 'Group', year: '2022' },
      { institution: 'Lalit Kala Akademi, New Delhi', title: 'Print Biennale India', type: 'Group', year: '2021' },
      { institution: 'Kyoto International Print Exchange', title: 'Ink Across Water', type: 'Group', year: '2018' },
      { institution: 'Faculty of Fine Arts Gallery, Baroda', title: 'Small Theatres', type: 'Solo', year: '2017' },
    ],
    awards: [
      { title: 'Print Biennale India, Jury Mention', awardedBy: 'Lalit Kala Akademi', year: '2021' },
      { title: 'Gujarat State Lalit Kala Award', awardedBy: 'Gujarat State Lalit Kala Akademi', year: '2019' },
    ],
    publications: [
      { title: 'Vaarta: Gujarati Folk Tales (illustrations)', type: 'Book', year: '2020' },
      { title: 'The Etching Press as a Social Space', type: 'Article', year: '2022' },
    ],
    social: { instagram: 'https://instagram.com/tanvi.prints', x: 'https://x.com/tanviprints', linkedin: null },
    portrait: { seed: 105, skin: '#b97c57', bg: '#d9a6a0', presentation: 'feminine' },
    practice: {
      categories: ['Print', 'Drawing'],
      styles: ['Surrealism', 'Figurative'],
      mediums: ['Pencil', 'Mixed Media'],
      moods: ['Calm', 'Sad'],
      palette: ['black', 'red', 'white'],
    },
  },
  {
    email: 'rahul.verma@kala.test',
    username: 'rahul-verma',
    slug: 'rahul-verma',
    fullName: 'Rahul Verma',
    role: 'artist',
    phone: '9811678901',
    city: 'New Delhi',
    bio:
      '<p>Rahul Verma makes digital paintings that look like the inside of a Delhi autorickshaw feels: neon pink, marigold, a Bollywood song at full volume. He samples matchbox labels, wedding cards, Chandni Chowk signboards and the hand-painted backs of Punjab trucks, and remixes them into pop icons of everyday India — the chai-wallah as saint, the pigeon as a city god.</p>' +
      '<p>He studied applied art at the College of Art, Delhi, and worked as an art director in advertising for five years before leaving to paint full time. Each work is painted on a tablet, then printed as a single archival pigment print, signed and numbered 1/1; nothing is ever editioned twice.</p>' +
      '<p>His work has appeared at the India Art Fair, the Serendipity Arts Festival in Goa and on the walls of Lodhi Colony.</p>',
    education: [
      { institution: 'College of Art, Delhi', title: 'BFA Applied Art', yearStart: '2009', yearEnd: '2013' },
    ],
    workshops: [
      { title: 'Creative coding for artists', institution: 'Srishti Manipal Institute, Bengaluru', year: '2020' },
    ],
    exhibitions: [
      { institution: 'Serendipity Arts Festival, Goa', title: 'Neon Bazaar', type: 'Group', year: '2024' },
      { institution: 'India Art Fair, New Delhi', title: 'Digital Now', type: 'Group', year: '2023' },
      { institution: 'Bikaner House, New Delhi', title: 'Horn OK Please', type: 'Solo', year: '2022' },
      { institution: 'Lodhi Art District, New Delhi', title: 'Walls of Delhi', type: 'Group', year: '2019' },
      { institution: 'Triveni Kala Sangam, New Delhi', title: 'Matchbox Gods', type: 'Solo', year: '2018' },
    ],
    awards: [
      { title: 'Young Creative of the Year', awardedBy: 'Kyoorius Design Awards', year: '2016' },
    ],
    publications: [
      { title: 'Charcoal cities', type: 'Review, The Hindu', year: '2020' },
    ],
    social: { instagram: 'https://instagram.com/rahulverma.pop', x: 'https://x.com/rahulvermapop', linkedin: 'https://linkedin.com/in/rahul-verma-art' },
    portrait: { seed: 106, skin: '#b07a55', bg: '#f2a7c3', presentation: 'masculine' },
    practice: {
      categories: ['Digital', 'Print'],
      styles: ['Pop Art', 'Conceptual'],
      mediums: ['Digital'],
      moods: ['Happy', 'Energetic'],
      palette: ['pink', 'yellow', 'blue', 'orange'],
    },
  },
  {
    email: 'zoya.khan@kala.test',
    username: 'zoya-khan',
    slug: 'zoya-khan',
    fullName: 'Zoya Khan',
    role: 'artist',
    phone: '9849789012',
    city: 'Hyderabad',
    bio:
      '<p>Zoya Khan paints dreamlike miniatures that borrow the jewelled palette of the Deccani courts of Golconda and Bijapur: violet skies, pistachio-green gardens, gold that glints only when you tilt your head. Into these old gardens she places new things — a metro pillar, a satellite dish, a woman on a scooter carrying a caged mynah.</p>' +
      '<p>She learned the craft of the miniature from a Jaipur ustad, grinding her own pigments and making squirrel-hair brushes, and then unlearned half of it at the College of Fine Arts, JNTU Hyderabad. Her surfaces are burnished with an agate stone until the gouache shines like enamel.</p>' +
      '<p>Her paintings have been collected by the Salar Jung Museum’s contemporary wing and shown in Hyderabad, Dubai and London.</p>',
    education: [
      { institution: 'College of Fine Arts, JNTU Hyderabad', title: 'BFA Painting', yearStart: '2011', yearEnd: '2015' },
      { institution: 'Traditional miniature apprenticeship, Jaipur', title: 'Diploma in Miniature Painting', yearStart: '2015', yearEnd: '2017' },
    ],
    workshops: [
      { title: 'Gold leaf and burnishing', institution: 'Jawahar Kala Kendra, Jaipur', year: '2016' },
      { title: 'Persian and Deccani manuscript traditions', institution: 'Salar Jung Museum, Hyderabad', year: '2021' },
    ],
    exhibitions: [
      { institution: 'State Gallery of Art, Hyderabad', title: 'Gardens of the Deccan, Again', type: 'Solo', year: '2024' },
      { institution: 'Jawahar Kala Kendra, Jaipur', title: 'New Miniature', type: 'Group', year: '2023' },
      { institution: 'Kalakriti Art Gallery, Hyderabad', title: 'Mynah', type: 'Solo', year: '2021' },
      { institution: 'Salar Jung Museum, Hyderabad', title: 'Living Manuscripts', type: 'Group', year: '2020' },
    ],
    awards: [
      { title: 'Telangana State Award for Painting', awardedBy: 'Department of Language and Culture, Telangana', year: '2022' },
    ],
    publications: [
      { title: 'Burnish: a miniaturist’s notebook', type: 'Artist book', year: '2023' },
    ],
    social: { instagram: 'https://instagram.com/zoyakhan.miniatures', x: null, linkedin: null },
    portrait: { seed: 107, skin: '#c48a63', bg: '#8e6bb0', presentation: 'feminine' },
    practice: {
      categories: ['Painting', 'Drawing'],
      styles: ['Surrealism', 'Figurative'],
      mediums: ['Watercolour', 'Mixed Media'],
      moods: ['Serene', 'Happy'],
      palette: ['violet', 'green', 'orange', 'yellow'],
    },
  },
  {
    email: 'devika.menon@kala.test',
    username: 'devika-menon',
    slug: 'devika-menon',
    fullName: 'Devika Menon',
    role: 'artist',
    phone: '9845890123',
    city: 'Bengaluru',
    bio:
      '<p>Devika Menon photographs what cities do when nobody is looking: a construction site on Outer Ring Road wrapped in green mesh at 5 a.m., the empty maidan after a cricket match, a single plastic chair in the rain at Cubbon Park. Her prints are quiet, almost monochrome, and reward long looking.</p>' +
      '<p>She studied photography at the National Institute of Design, Ahmedabad, and spent seven years as a documentary photographer before turning to long, slow projects shot on a medium-format camera. Every print is made in her studio on cotton rag paper in editions of five.</p>' +
      '<p>She has been a fellow of the India Foundation for the Arts and shown at the Goa Photo festival and the Museum of Art &amp; Photography (MAP) in Bengaluru.</p>',
    education: [
      { institution: 'National Institute of Design, Ahmedabad', title: 'PG Diploma, Photography Design', yearStart: '2010', yearEnd: '2012' },
      { institution: 'Mount Carmel College, Bengaluru', title: 'BA Journalism', yearStart: '2007', yearEnd: '2010' },
    ],
    workshops: [
      { title: 'Large-format photography', institution: 'Goa Centre for Alternative Photography', year: '2016' },
      { title: 'Photobook masterclass', institution: 'Delhi Photo Festival', year: '2019' },
    ],
    exhibitions: [
      { institution: 'Museum of Art & Photography, Bengaluru', title: 'After Hours', type: 'Group', year: '2024' },
      { institution: 'Goa Photo, Panjim', title: 'Outer Ring', type: 'Solo', year: '2023' },
      { institution: 'Delhi Photo Festival, India Habitat Centre', title: 'Present Tense', type: 'Group', year: '2021' },
      { institution: 'Alliance Française de Bangalore', title: 'Green Mesh', type: 'Solo', year: '2019' },
      { institution: 'Chitrakala Parishath, Bengaluru', title: 'Lens Bengaluru', type: 'Group', year: '2017' },
    ],
    awards: [
      { title: 'Arts Practice Fellowship', awardedBy: 'India Foundation for the Arts', year: '2020' },
    ],
    publications: [
      { title: 'Outer Ring (photobook)', type: 'Book', year: '2023' },
    ],
    social: { instagram: 'https://instagram.com/devikamenon.photo', x: 'https://x.com/devikamenon', linkedin: 'https://linkedin.com/in/devika-menon' },
    portrait: { seed: 108, skin: '#9c6644', bg: '#b9c4c9', presentation: 'feminine' },
    practice: {
      categories: ['Photography'],
      styles: ['Minimalism', 'Conceptual'],
      mediums: ['Digital'],
      moods: ['Calm', 'Sad', 'Serene'],
      palette: ['gray', 'white', 'blue'],
    },
  },
  {
    email: 'vikrant.rathore@kala.test',
    username: 'vikrant-rathore',
    slug: 'vikrant-rathore',
    fullName: 'Vikrant Singh Rathore',
    role: 'artist',
    phone: '9829901234',
    city: 'Jaipur',
    bio:
      '<p>Vikrant Singh Rathore paints the light of Rajasthan on a big scale — eight-foot canvases of mustard fields outside Pushkar, the dunes of Sam at the hour the sand turns rose, the sandstone of Jaisalmer glowing like a coal. He works outdoors as long as the weather allows, with a pochade box strapped to his motorcycle, and finishes the large pieces in his studio in the old city.</p>' +
      '<p>A graduate of the Rajasthan School of Art, he is an impressionist by temperament: broken colour, loose strokes, the sense of air moving. Collectors know him for his monsoon series, painted every July at the Amer lakes.</p>' +
      '<p>He has had eleven solo exhibitions, most recently at Jawahar Kala Kendra, and his paintings hang in hotels from Udaipur to Singapore.</p>',
    education: [
      { institution: 'Rajasthan School of Art, Jaipur', title: 'BFA Painting', yearStart: '2001', yearEnd: '2005' },
      { institution: 'University of Rajasthan', title: 'MA Drawing and Painting', yearStart: '2005', yearEnd: '2007' },
    ],
    workshops: [
      { title: 'Plein-air painting camp', institution: 'Lalit Kala Akademi, Mount Abu', year: '2009' },
      { title: 'Artists’ camp on the Thar', institution: 'Jaisalmer Desert Festival', year: '2015' },
    ],
    exhibitions: [
      { institution: 'Jawahar Kala Kendra, Jaipur', title: 'Sarson', type: 'Solo', year: '2024' },
      { institution: 'Jehangir Art Gallery, Mumbai', title: 'Rose Sand', type: 'Solo', year: '2022' },
      { institution: 'Lalit Kala Akademi, New Delhi', title: 'Landscape Now', type: 'Group', year: '2021' },
      { institution: 'India Habitat Centre, New Delhi', title: 'Amer in July', type: 'Solo', year: '2019' },
      { institution: 'Bharat Bhavan, Bhopal', title: 'Painters of Light', type: 'Group', year: '2017' },
      { institution: 'Jawahar Kala Kendra, Jaipur', title: 'Open Air', type: 'Solo', year: '2014' },
    ],
    awards: [
      { title: 'Rajasthan Lalit Kala Akademi Award', awardedBy: 'Rajasthan Lalit Kala Akademi', year: '2012' },
      { title: 'Kalidas Samman nominee', awardedBy: 'Government of Madhya Pradesh', year: '2020' },
    ],
    publications: [
      { title: 'Desert geometries', type: 'Catalogue essay', year: '2023' },
      { title: "Jaipur's young abstractionists", type: "Newspaper feature, Rajasthan Patrika", year: '2019' },
    ],
    social: { instagram: 'https://instagram.com/vikrant.rathore.art', x: null, linkedin: null },
    portrait: { seed: 109, skin: '#a0673f', bg: '#e39b4e', presentation: 'masculine' },
    practice: {
      categories: ['Painting'],
      styles: ['Impressionism'],
      mediums: ['Oil', 'Acrylic'],
      moods: ['Happy', 'Bold', 'Serene'],
      palette: ['orange', 'yellow', 'brown', 'pink'],
    },
  },
  {
    email: 'priya.fernandes@kala.test',
    username: 'priya-fernandes',
    slug: 'priya-fernandes',
    fullName: 'Priya Fernandes',
    role: 'artist',
    phone: '9822012345',
    city: 'Goa',
    bio:
      '<p>Priya Fernandes is a textile artist from Aldona in North Goa who works with indigo, madder and turmeric grown in her own courtyard. Her hangings are dyed, resisted, quilted and stitched by hand — patchworks of Goan kunbi check, ikat offcuts and old mundus — and they read from across a room like abstract paintings.</p>' +
      '<p>She trained in textile design at the National Institute of Fashion Technology and then spent a year with dyers in Bagru and Ajrakhpur learning block printing and natural mordants. She believes a textile should be touched, and most of her pieces are made to be lived with, not kept behind glass.</p>' +
      '<p>Her work has been shown at the Serendipity Arts Festival and at Sunaparanta, Goa Centre for the Arts.</p>',
    education: [
      { institution: 'National Institute of Fashion Technology, Mumbai', title: 'B.Des Textile Design', yearStart: '2008', yearEnd: '2012' },
    ],
    workshops: [
      { title: 'Ajrakh block printing and natural dyes', institution: 'Ajrakhpur, Kutch', year: '2013' },
      { title: 'Indigo vat fermentation', institution: 'Bagru dyers’ collective, Rajasthan', year: '2014' },
      { title: 'Kantha and quilting', institution: 'Crafts Council of India', year: '2018' },
    ],
    exhibitions: [
      { institution: 'Sunaparanta, Goa Centre for the Arts', title: 'Kunbi Blue', type: 'Solo', year: '2023' },
      { institution: 'Serendipity Arts Festival, Panjim', title: 'Material Memory', type: 'Group', year: '2022' },
      { institution: 'Crafts Museum, New Delhi', title: 'Threadlines', type: 'Group', year: '2019' },
    ],
    awards: [
      { title: 'Kamaladevi Chattopadhyay Award for Craft Innovation', awardedBy: 'Crafts Council of India', year: '2021' },
    ],
    publications: [
      { title: "Salt, tide and memory: Goa's coastal painters", type: "Magazine feature, Verve", year: '2021' },
    ],
    social: { instagram: 'https://instagram.com/priya.fernandes.textiles', x: null, linkedin: null },
    portrait: { seed: 110, skin: '#9a6a4a', bg: '#3f6fa0', presentation: 'feminine' },
    practice: {
      categories: ['Textile', 'Installation'],
      styles: ['Abstract', 'Minimalism'],
      mediums: ['Mixed Media'],
      moods: ['Happy', 'Calm'],
      palette: ['blue', 'indigo', 'white', 'yellow'],
    },
  },
  {
    email: 'siddharth.bhattacharya@kala.test',
    username: 'siddharth-bhattacharya',
    slug: 'siddharth-bhattacharya',
    fullName: 'Siddharth Bhattacharya',
    role: 'artist',
    phone: '9830123450',
    city: 'Kolkata',
    bio:
      '<p>Siddharth Bhattacharya draws in charcoal on large sheets of paper pinned to the wall of a north Kolkata house his family has lived in since 1911. The drawings are of hands, crowds, migrating birds, the hungry and the waiting — a line of Sealdah commuters at dusk, refugee ledgers from 1947 his grandfather kept, the Hooghly swollen in August.</p>' +
      '<p>He studied at the Government College of Art &amp; Craft, Kolkata, and counts Chittaprosad and Käthe Kollwitz among his ancestors in spirit. He works fast, rubbing out as much as he puts down, so that every drawing carries a storm of erased attempts beneath the final image.</p>' +
      '<p>His drawings have been shown at the Academy of Fine Arts, Kolkata, and at the Kiran Nadar Museum of Art in Delhi.</p>',
    education: [
      { institution: 'Government College of Art & Craft, Kolkata', title: 'BVA Painting', yearStart: '2003', yearEnd: '2007' },
      { institution: 'Rabindra Bharati University, Kolkata', title: 'MVA Painting', yearStart: '2007', yearEnd: '2009' },
    ],
    workshops: [
      { title: 'Drawing the figure at scale', institution: 'Khoj International Artists’ Association, New Delhi', year: '2012' },
    ],
    exhibitions: [
      { institution: 'Kiran Nadar Museum of Art, New Delhi', title: 'Lines of Partition', type: 'Group', year: '2023' },
      { institution: 'Academy of Fine Arts, Kolkata', title: 'Ledger', type: 'Solo', year: '2022' },
      { institution: 'Birla Academy of Art and Culture, Kolkata', title: 'Black on White', type: 'Group', year: '2020' },
      { institution: 'Chemould Prescott Road, Mumbai', title: 'The Drawing Room', type: 'Group', year: '2018' },
      { institution: 'Academy of Fine Arts, Kolkata', title: 'Sealdah, 6:40 p.m.', type: 'Solo', year: '2016' },
      { institution: 'Lalit Kala Akademi, New Delhi', title: '55th National Exhibition of Art', type: 'Group', year: '2013' },
    ],
    awards: [
      { title: 'Charles Wallace India Trust Fellowship', awardedBy: 'Charles Wallace India Trust', year: '2014' },
      { title: 'Academy Award for Drawing', awardedBy: 'Academy of Fine Arts, Kolkata', year: '2016' },
    ],
    publications: [
      { title: 'Chittaprosad and the Hungry Bengal Drawings', type: 'Essay', year: '2019' },
    ],
    social: { instagram: 'https://instagram.com/sid.charcoal', x: 'https://x.com/sidbhattacharya', linkedin: null },
    portrait: { seed: 111, skin: '#a46c46', bg: '#6d6d6d', presentation: 'masculine' },
    practice: {
      categories: ['Drawing'],
      styles: ['Expressionism', 'Figurative'],
      mediums: ['Charcoal', 'Pencil'],
      moods: ['Sad', 'Bold'],
      palette: ['black', 'gray', 'brown', 'white'],
    },
  },
  {
    email: 'sunita.dhurve@kala.test',
    username: 'sunita-dhurve',
    slug: 'sunita-dhurve',
    fullName: 'Sunita Dhurve',
    role: 'artist',
    phone: '9826234501',
    city: 'Bhopal',
    bio:
      '<p>Sunita Dhurve is a Gond artist from Patangarh in Dindori district who now lives and paints in Bhopal. Her paintings fill every animal, tree and spirit with the patterns of her community — dots (bindi), dashes, fish-scale arcs and seed shapes — so that a peacock or a mahua tree seems to vibrate with life.</p>' +
      '<p>She began painting on the mud walls of her home for festivals, was encouraged by the artists of the Jangarh Singh Shyam circle, and moved to canvas in her twenties. Her stories come from her grandmother: the first rain, the tiger who borrowed the moon, the tree that sheltered the whole village in a flood.</p>' +
      '<p>She has shown at Bharat Bhavan and the Indira Gandhi Rashtriya Manav Sangrahalaya, and her work travelled to the Musée du quai Branly in Paris.</p>',
    education: [
      { institution: 'Tribal art mentorship, Bharat Bhavan, Bhopal', title: 'Artist fellowship', yearStart: '2010', yearEnd: '2012' },
    ],
    workshops: [
      { title: 'Gond painting residency', institution: 'Indira Gandhi Rashtriya Manav Sangrahalaya, Bhopal', year: '2014' },
      { title: 'Picture books with tribal artists', institution: 'Tara Books, Chennai', year: '2017' },
    ],
    exhibitions: [
      { institution: 'Bharat Bhavan, Bhopal', title: 'The Tree That Held the Village', type: 'Solo', year: '2024' },
      { institution: 'Musée du quai Branly, Paris', title: 'Forest Voices', type: 'Group', year: '2019' },
      { institution: 'IGRMS, Bhopal', title: 'Gond Now', type: 'Group', year: '2016' },
      { institution: 'Dilli Haat Gallery, New Delhi', title: 'Patangarh', type: 'Group', year: '2013' },
    ],
    awards: [
      { title: 'State Award for Tribal Art', awardedBy: 'Madhya Pradesh Adivasi Lok Kala Academy', year: '2018' },
    ],
    publications: [
      { title: 'The Tiger Who Borrowed the Moon (picture book)', type: 'Book', year: '2018' },
    ],
    social: { instagram: null, x: null, linkedin: null },
    portrait: { seed: 112, skin: '#7d4a2c', bg: '#d4463b', presentation: 'feminine' },
    practice: {
      categories: ['Painting', 'Textile'],
      styles: ['Figurative', 'Pop Art'],
      mediums: ['Acrylic'],
      moods: ['Happy', 'Energetic'],
      palette: ['green', 'red', 'yellow', 'orange'],
    },
  },
  {
    email: 'karthik.subramaniam@kala.test',
    username: 'karthik-subramaniam',
    slug: 'karthik-subramaniam',
    fullName: 'Karthik Subramaniam',
    role: 'artist',
    phone: '9884345012',
    city: 'Chennai',
    bio:
      '<p>Karthik Subramaniam is a sculptor who casts in bronze with the Sthapathi families of Swamimalai, using the same lost-wax process that produced the Chola Nataraja, but to make forms no temple has seen: worn river stones, folded palm leaves, a kolam frozen in metal at the moment a foot scuffs it.</p>' +
      '<p>He studied sculpture at the Government College of Fine Arts, Chennai, and lives at the Cholamandal Artists’ Village, where his studio opens onto a garden of weathered granite. He patinates his bronzes himself with heat and salts, and no two surfaces are alike.</p>' +
      '<p>His work is in the collections of the Government Museum, Chennai, and the National Gallery of Modern Art, Bengaluru.</p>',
    education: [
      { institution: 'Government College of Fine Arts, Chennai', title: 'BFA Sculpture', yearStart: '1998', yearEnd: '2002' },
      { institution: 'Government College of Fine Arts, Chennai', title: 'MFA Sculpture', yearStart: '2002', yearEnd: '2004' },
    ],
    workshops: [
      { title: 'Traditional bronze casting with the Sthapathis', institution: 'Swamimalai', year: '2005' },
      { title: 'Granite carving symposium', institution: 'Mahabalipuram Sculpture Camp', year: '2011' },
    ],
    exhibitions: [
      { institution: 'National Gallery of Modern Art, Bengaluru', title: 'Weight of Water', type: 'Group', year: '2023' },
      { institution: 'Cholamandal Artists’ Village', title: 'Kolam, Cast', type: 'Solo', year: '2022' },
      { institution: 'Lalit Kala Akademi, Chennai', title: 'Bronze Now', type: 'Group', year: '2020' },
      { institution: 'Government Museum, Chennai', title: 'Metal Memory', type: 'Solo', year: '2018' },
      { institution: 'India Art Fair, New Delhi', title: 'Southern Sculpture', type: 'Group', year: '2016' },
    ],
    awards: [
      { title: 'National Award for Sculpture', awardedBy: 'Lalit Kala Akademi', year: '2015' },
      { title: 'Kalaimamani', awardedBy: 'Tamil Nadu Iyal Isai Nataka Manram', year: '2021' },
    ],
    publications: [
      { title: 'Karthik Subramaniam: The Temple Grid', type: 'Exhibition catalogue', year: '2022' },
    ],
    social: { instagram: 'https://instagram.com/karthik.bronze', x: null, linkedin: null },
    portrait: { seed: 113, skin: '#6e4129', bg: '#c9a15a', presentation: 'masculine' },
    practice: {
      categories: ['Sculpture'],
      styles: ['Abstract', 'Minimalism'],
      mediums: ['Mixed Media'],
      moods: ['Calm', 'Serene'],
      palette: ['brown', 'black', 'yellow'],
    },
  },
  {
    email: 'nisha.agarwal@kala.test',
    username: 'nisha-agarwal',
    slug: 'nisha-agarwal',
    fullName: 'Nisha Agarwal',
    role: 'artist',
    phone: '9810456123',
    city: 'New Delhi',
    bio:
      '<p>Nisha Agarwal makes installations about women, memory and the household. A room of 2,000 steel lunchboxes, each holding a handwritten recipe. A curtain of bangles that chimes when visitors walk past. A pink dupatta, forty metres long, embroidered with the names of every woman in her family tree that anyone could still remember.</p>' +
      '<p>She studied at the College of Art, Delhi, and did her master’s at the Faculty of Fine Arts, Jamia Millia Islamia. Her work mixes found objects, embroidery, video and paper, and she often invites audiences to add to a piece while it is on show.</p>' +
      '<p>She has exhibited at the Kiran Nadar Museum of Art, the Dhaka Art Summit and the Kochi-Muziris Biennale, and she teaches installation practice in Delhi.</p>',
    education: [
      { institution: 'College of Art, Delhi', title: 'BFA Painting', yearStart: '2004', yearEnd: '2008' },
      { institution: 'Faculty of Fine Arts, Jamia Millia Islamia', title: 'MFA Painting', yearStart: '2008', yearEnd: '2010' },
    ],
    workshops: [
      { title: 'Participatory art and community', institution: 'Khoj International Artists’ Association, New Delhi', year: '2013' },
      { title: 'Video for artists', institution: 'Sarai-CSDS, New Delhi', year: '2011' },
    ],
    exhibitions: [
      { institution: 'Dhaka Art Summit', title: 'Home Economies', type: 'Group', year: '2024' },
      { institution: 'Kiran Nadar Museum of Art, New Delhi', title: 'Tiffin', type: 'Solo', year: '2022' },
      { institution: 'Kochi-Muziris Biennale', title: 'Forming in the Pupil of an Eye', type: 'Group', year: '2016' },
      { institution: 'Khoj Studios, New Delhi', title: 'Open Studios', type: 'Group', year: '2013' },
      { institution: 'Triveni Kala Sangam, New Delhi', title: 'Bangle Curtain', type: 'Solo', year: '2012' },
    ],
    awards: [
      { title: 'FICA Emerging Artist Award', awardedBy: 'Foundation for Indian Contemporary Art', year: '2014' },
    ],
    publications: [
      { title: 'Tiffin (exhibition catalogue)', type: 'Catalogue', year: '2022' },
    ],
    social: { instagram: 'https://instagram.com/nisha.agarwal.studio', x: 'https://x.com/nishaagarwalart', linkedin: 'https://linkedin.com/in/nisha-agarwal-artist' },
    portrait: { seed: 114, skin: '#c99572', bg: '#c98fb0', presentation: 'feminine' },
    practice: {
      categories: ['Installation', 'Textile'],
      styles: ['Conceptual'],
      mediums: ['Mixed Media'],
      moods: ['Bold', 'Sad'],
      palette: ['pink', 'violet', 'white', 'red'],
    },
  },
  {
    email: 'aman.sodhi@kala.test',
    username: 'aman-sodhi',
    slug: 'aman-sodhi',
    fullName: 'Aman Sodhi',
    role: 'artist',
    phone: '9815567234',
    city: 'Chandigarh',
    bio:
      '<p>Aman Sodhi draws lines. Thousands of them, in graphite, each one ruled by hand across a sheet of cotton paper, each a fraction darker or lighter than the last, until the whole page shimmers like the heat over a Punjab highway or the surface of Sukhna Lake at first light.</p>' +
      '<p>He trained as an architect at the Chandigarh College of Architecture and the grid of Le Corbusier’s city is never far from his work. A single drawing can take six weeks; he works to the sound of gurbani from the gurdwara down the road and says the practice is closer to meditation than to design.</p>' +
      '<p>His drawings have been shown at the Government Museum and Art Gallery, Chandigarh, and at Bikaner House in New Delhi.</p>',
    education: [
      { institution: 'Chandigarh College of Architecture', title: 'B.Arch', yearStart: '2009', yearEnd: '2014' },
    ],
    workshops: [
      { title: 'Drawing as research', institution: 'Piramal Art Residency, Mumbai', year: '2019' },
    ],
    exhibitions: [
      { institution: 'Bikaner House, New Delhi', title: 'Ruled', type: 'Solo', year: '2023' },
      { institution: 'Government Museum and Art Gallery, Chandigarh', title: 'Capitol', type: 'Group', year: '2021' },
      { institution: 'Punjab Lalit Kala Akademi, Chandigarh', title: 'Quiet Lines', type: 'Solo', year: '2018' },
    ],
    awards: [
      { title: 'Punjab Lalit Kala Akademi State Award', awardedBy: 'Punjab Lalit Kala Akademi', year: '2020' },
    ],
    publications: [
      { title: 'After partition, before forgetting', type: 'Review, Indian Express', year: '2019' },
    ],
    social: { instagram: 'https://instagram.com/aman.sodhi.lines', x: null, linkedin: 'https://linkedin.com/in/amansodhi' },
    portrait: { seed: 115, skin: '#b98563', bg: '#d9d4c7', presentation: 'masculine' },
    practice: {
      categories: ['Drawing'],
      styles: ['Minimalism', 'Abstract'],
      mediums: ['Pencil'],
      moods: ['Serene', 'Calm'],
      palette: ['white', 'gray', 'black'],
    },
  },
  {
    email: 'rekha.jha@kala.test',
    username: 'rekha-jha',
    slug: 'rekha-jha',
    fullName: 'Rekha Jha',
    role: 'artist',
    phone: '9431678345',
    city: 'Madhubani',
    bio:
      '<p>Rekha Jha paints in the Mithila tradition of Madhubani in north Bihar, in the kachni (line) and bharni (filled colour) styles her mother and grandmother painted on the walls of the kohbar ghar for weddings. She grinds her own colours — lamp-black, turmeric yellow, kusum red, leaf green — and draws with a nib made from a bamboo twig.</p>' +
      '<p>Alongside the fish, the sun and moon and the wedding of Ram and Sita, her paintings take on the present: girls cycling to school, the Kosi flood, women voting. She was trained at the Mithila Art Institute and has taught more than two hundred young women in Jitwarpur and Ranti.</p>' +
      '<p>Her work has been shown at the Bihar Museum in Patna, the Crafts Museum in Delhi and at Dilli Haat.</p>',
    education: [
      { institution: 'Mithila Art Institute, Madhubani', title: 'Three-year course in Mithila Painting', yearStart: '2006', yearEnd: '2009' },
    ],
    workshops: [
      { title: 'Natural colours of Mithila', institution: 'Upendra Maharathi Shilp Anusandhan Sansthan, Patna', year: '2011' },
      { title: 'Folk and contemporary: a dialogue', institution: 'Bihar Museum, Patna', year: '2019' },
    ],
    exhibitions: [
      { institution: 'Bihar Museum, Patna', title: 'Kohbar', type: 'Solo', year: '2023' },
      { institution: 'Crafts Museum, New Delhi', title: 'Women of Mithila', type: 'Group', year: '2021' },
      { institution: 'Dilli Haat, New Delhi', title: 'Living Traditions', type: 'Group', year: '2018' },
    ],
    awards: [
      { title: 'State Award for Mithila Painting', awardedBy: 'Government of Bihar', year: '2016' },
      { title: 'National Merit Certificate', awardedBy: 'Development Commissioner (Handicrafts)', year: '2019' },
    ],
    publications: [
      { title: 'Madhubani now', type: 'Book chapter, Living Traditions of Mithila', year: '2020' },
    ],
    social: { instagram: 'https://instagram.com/rekhajha.mithila', x: null, linkedin: null },
    portrait: { seed: 116, skin: '#8a5636', bg: '#f0c44c', presentation: 'feminine' },
    practice: {
      categories: ['Painting', 'Print'],
      styles: ['Figurative'],
      mediums: ['Mixed Media', 'Watercolour'],
      moods: ['Happy', 'Bold'],
      palette: ['red', 'yellow', 'green', 'black'],
    },
  },
]
