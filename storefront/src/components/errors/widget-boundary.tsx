import { QueryErrorResetBoundary } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ErrorState } from '@/components/ui/states'
import { ErrorBoundary } from './error-boundary'

/** Widget-level boundary: one failing section of a page does not take the page down. */
export function WidgetBoundary({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallback={({ reset: retry }) => <ErrorState title={title ?? 'This section could not be shown.'} onRetry={retry} />}
        >
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  )
}
