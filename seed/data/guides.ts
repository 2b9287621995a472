/** The six learning-hub guides. Section bodies are paragraphs separated by blank lines. */
import type { Guide } from './types'

export const guides: Guide[] = [
  {
    slug: 'interpreting-abstract-art',
    title: 'How to Look at (and Love) Abstract Art',
    excerpt: 'No subject, no story, no problem. A practical way to spend time with abstract paintings and find out what they do to you.',
    readingMinutes: 6,
    sections: [
      {
        heading: 'Start with your body, not your brain',
        body: 'The first question in front of an abstract painting is not “What is it?” but “What is it doing to me?” Stand at a comfortable distance and notice your breathing, your shoulders, whether you want to step closer or back away. A field of deep indigo might slow you down; a tangle of red and black strokes might make you restless. Those reactions are the painting working.\n\nGive it time. Most people spend under ten seconds with a work in a museum. Try two full minutes with one painting and you will see things you did not see at first: a second colour glowing under the first, a line that changes direction, an edge that is softer than it looked.',
      },
      {
        heading: 'Look at colour, edge and surface',
        body: 'Abstract painters work with a small number of tools, so it helps to name them. Colour: is it warm or cool, bright or muted, are there complementary colours vibrating against each other? Edge: do shapes meet with hard, taped lines, or do they blur and breathe? Surface: is the paint thin and stained into the canvas, or thick enough to cast shadows?\n\nAsk how it was made. A painting built from twenty transparent glazes has a very different presence from one made in an afternoon with a palette knife. The gallery notes or the artist’s description on Kala usually tell you, and knowing the process often unlocks the feeling.',
      },
      {
        heading: 'Know a little history',
        body: 'Abstraction has a long Indian history of its own. V.S. Gaitonde’s luminous, almost silent canvases, S.H. Raza’s bindu paintings drawing on Indian cosmology, Nasreen Mohamedi’s hand-ruled lines and the symbol-rich work of the Madras Art Movement are all worth looking up. Many artists working today, in Chennai, Baroda or Mumbai, are in conversation with them.\n\nYou do not need a degree to enjoy abstract art, but knowing that a painter is responding to Kanjeevaram sari borders, or to the grid of Chandigarh, gives you a way in. Read the artist’s bio and statement; then go back and look again.',
      },
      {
        heading: 'Trust your own interpretation',
        body: 'An artist’s interpretation is one reading, not the only one. If a grey and orange painting reminds you of your grandmother’s kitchen at dusk, that association is real and valuable. Good abstract paintings are open enough to hold many lives.\n\nA useful exercise: describe the painting in three words before you read anything about it. Then read the artist’s notes. Where they agree, you have found the painting’s core; where they differ, you have found what the painting means to you.',
      },
      {
        heading: 'Living with an abstract work',
        body: 'Abstract paintings change with the light, so think about where one will hang. A glazed colour field that glows under a warm lamp at night may look flat in harsh noon light from a west-facing window. Ask the artist or gallery for photographs in daylight and in lamplight if you are buying online.\n\nScale matters more than with figurative work. A large abstract can become a room’s atmosphere; a small one can be a quiet companion at a desk. Use Kala’s room preview to check the size against your wall before you commit, and remember that many people find an abstract painting grows on them over months rather than minutes.',
      },
      {
        heading: 'Questions to ask yourself in front of any abstract work',
        body: 'Where does my eye go first, and where does it go next? Is there a sense of weight at the bottom, or does everything float? Is the painting loud or quiet, fast or slow? Does it feel closed and complete, or does it seem to continue beyond its edges? Would it feel different if it were half the size, or twice as large?\n\nNone of these questions has a right answer. They are simply ways of slowing down and paying attention, which is all abstract art asks of you. Take the same questions to a gallery opening, to a museum, or to the works saved in your Kala favourites, and compare your answers. Over time you will notice patterns in what you respond to, and that is the beginning of a collector’s eye.\n\nIf you still feel nothing after a real effort, that is fine too. Not every painting is for every person, and knowing what leaves you cold is as useful as knowing what moves you.',
      },
    ],
  },
  {
    slug: 'investing-vs-buying-for-love',
    title: 'Investing in Art or Buying for Love?',
    excerpt: 'Art can hold value, but it is not a fixed deposit. How to think honestly about money, risk and the joy of living with a work.',
    readingMinutes: 7,
    sections: [
      {
        heading: 'Be honest about why you are buying',
        body: 'Most people buy art because a work moves them, and that is the best reason there is. Some also hope their purchase will be worth more later. Both motives are fine, but they lead to different decisions, so it is worth being clear with yourself before you spend.\n\nIf you buy for love, you are buying years of pleasure; any rise in value is a bonus. If you buy mainly as an investment, you need to think like an investor: about liquidity, costs, risk and the time it may take to sell.',
      },
      {
        heading: 'What the art market really looks like',
        body: 'The Indian art market has produced spectacular results for modern masters such as Gaitonde, Raza, Souza and Amrita Sher-Gil, and the headlines are real. But they describe a very small number of artists whose work has been tested by decades of exhibitions, museum collections and scholarship. The great majority of works by living artists resell for less than their original price, if they resell at all.\n\nArt is illiquid. You cannot sell a painting tomorrow morning at a known price. Auction houses charge sellers commission, buyers pay a premium, and a work that fails to sell can be harder to place afterwards. Transport, framing, insurance and storage all add cost.',
      },
      {
        heading: 'Signals that support long-term value',
        body: 'If value matters to you, look for signs of a serious, developing practice: formal training or a long apprenticeship in a tradition, solo exhibitions at respected institutions, inclusion in museum or public collections, residencies, awards and critical writing. Kala artist profiles list education, exhibitions, awards and publications so that you can see this at a glance.\n\nWithin an artist’s work, major pieces from important series, shown in significant exhibitions, tend to hold value better than minor studies. Good provenance matters: keep the invoice, the certificate of authenticity and any exhibition catalogue together.',
      },
      {
        heading: 'The costs and paperwork in India',
        body: 'Original artworks sold by a registered business in India attract GST, currently 12 percent for most originals, so check whether a price is inclusive. Keep the tax invoice; you will need it for insurance and for any future sale.\n\nIf you ever sell at a profit, the gain may be taxable as a capital gain, and the rules differ depending on how long you held the work. Speak to a chartered accountant before a significant sale. Works by the nine artists declared National Art Treasures, and antiquities over a hundred years old, cannot be exported, which affects who can buy them from you.',
      },
      {
        heading: 'A balanced approach',
        body: 'Many experienced collectors follow a simple rule: only buy what you would be happy to live with if it never rose in value. Within that, they spend a little more on fewer, better works rather than many cheaper ones, and they buy early from artists whose practice they have followed for a few years.\n\nEmerging artists on Kala are priced so that you can start with a drawing or a print and move to a painting later. Buying directly supports the artist at the moment it makes the biggest difference to their career, which is a return of a different kind.',
      },
      {
        heading: 'A short checklist before you spend',
        body: 'Would I still want this work on my wall in ten years if it were worth exactly what I paid? Do I know enough about the artist’s training, exhibitions and body of work? Is the price in line with comparable works by the same artist, in size and medium? Have I received a tax invoice and a certificate of authenticity, and do I know the edition size if it is a print or photograph?\n\nHave I budgeted for framing, shipping and insurance? Do I know how the work should be cared for in my home’s climate? And if I ever had to sell it, do I know whom I would approach first?\n\nIf you can answer these honestly and still feel excited, you are probably making a good decision, whether your reasons are financial, emotional, or, as is usually the case, a little of both.',
      },
    ],
  },
  {
    slug: 'framing-and-preserving-your-art',
    title: 'Framing and Preserving Your Art in the Indian Climate',
    excerpt: 'Humidity, monsoon damp, harsh sun and dust are hard on art. How to frame, hang and care for your collection so it lasts.',
    readingMinutes: 7,
    sections: [
      {
        heading: 'Know your enemies: light, damp, heat and insects',
        body: 'Ultraviolet light fades watercolours, prints, photographs and textiles, and yellows paper. Humidity above about 65 percent, common in Mumbai, Kolkata, Chennai and Kochi during the monsoon, encourages mould and the brown spots on paper called foxing. Rapid swings in temperature and humidity make canvas and wood expand and contract, which cracks paint. Silverfish and termites eat paper, glue and wooden stretchers.\n\nThe good news is that a few simple habits prevent most damage, and none of them require a museum budget.',
      },
      {
        heading: 'Framing works on paper',
        body: 'Drawings, watercolours, prints and photographs should be framed with acid-free, conservation-grade mount board and backing, and hinged with Japanese paper and wheat-starch paste or archival tape, never ordinary cellotape. Ask your framer specifically for archival materials; cheap board turns brown and stains the artwork.\n\nUse UV-filtering glass or acrylic, and make sure the work never touches the glazing. A mount or a spacer leaves an air gap, which is essential in humid cities where condensation can form. Charcoal and pastel drawings especially need a spacer so pigment does not transfer to the glass. Seal the back of the frame with tape to keep out dust and insects.',
      },
      {
        heading: 'Canvases, panels, sculpture and textiles',
        body: 'Oil and acrylic paintings on canvas do not need glass. A simple floating frame protects the edges. Keep the back open enough for air to circulate, and add small bumpers on the lower corners so the painting sits a little away from the wall.\n\nBronze and stone sculptures are robust but dislike salty sea air: dust them with a soft brush and never polish a patina. Textiles should hang from a sleeve and baton so the weight is spread evenly, and should be rested in the dark for a few months every couple of years if they hang in a bright room.',
      },
      {
        heading: 'Where and how to hang',
        body: 'Avoid walls that receive direct sun at any time of day, walls shared with a bathroom or kitchen, and exterior walls that become damp in the monsoon. Never hang art directly above a radiator, air-conditioner outlet or a lamp that heats the surface.\n\nHang with two hooks rather than one so the work stays level and the load is shared, and use wall plugs rated for the weight. Large works are heavier than they look, especially framed under glass. The centre of a picture usually looks best at about 145 to 150 centimetres from the floor.',
      },
      {
        heading: 'Monsoon routine and everyday care',
        body: 'During the monsoon, keep air moving: a fan and an occasional run of the air-conditioner or a dehumidifier help enormously. A cheap hygrometer will tell you the room’s humidity. Check the backs of frames for mould spots and the corners of paper for foxing every few weeks. Silica gel sachets tucked inside a sealed frame back can help in very damp homes, but replace them regularly.\n\nDust with a soft, dry brush or microfibre cloth; never spray cleaner on a painting or on the glass in a way that could run inside the frame. If you see flaking paint, mould on the artwork itself or a tear, do not try to fix it at home. Contact the artist, the gallery or a trained conservator, and keep your condition photographs and certificate of authenticity safe for insurance.',
      },
      {
        heading: 'Storing art you are not showing',
        body: 'Most collections eventually outgrow their walls. Store unframed works on paper flat, interleaved with acid-free tissue, in an archival box or a plan chest, never rolled tightly and never in plastic sleeves that trap moisture. Framed works should stand upright, face to face and back to back, with cardboard corners between them, off the floor on wooden battens.\n\nChoose an interior cupboard rather than one against an outside wall, and never store art in a basement, garage or loft where temperature and humidity swing widely. A small pouch of silica gel in each box, changed every few months, helps in coastal cities. Label everything on the outside so you do not have to unwrap works to find them.',
      },
    ],
  },
  {
    slug: 'starting-a-collection',
    title: 'Starting Your First Art Collection',
    excerpt: 'You do not need to be rich to collect. A step-by-step guide to looking, budgeting, buying and building a collection with a point of view.',
    readingMinutes: 7,
    sections: [
      {
        heading: 'Look a lot before you buy',
        body: 'The best collectors are tireless lookers. Visit the Jehangir Art Gallery, Lalit Kala Akademi centres, the National Gallery of Modern Art, the Academy of Fine Arts in Kolkata, Bikaner House, the Kochi-Muziris Biennale and the India Art Fair when you can. Walk through degree shows at art colleges such as Sir J.J. School of Art, the Faculty of Fine Arts in Baroda or Kala Bhavana in Santiniketan, where you can meet artists at the start of their careers.\n\nOnline, save works you like on Kala and come back to them a week later. The ones you still think about are telling you something about your taste.',
      },
      {
        heading: 'Set a budget and a rhythm',
        body: 'Decide how much you are comfortable spending in a year, and whether you would rather buy one significant work or several smaller ones. Original drawings, prints and small works on paper by serious artists can start at a few thousand rupees; paintings by established mid-career artists run from tens of thousands to several lakh.\n\nRemember framing, shipping and GST when you budget. A good archival frame for a work on paper can cost several thousand rupees, and it is money well spent.',
      },
      {
        heading: 'Find your thread',
        body: 'Collections become interesting when they have a point of view. Yours might be a medium (printmaking, photography, textiles), a region (artists from Kerala, the Mithila tradition), a theme (cities, water, women’s lives) or simply a feeling you keep returning to. You will often only see the thread after your first five or six purchases, so do not force it.\n\nMixing established traditions with contemporary work can be wonderful: a Gond painting beside a minimalist drawing, or a Kalighat-inspired print beside a street photograph, can make both look fresh.',
      },
      {
        heading: 'Buy well: questions to ask',
        body: 'Before you buy, ask for the work’s exact size, medium and year, its condition, and whether it is framed. For prints and photographs ask for the edition size and number. Ask whether a certificate of authenticity is included; on Kala every work ships with one. For larger purchases, ask the gallery or artist for a detailed condition report and photographs in daylight.\n\nIt is perfectly acceptable to ask the artist about the work, and most are delighted to talk. Use the enquiry button on any artwork page; the conversation often becomes part of what you love about the piece.',
      },
      {
        heading: 'Keep records from day one',
        body: 'Keep a simple spreadsheet or notebook: title, artist, date, price, where you bought it, its size and medium, and where it hangs. Store the invoice, certificate and any catalogue or correspondence in one folder, and photograph the front, back and signature of each work. This is your collection’s provenance, and it makes insurance, lending to exhibitions and any future sale far easier.\n\nFinally, live with your art. Move pieces around every so often; you will see them anew. A collection is not a portfolio but a long conversation with the artists of your time.',
      },
      {
        heading: 'Mistakes every new collector makes',
        body: 'Buying too fast at a fair because everyone else seems to be buying. Choosing a work only because it matches the curtains. Spending the whole year’s budget on the first thing you see. Skimping on framing and watching a lovely watercolour fade. Forgetting to ask about the edition size of a print. Not keeping the invoice.\n\nAll of these are easy to avoid once you know about them, and none is a disaster. Most collectors also have one purchase they regret and several they wish they had made. The second kind is usually more painful, which is a good argument for buying the small drawing you keep coming back to rather than waiting for the perfect painting.',
      },
    ],
  },
  {
    slug: 'artist-stories',
    title: 'Artist Stories: Why Knowing the Maker Changes the Work',
    excerpt: 'Behind every painting on Kala is a studio, a teacher, a city and a stubborn idea. How artists’ stories deepen what you see.',
    readingMinutes: 6,
    sections: [
      {
        heading: 'Every work has a studio behind it',
        body: 'A painting arrives on your wall looking finished and inevitable, but it began somewhere specific: a rented room in Parel with a fan that barely works, a courtyard in Aldona with an indigo vat, a verandah near Santiniketan where the light turns red in the afternoon. Knowing that place changes how you look at the work.\n\nKala asks every artist for a real biography, not a list of adjectives, and for notes on how each work was made. Read them. They are often the most moving part of the listing.\n\nA story is not a sales pitch, and a good one does not need to be dramatic. Sometimes it is as simple as a painter who walks to the same beach every morning before work, or a printmaker who has used the same press for fifteen years. The details are what make a work feel like it came from a real life.',
      },
      {
        heading: 'Teachers, traditions and lineages',
        body: 'Indian artists learn within rich lineages. A graduate of the Faculty of Fine Arts in Baroda may carry the narrative figuration of K.G. Subramanyan and Bhupen Khakhar; a painter from Kala Bhavana inherits the ideals of Nandalal Bose and Ramkinkar Baij; a Gond artist may trace their style to Jangarh Singh Shyam. Mithila painters learn from their mothers and grandmothers, on the walls of their own homes.\n\nWhen you know the lineage, you can see both what an artist has received and what they have changed, and that tension is usually where the most interesting work happens.',
      },
      {
        heading: 'Process is part of the meaning',
        body: 'A drawing that took six weeks of hand-ruled lines, a bronze cast in the same lost-wax process that made the Chola Nataraja, a miniature burnished with an agate stone until it shines like enamel: process is not a technical footnote. It carries patience, risk and skill, and you can feel it in the finished work even when you cannot name it.\n\nAsk artists about their process. Most are happy to explain why they grind their own pigments or print every impression themselves, and their answers will change how you see the work each morning.',
      },
      {
        heading: 'Following an artist over time',
        body: 'One of the great pleasures of collecting is following an artist’s career: seeing a student’s degree show, then a first solo exhibition, a residency, a change of direction, a major series. Follow the artists you love on Kala and on their social media, go to their openings when you can, and look at how their work develops.\n\nCollectors who buy early and keep buying from the same artists often end up with something precious: not just objects, but a record of a life’s work unfolding, and often a friendship.',
      },
      {
        heading: 'Buying directly supports the story',
        body: 'When you buy on Kala, the artist or the gallery that represents them is paid directly. For a young artist, a single sale can pay a studio’s rent for months, buy materials for a new series or fund a trip to a residency. For artists from folk and tribal traditions, fair prices help keep living traditions alive in the next generation.\n\nThat is part of what you are buying: a contribution to the next chapter of the story.',
      },
      {
        heading: 'Stories worth reading on Kala',
        body: 'Browse the artist directory by city and you will find a Mithila painter in Madhubani teaching two hundred young women to paint, a printmaker in Baroda who pulls every impression herself, a sculptor in Kochi casting the flood lines of Kerala homes in bronze, and a photographer in Bengaluru who waits three nights for the right emptiness. Each profile lists education, workshops, exhibitions, awards and publications.\n\nGallery pages tell a different kind of story: how a gallery in a Jaipur haveli or a Mattancherry spice warehouse chooses its artists, and what its current exhibitions are about. Reading both is the quickest way to understand the living art scene of a city you have never visited.',
      },
    ],
  },
  {
    slug: 'buying-with-emotion',
    title: 'Buying with Emotion, Deciding with Care',
    excerpt: 'The best art purchases start with a feeling. How to trust that feeling and still make a decision you will be glad of in ten years.',
    readingMinutes: 6,
    sections: [
      {
        heading: 'The feeling is the point',
        body: 'Almost every collector remembers the first work that stopped them: a painting they could not walk away from, a photograph they kept thinking about on the drive home. That jolt of recognition is the best signal you have. Art is one of the few purchases whose main purpose is to make you feel something every day.\n\nSo do not argue yourself out of a work you love because it does not match the sofa or because someone else might not understand it. Rooms change; the feeling tends to stay.\n\nThat does not mean every flutter of interest is a reason to buy. The feeling worth trusting is the one that returns: the work you look up again at night, the image you describe to a friend without being asked. Collectors often say they did not choose their best pieces so much as fail to forget them.',
      },
      {
        heading: 'Name what you are feeling',
        body: 'It helps to put the feeling into words. Does the work calm you, energise you, make you nostalgic, make you laugh, unsettle you in a way you want to keep thinking about? Kala’s mood filters, from Serene and Calm to Bold and Energetic, are a starting point, and our quiz matches your answers to works with a similar emotional temperature.\n\nKnowing what you respond to helps you understand your own taste, and makes it easier to choose between two works you like.',
      },
      {
        heading: 'Give the feeling a day',
        body: 'Strong feelings can be trusted, but it does no harm to let them settle. Save the work, sleep on it and look again the next morning. If you are still thinking about it, that is a good sign. If the excitement has faded, you may have been responding to novelty rather than to the work.\n\nOne exception: if a work is unique and another collector might buy it, ask the artist or gallery whether they can hold it for a day or two. Many will, and it removes the pressure.',
      },
      {
        heading: 'Check the practical details',
        body: 'Once your heart has decided, let your head check the details. Measure your wall and use the room preview to see the work at its real size. Confirm the medium, the material and whether it arrives framed or rolled. Check the shipping time (seven to fourteen days within India), that a certificate of authenticity is included, and what the return or condition policy is.\n\nThink about light and humidity in the room where it will hang, particularly for watercolours, prints and photographs, and budget for archival framing if the work needs it.',
      },
      {
        heading: 'Buying for someone else',
        body: 'Art makes a wonderful gift for a wedding, a new home or a milestone birthday, but taste is personal. If you are buying for someone, choose an artist or a theme that connects to them: their city, a place they love, a tradition from their family. A smaller original is usually a better gift than a large work they may not have room for.\n\nWhatever you buy, include the artist’s story with it. Knowing who made a work, and why, is often what turns a present into something treasured.',
      },
      {
        heading: 'When the feeling is complicated',
        body: 'Not every powerful work is comfortable. Some of the most rewarding pieces are about grief, migration, memory or injustice, and they may make you feel sad or uneasy. That is not a reason to avoid them. A charcoal drawing of a crowd waiting at a railway station, or an installation about the forgotten work of women in a household, can keep you company in a way that purely pleasant art does not.\n\nAsk yourself whether the work opens something up or simply weighs on you. If it opens something, it may become the piece in your home that visitors ask about, and that you end up loving most.',
      },
    ],
  },
]
