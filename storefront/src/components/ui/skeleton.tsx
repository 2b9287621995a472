import type { CSSProperties } from 'react'
import { cn } from '@/lib/cn'

export function Skeleton({ className, style }: { className?: string; style?: CSSProperties }) {
  return (
    <div
      aria-hidden="true"
      style={style}
      className={cn(
        'rounded-sm bg-[linear-gradient(90deg,var(--color-paper-deep)_0%,#f6f1e8_50%,var(--color-paper-deep)_100%)] bg-[length:200%_100%] motion-safe:animate-[shimmer_1.6s_linear_infinite]',
        className,
      )}
    />
  )
}
