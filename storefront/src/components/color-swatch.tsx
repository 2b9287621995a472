import { COLOR_HEX, type Color } from '@shared/constants'
import { cn } from '@/lib/cn'

/** 'blue' → 'Blue': a colour's name as shown and spoken. */
export const colorLabel = (color: string) => color.charAt(0).toUpperCase() + color.slice(1)

/** Colours light enough that a tick on them must be dark. */
const LIGHT = new Set<Color>(['white', 'yellow', 'pink', 'orange'])

/**
 * One colour as a round toggle button (the shop's colour filter, an artist's works): named by the
 * colour, pressed when chosen (ringed, with a tick), outlined when it is white.
 */
export function ColorSwatchButton({ color, pressed, onClick }: { color: Color; pressed: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={colorLabel(color)}
      title={colorLabel(color)}
      onClick={onClick}
      className={cn(
        'relative inline-flex size-8 items-center justify-center rounded-full transition-transform duration-200 hover:scale-110',
        color === 'white' && 'ring-1 ring-line-strong ring-inset',
        pressed && 'ring-2 ring-ink ring-offset-2 ring-offset-paper',
      )}
      style={{ backgroundColor: COLOR_HEX[color] }}
    >
      {pressed ? (
        <svg viewBox="0 0 16 16" aria-hidden="true" className={cn('size-3.5', LIGHT.has(color) ? 'text-ink' : 'text-white')}>
          <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : null}
    </button>
  )
}
