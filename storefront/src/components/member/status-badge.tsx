import { cn } from '@/lib/cn'

/** 'Published' or 'Unpublished' (an artwork's status, a collection's publish flag), as a small pill. */
export function StatusBadge({ published }: { published: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        published ? 'bg-success/10 text-success' : 'bg-paper-deep text-ink-soft',
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', published ? 'bg-success' : 'bg-muted')} />
      {published ? 'Published' : 'Unpublished'}
    </span>
  )
}
