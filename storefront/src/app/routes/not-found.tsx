import { Link } from 'react-router-dom'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@shared/paths'
import { useDocumentMeta } from '@/hooks/use-document-meta'

export function NotFound() {
  useDocumentMeta({ title: 'Page not found', description: 'The page you were looking for is not here.' })
  return (
    <section className="container-page flex min-h-[65vh] flex-col items-center justify-center py-24 text-center">
      <p aria-hidden="true" className="font-serif text-[7rem] leading-none text-numeral sm:text-[10rem]">
        404
      </p>
      <h1 className="mt-2 text-3xl sm:text-4xl">
        <span className="sr-only">404 </span>Page not found
      </h1>
      <p className="mt-4 max-w-md text-muted">
        The page may have moved, or the artwork found its home. The rest of the collection is still here.
      </p>
      <Link to={paths.home.getHref()} className={buttonClasses('primary', 'md', 'mt-8')}>
        Go Home
      </Link>
    </section>
  )
}

export default NotFound
