import { Link } from 'react-router-dom'
import { paths } from '@shared/paths'
import { useDocumentMeta } from '@/hooks/use-document-meta'

/**
 * Placeholder body for route modules that another change will replace. Kept deliberately plain:
 * it says what the page will be and offers a way on.
 */
export function ComingNext({ title, description }: { title: string; description: string }) {
  useDocumentMeta({ title, description })
  return (
    <section className="container-page flex min-h-[55vh] flex-col items-start justify-center gap-5 py-24">
      <p className="eyebrow">Coming next</p>
      <h1 className="text-4xl sm:text-5xl">{title}</h1>
      <p className="max-w-xl text-lg text-muted">{description}</p>
      <Link to={paths.shop.landing.getHref()} className="link-quiet text-ink">
        Visit the shop
      </Link>
    </section>
  )
}
