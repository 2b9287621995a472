import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@shared/paths'

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(
      error.message,
    )
  )
}

/** Route-level error element: shown in place of a page that failed to load or render. */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError()
  const navigate = useNavigate()
  const location = useLocation()
  console.error('Route error', error)

  const retry = () => {
    // A failed chunk (e.g. after a deploy) needs a real reload; a render error re-renders.
    if (isChunkLoadError(error)) window.location.reload()
    else navigate(location.pathname + location.search, { replace: true })
  }

  // Inside the layout the page already has a <main>; alone (the layout itself failed) it needs one.
  const Wrapper = standalone ? 'main' : 'section'
  const wrapperProps = standalone ? { id: 'main', tabIndex: -1 } : { 'aria-labelledby': 'route-error-title' }
  const status = isRouteErrorResponse(error) ? error.status : null
  return (
    <Wrapper {...wrapperProps} className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-5 py-24 text-center">
      <p className="eyebrow">{status ? `Error ${status}` : 'Something went wrong'}</p>
      <h1 id="route-error-title" className="text-4xl sm:text-5xl">
        This page could not be shown.
      </h1>
      <p className="max-w-md text-muted">It may be a passing problem with the connection. Try again, or return to the home page.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={retry}>Try again</Button>
        <Link to={paths.home.getHref()} className="inline-flex h-11 items-center px-4 link-quiet">
          Go Home
        </Link>
      </div>
    </Wrapper>
  )
}
