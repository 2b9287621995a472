import { useState, type ReactNode } from 'react'
import type { Artwork } from '@shared/api-types'
import { contactSchema } from '@shared/schemas'
import { Button, ButtonLink } from '@/components/ui/button'
import { Badge } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { IconButton } from '@/components/ui/icon-button'
import { BagIcon, ExpandIcon, HeartIcon, SearchIcon } from '@/components/ui/icons'
import { Input } from '@/components/ui/input'
import { Form, InputField, TextareaField, useZodForm } from '@/components/ui/form'
import { Modal } from '@/components/ui/modal'
import { Select } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { SelectMenu } from '@/components/ui/select-menu'
import { RangeSlider } from '@/components/ui/slider'
import { Tabs } from '@/components/ui/tabs'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/toast-store'
import { Tooltip } from '@/components/ui/tooltip'
import { paths } from '@shared/paths'
import { ArtworkCard, ArtworkCardSkeleton } from '@/components/artwork/artwork-card'
import { ZoomOverlay } from '@/components/artwork/zoom-overlay'
import { useLoginRequired } from '@/components/login-required'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { formatCardPrice, formatPrice, formatShortPrice } from '@shared/format'

// Not under /ui-kit/: a folder of that name in the build makes the static server answer /ui-kit with a redirect to /ui-kit/.
const sampleImage = (n: 1 | 2 | 3, width: number, height: number, alt: string) => ({ url: `/samples/sample-${n}.svg`, alt, width, height })

const base: Omit<Artwork, '_id' | 'title' | 'imageUrls' | 'price'> = {
  slug: 'sample',
  artistName: 'Meera Iyer',
  artistSlug: 'meera-iyer',
  uploadedBy: 'meera',
  medium: 'Acrylic',
  material: 'Canvas',
  height: 36,
  width: 30,
  depth: 1.5,
  sizeClass: 'medium',
  yearOfCreation: '2024',
  signed: true,
  location: 'Chennai',
  collectionId: null,
  category: 'Painting',
  style: 'Abstract',
  mood: 'Bold',
  available: true,
  saleStatus: 'available',
  edition: { kind: 'original', size: null },
  status: 'published',
  colors: ['red'],
  description: null,
  interpretation: null,
  likes: 12,
  hasLiked: false,
  returnDays: 7,
  acceptOffers: false,
  createdAt: '2025-04-11T00:00:00.000Z',
}

const SAMPLES: Artwork[] = [
  {
    ...base,
    _id: 'sample-1',
    title: 'Monsoon Over Marine Drive',
    price: 125000,
    imageUrls: [sampleImage(1, 800, 1000, 'Red field with a yellow sun over a dark band')],
  },
  {
    ...base,
    _id: 'sample-2',
    title: 'Backwaters at Dusk',
    artistName: 'Arjun Menon',
    artistSlug: 'arjun-menon',
    medium: 'Watercolour',
    material: 'Paper',
    width: 40,
    height: 30,
    price: 45000,
    imageUrls: [sampleImage(2, 1000, 750, 'Blue hills over a pale lake')],
  },
  {
    ...base,
    _id: 'sample-3',
    title: 'Bindu',
    artistName: 'S. H. Raza Studio',
    artistSlug: 'raza-studio',
    medium: 'Ink',
    material: 'Handmade paper',
    width: 24,
    height: 24,
    price: null,
    saleStatus: 'available',
    edition: { kind: 'original', size: null },
    imageUrls: [sampleImage(3, 800, 800, 'Concentric black circles around a red dot')],
  },
  {
    ...base,
    _id: 'sample-4',
    title: 'Ochre Study No. 4',
    price: 78000,
    saleStatus: 'sold',
    available: false,
    imageUrls: [sampleImage(1, 800, 1000, 'Red and yellow study')],
  },
]

const SORT_DEMO = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
] as const

/** The form primitive on the contact page's schema: errors once a field is changed or left, or on submit. */
function DemoForm() {
  const form = useZodForm(contactSchema, {
    defaultValues: { name: '', email: '', subject: '', message: '' },
    required: ['subject'],
    messages: { name: 'Please tell us your name.', subject: 'Please add a subject.', message: 'Please write your message.' },
  })
  return (
    <Form
      form={form}
      className="grid max-w-3xl gap-6 sm:grid-cols-2"
      aria-label="Sample form"
      onSubmit={() => toast.success('The form is valid')}
    >
      <InputField name="name" label="Name" required />
      <InputField name="email" label="Email" type="email" required hint="We never share it." />
      <InputField name="subject" label="Subject" required containerClassName="sm:col-span-2" />
      <TextareaField name="message" label="Message" required containerClassName="sm:col-span-2" />
      <div>
        <Button type="submit">Check the form</Button>
      </div>
    </Form>
  )
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`kit-${title}`} className="border-t border-line py-12">
      <h2 id={`kit-${title}`} className="mb-8 text-3xl">
        {title}
      </h2>
      {children}
    </section>
  )
}

export default function UiKitRoute() {
  useDocumentMeta({ title: 'UI kit', description: 'The buttons, inputs, modals, toasts and cards of the Kala storefront.' })
  const [modalOpen, setModalOpen] = useState(false)
  const [zoom, setZoom] = useState(false)
  const [tab, setTab] = useState<'one' | 'two' | 'three'>('one')
  const [sort, setSort] = useState<(typeof SORT_DEMO)[number]['value']>('newest')
  const [range, setRange] = useState([25000, 250000])
  const { open: openLoginRequired } = useLoginRequired()

  return (
    <div className="container-page py-16">
      <p className="eyebrow">Design system</p>
      <h1 className="mt-4 text-5xl">UI kit</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">
        Every control the shop uses, live. Use the keyboard too: all of them work without a mouse.
      </p>

      <div className="mt-12">
        <Block title="Typography">
          <div className="space-y-4">
            <p className="font-serif text-6xl">Display serif</p>
            <p className="font-serif text-3xl">Heading, Iowan Old Style / Palatino</p>
            <p className="max-w-2xl text-lg leading-relaxed text-ink-soft">
              Body text in the system sans-serif, at a comfortable measure, with warm ink on an off-white paper ground.
            </p>
            <p className="eyebrow">Eyebrow label</p>
          </div>
        </Block>

        <Block title="Buttons">
          <div className="flex flex-wrap items-center gap-3">
            <Button>Primary</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="ghost">Ghost</Button>
            <Button variant="link">Link button</Button>
            <Button variant="danger">Danger</Button>
            <Button loading>Saving</Button>
            <Button disabled>Disabled</Button>
          </div>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <Button size="sm">Small</Button>
            <Button size="md">Medium</Button>
            <Button size="lg">Large</Button>
            <ButtonLink to={paths.shop.artworks.getHref()} variant="secondary">
              Explore Artworks
            </ButtonLink>
            <Button icon={<BagIcon />}>Add to Cart</Button>
            <Button variant="secondary">Buy Now</Button>
          </div>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <IconButton label="Add to favourites" icon={<HeartIcon />} />
            <IconButton label="Remove from favourites" icon={<HeartIcon filled />} className="text-accent" />
            <IconButton label="Add to cart" icon={<BagIcon />} variant="solid" />
            <IconButton label="Search" icon={<SearchIcon />} variant="ghost" />
            <IconButton label="View full screen" icon={<ExpandIcon />} variant="glass" size="sm" />
          </div>
        </Block>

        <Block title="Form controls">
          <div className="grid max-w-3xl gap-6 sm:grid-cols-2">
            <Input label="Name" placeholder="Your name" required />
            <Input label="Email" type="email" placeholder="you@example.com" hint="We never share it." />
            <Input label="Phone" inputMode="numeric" defaultValue="98200" error="Phone must be exactly 10 digits" />
            <Input label="Disabled" disabled defaultValue="Read only" />
            <Select
              label="Role"
              placeholder="Choose a role"
              options={['explorer', 'artist', 'gallery', 'collector', 'researcher'].map((r) => ({ value: r, label: r }))}
              defaultValue=""
            />
            <Select
              label="Sort"
              options={[
                { value: 'newest', label: 'Newest first' },
                { value: 'price-asc', label: 'Price, low to high' },
                { value: 'price-desc', label: 'Price, high to low' },
              ]}
            />
            <Textarea label="Message" placeholder="Tell us about the work you are looking for" containerClassName="sm:col-span-2" />
            <div className="space-y-3">
              <Checkbox label="Abstract" defaultChecked />
              <Checkbox label="Figurative" description="People, portraits and the body" />
              <Checkbox label="Disabled option" disabled />
            </div>
            <div className="flex items-center gap-4">
              <Tooltip label="Shipping information" content={`Domestic 7 to 14 days, international 14 to 21 days.`}>
                Shipping
              </Tooltip>
              <Tooltip
                label="What is in the box"
                content="The artwork (rolled or framed), an authenticity certificate and a collector's handbook."
              />
            </div>
          </div>
        </Block>

        <Block title="Form (react-hook-form on a shared schema)">
          <DemoForm />
        </Block>

        <Block title="Select menu and slider">
          <div className="grid max-w-3xl items-center gap-8 sm:grid-cols-2">
            <SelectMenu label="Sort by" showLabel options={SORT_DEMO} value={sort} onValueChange={setSort} />
            <div>
              <p className="mb-2 text-sm text-muted" aria-live="polite">
                {formatPrice(range[0] ?? 0)} to {formatPrice(range[1] ?? 0)}
              </p>
              <RangeSlider
                min={0}
                max={500000}
                step={1000}
                value={range}
                thumbLabels={['Minimum price', 'Maximum price']}
                valueText={(v) => formatPrice(v)}
                onValueChange={setRange}
              />
            </div>
          </div>
        </Block>

        <Block title="Tabs">
          <Tabs
            label="Sample tabs"
            items={[
              { value: 'one', label: 'Trending Artworks' },
              { value: 'two', label: 'Top Picked' },
              { value: 'three', label: 'New Arrivals' },
            ]}
            value={tab}
            onChange={setTab}
          >
            <p className="pt-6 text-muted">Selected: {tab}. Use the arrow keys to move between tabs.</p>
          </Tabs>
        </Block>

        <Block title="Modals">
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setModalOpen(true)}>
              Open a modal
            </Button>
            <Button variant="secondary" onClick={openLoginRequired}>
              Open Login Required
            </Button>
            <Button variant="secondary" onClick={() => setZoom(true)}>
              Open zoom overlay
            </Button>
          </div>
          <Modal
            open={modalOpen}
            onClose={() => setModalOpen(false)}
            title="Enquire Artwork Price"
            description="Focus stays inside; Escape, the close button or a click outside closes it."
            footer={
              <>
                <Button variant="ghost" onClick={() => setModalOpen(false)}>
                  Close
                </Button>
                <Button onClick={() => setModalOpen(false)}>Send</Button>
              </>
            }
          >
            <div className="grid gap-4">
              <Input label="Name" />
              <Input label="Email" type="email" />
            </div>
          </Modal>
          {zoom ? (
            <ZoomOverlay image={SAMPLES[0]!.imageUrls[0]!} alt="Monsoon Over Marine Drive by Meera Iyer" onClose={() => setZoom(false)} />
          ) : null}
        </Block>

        <Block title="Toasts">
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => toast.success('Added to cart')}>
              Success toast
            </Button>
            <Button variant="secondary" onClick={() => toast.error('Removed From Favourites')}>
              Error toast
            </Button>
            <Button variant="secondary" onClick={() => toast.info('Already in cart')}>
              Info toast
            </Button>
          </div>
        </Block>

        <Block title="Artwork cards">
          <ul className="grid grid-cols-2 gap-x-5 gap-y-12 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-8">
            {SAMPLES.map((artwork) => (
              <li key={artwork._id}>
                <ArtworkCard artwork={artwork} />
              </li>
            ))}
          </ul>
          <div className="mt-12 grid grid-cols-2 gap-5 md:grid-cols-4">
            <ArtworkCardSkeleton />
          </div>
        </Block>

        <Block title="Prices">
          <table className="w-full max-w-2xl text-left text-sm">
            <thead>
              <tr className="border-b border-line text-muted">
                <th className="py-2 font-medium">Amount</th>
                <th className="py-2 font-medium">Full</th>
                <th className="py-2 font-medium">Card</th>
                <th className="py-2 font-medium">Short</th>
              </tr>
            </thead>
            <tbody>
              {[850, 45000, 125000, 2500000, 32000000].map((amount) => (
                <tr key={amount} className="border-b border-line">
                  <td className="py-2">{amount}</td>
                  <td className="py-2">{formatPrice(amount)}</td>
                  <td className="py-2">{formatCardPrice(amount)}</td>
                  <td className="py-2">{formatShortPrice(amount)}</td>
                </tr>
              ))}
              <tr>
                <td className="py-2">none</td>
                <td className="py-2" colSpan={3}>
                  {formatCardPrice(null)}
                </td>
              </tr>
            </tbody>
          </table>
        </Block>

        <Block title="Feedback">
          <div className="flex flex-wrap items-center gap-6">
            <Spinner />
            <Spinner size="lg" />
            <Badge>Reserved</Badge>
            <Badge tone="dark">Sold</Badge>
            <Badge tone="accent">Coming soon</Badge>
            <Skeleton className="h-6 w-48" />
          </div>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            <EmptyState title="No Artworks Found" description="Try removing a filter or two." />
            <ErrorState
              title="The list could not be loaded."
              message="Network error. Check your connection and try again."
              onRetry={() => toast.info('Retrying')}
            />
          </div>
        </Block>
      </div>
    </div>
  )
}
