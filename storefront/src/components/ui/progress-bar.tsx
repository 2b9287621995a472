import { cn } from '@/lib/cn'

/** A determinate progress bar (an upload): `value` from 0 to 1. */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100)
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 flex-1 overflow-hidden rounded-full bg-paper-deep"
      >
        <div className="h-full rounded-full bg-ink transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-10 text-right text-xs text-muted tabular-nums">{percent}%</span>
    </div>
  )
}
