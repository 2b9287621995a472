import type { Artwork, User } from '../../payload-types'
import type { EnquiryStatus } from '../../shared/constants'
import { idOf } from '../../shared/idOf'
import type { SeedContext } from '../context'
import { common, daysFrom } from '../context'
import { artists } from '../data/artists'
import { demoMembers } from '../data/members'
import type { People } from './people'

/** Price enquiries the demo buyers sent the demo artist (Meera Iyer), in every state of her inbox. */
const ENQUIRIES: { from: string; work: number; status: EnquiryStatus; daysAgo: number; message: string }[] = [
  {
    from: 'vikram-collects',
    work: 0,
    status: 'new',
    daysAgo: 1,
    message: 'Is this available framed? I would like it for a study wall in Gurugram.',
  },
  { from: 'riya-explores', work: 1, status: 'new', daysAgo: 3, message: 'I love this piece. Would you consider a smaller study of it?' },
  {
    from: 'vikram-collects',
    work: 2,
    status: 'read',
    daysAgo: 6,
    message: 'Could you share the shipping time to Gurugram and whether it ships rolled?',
  },
  {
    from: 'dr-nandini-rao',
    work: 0,
    status: 'answered',
    daysAgo: 12,
    message: 'I am writing on contemporary Chennai painters; may I cite this work and its price in a paper?',
  },
]

/** The demo artist's inbox, once: skipped when any enquiry exists (never over real ones). */
export async function seedEnquiries(ctx: SeedContext, people: People, artworks: Artwork[]): Promise<void> {
  const existing = await ctx.payload.count({ collection: 'enquiries', ...common(ctx) })
  const demoArtist = artists.find((a) => a.email === 'artist@kala.test')
  const artist = demoArtist && people.byUsername.get(demoArtist.username)
  const works = artist ? artworks.filter((a) => idOf(a.owner) === String(artist.id) && a.status === 'published') : []
  if (existing.totalDocs > 0 || !artist || works.length === 0) return ctx.log('enquiries', 'kept')
  let made = 0
  for (const e of ENQUIRIES) {
    // E-mail and phone from the seed data: the accounts as read here leave private fields out.
    const sender: User | undefined = people.byUsername.get(e.from)
    const contact = demoMembers.find((m) => m.username === e.from)
    const work = works[e.work % works.length]
    if (!sender || !contact?.phone) continue
    await ctx.payload.create({
      collection: 'enquiries',
      data: {
        name: sender.fullName,
        email: contact.email,
        phone: contact.phone,
        message: e.message,
        username: artist.username,
        artwork: work.id,
        artist: artist.id,
        sender: sender.id,
        status: e.status,
        createdAt: daysFrom(ctx.now, -e.daysAgo),
      },
      ...common(ctx),
    })
    made += 1
  }
  ctx.log('enquiries', `${made} for ${artist.fullName}`)
}
