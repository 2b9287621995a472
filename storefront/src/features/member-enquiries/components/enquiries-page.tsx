import { useSearchParams } from 'react-router-dom'
import { isSellerRole, NotForYourRole } from '@/components/seller-only'
import { Pager } from '@/components/pager'
import { Skeleton } from '@/components/ui/skeleton'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { Tabs, type TabItem } from '@/components/ui/tabs'
import { ButtonLink } from '@/components/ui/button'
import { paths } from '@shared/paths'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { errorMessage } from '@/lib/api-client'
import { useUser } from '@/lib/auth'
import { useEnquiries, type EnquiryBox } from '../api/get-enquiries'
import { EnquiryItem } from './enquiry-item'

const EMPTY: Record<EnquiryBox, { title: string; description: string }> = {
  received: {
    title: 'No enquiries yet',
    description: 'When a buyer asks the price of one of your works, their enquiry arrives here and by e-mail.',
  },
  sent: {
    title: 'No enquiries sent',
    description: "'Enquire' on an artwork page asks its artist about the price; what you send is kept here.",
  },
}

function EnquiryList({ box, page, onPage }: { box: EnquiryBox; page: number; onPage: (page: number) => void }) {
  const enquiries = useEnquiries(box, page)
  if (enquiries.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 rounded-lg" />
        ))}
      </div>
    )
  }
  if (enquiries.isError) {
    return (
      <ErrorState
        title="Your enquiries could not be loaded."
        message={errorMessage(enquiries.error)}
        onRetry={() => void enquiries.refetch()}
      />
    )
  }
  const { data } = enquiries
  if (!data.enquiries.length) {
    return (
      <EmptyState
        {...EMPTY[box]}
        action={
          box === 'sent' ? (
            <ButtonLink to={paths.shop.artworks.getHref()} variant="secondary" size="sm" className="mt-2">
              Explore Artworks
            </ButtonLink>
          ) : undefined
        }
      />
    )
  }
  return (
    <>
      <p className="mb-4 text-sm text-muted" aria-live="polite">
        {data.count === 1 ? '1 enquiry' : `${data.count} enquiries`}
        {box === 'received' && data.unread ? `, ${data.unread} unread` : ''}
      </p>
      <ul className="flex flex-col gap-4" aria-busy={enquiries.isPlaceholderData || undefined}>
        {data.enquiries.map((enquiry) => (
          <li key={enquiry._id}>
            <EnquiryItem enquiry={enquiry} box={box} />
          </li>
        ))}
      </ul>
      <Pager page={data.page} pages={data.pages} onChange={onPage} label="Enquiry pages" disabled={enquiries.isPlaceholderData} />
    </>
  )
}

/**
 * /admin/enquiries: a seller's inbox of price enquiries about their works (Received, the default)
 * and, for every member, the enquiries they sent (Sent). The tab and page live in the URL
 * (?box=sent&page=2). Explorers have the Sent list only.
 */
export function EnquiriesPage() {
  useDocumentMeta({ title: 'Enquiries', description: 'Price enquiries about your works and the ones you sent.' })
  const user = useUser()
  const [params, setParams] = useSearchParams()
  const seller = user.data ? isSellerRole(user.data.role) : true
  const asked = params.get('box')
  const box: EnquiryBox = asked === 'sent' || asked === 'received' ? asked : seller ? 'received' : 'sent'
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)

  if (user.data && !seller && box === 'received') return <NotForYourRole what="The inbox of received enquiries" />

  const go = (next: { box?: EnquiryBox; page?: number }) => {
    const nextBox = next.box ?? box
    const nextPage = next.page ?? 1
    setParams(
      (current) => {
        const out = new URLSearchParams(current)
        out.set('box', nextBox)
        if (nextPage > 1) out.set('page', String(nextPage))
        else out.delete('page')
        return out
      },
      { replace: next.box !== undefined },
    )
    if (next.page !== undefined) window.scrollTo({ top: 0, behavior: 'instant' })
  }

  const tabs: TabItem<EnquiryBox>[] = seller
    ? [
        { value: 'received', label: 'Received' },
        { value: 'sent', label: 'Sent' },
      ]
    : [{ value: 'sent', label: 'Sent' }]

  return (
    <section aria-labelledby="enquiries-title">
      <h1 id="enquiries-title" className="text-4xl">
        Enquiries
      </h1>
      <p className="mt-2 text-muted">
        {seller ? 'Price enquiries about your works, open ones first, and the ones you sent.' : 'The price enquiries you sent to artists.'}
      </p>
      {user.data ? (
        <Tabs label="Enquiries" items={tabs} value={box} onChange={(value) => go({ box: value })} className="mt-6">
          <div className="pt-6">
            <EnquiryList key={box} box={box} page={page} onPage={(next) => go({ page: next })} />
          </div>
        </Tabs>
      ) : user.isError ? (
        <ErrorState
          className="mt-6"
          title="Your account could not be loaded."
          message={errorMessage(user.error)}
          onRetry={() => void user.refetch()}
        />
      ) : (
        <Skeleton className="mt-6 h-40 rounded-lg" />
      )}
    </section>
  )
}
