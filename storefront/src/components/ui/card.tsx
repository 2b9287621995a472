import type { HTMLAttributes, ReactNode } from 'react'
import { cn } from '@/lib/cn'

export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <article className={cn('group relative flex flex-col', className)} {...rest} />
}

/** The image area: reserves its aspect ratio so nothing shifts when the image arrives. */
export function CardMedia({ ratio = '4 / 5', className, children }: { ratio?: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('relative overflow-hidden bg-paper-deep', className)} style={{ aspectRatio: ratio }}>
      {children}
    </div>
  )
}

export function CardBody({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-1 flex-col gap-1 pt-4', className)} {...rest} />
}

export function CardTitle({ className, as: Tag = 'h3', ...rest }: HTMLAttributes<HTMLHeadingElement> & { as?: 'h2' | 'h3' | 'h4' }) {
  return <Tag className={cn('font-serif text-lg leading-snug text-ink', className)} {...rest} />
}

export function CardMeta({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-sm text-muted', className)} {...rest} />
}

export function CardFooter({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mt-3 flex items-center justify-between gap-3', className)} {...rest} />
}

export function Badge({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: 'neutral' | 'accent' | 'dark'
  className?: string
  children: ReactNode
}) {
  const tones = {
    neutral: 'bg-canvas/95 text-ink border border-line',
    accent: 'bg-accent text-white',
    dark: 'bg-ink text-paper',
  }
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-[0.7rem] font-semibold tracking-[0.12em] uppercase',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  )
}
