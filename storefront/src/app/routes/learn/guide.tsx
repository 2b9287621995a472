import { useParams } from 'react-router-dom'
import { paths } from '@/config/paths'
import { LoadFailed } from '@/components/load-failed'
import { useGuide } from '@/features/learn/api/guides'
import { GuideReader, GuideSkeleton } from '@/features/learn/components/guide-reader'

/** /resources/how-to/:slug: one guide of the learning hub. */
export default function GuideRoute() {
  const { slug = '' } = useParams()
  const query = useGuide(slug)
  if (query.isPending) return <GuideSkeleton />
  if (query.isError) {
    return (
      <LoadFailed
        error={query.error}
        what="guide"
        backTo={paths.learn.howTo.getHref()}
        backLabel="All guides"
        onRetry={() => void query.refetch()}
      />
    )
  }
  return <GuideReader key={query.data.slug} guide={query.data} />
}
