import { QueryPage, useRouteParam } from '@/components/query-page'
import { paths } from '@shared/paths'
import { useGuide } from '@/features/learn/api/guides'
import { GuideReader, GuideSkeleton } from '@/features/learn/components/guide-reader'

/** /resources/how-to/:slug: one guide of the learning hub. */
export default function GuideRoute() {
  const query = useGuide(useRouteParam('slug'))
  return (
    <QueryPage query={query} skeleton={<GuideSkeleton />} what="guide" back={{ to: paths.learn.howTo.getHref(), label: 'All guides' }}>
      {(guide) => <GuideReader key={guide.slug} guide={guide} />}
    </QueryPage>
  )
}
