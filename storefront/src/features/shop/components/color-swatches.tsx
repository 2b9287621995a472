import { Link } from 'react-router-dom'
import { COLOR_HEX, COLORS } from '@shared/constants'
import { colorLabel } from '@/components/color-swatch'
import { paths } from '@shared/paths'
import { cn } from '@/lib/cn'

/** The 12 colour swatches; the hovered (or focused) one widens. Each links with ?color=…. */
export function ColorSwatches() {
  return (
    <section aria-labelledby="color-title" className="container-page py-16 sm:py-20">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="color-title" className="text-4xl leading-tight sm:text-5xl">
          Color
        </h2>
        <p className="text-muted">Start from the colour of your room, or of your mood.</p>
      </div>
      <ul className="mt-10 flex h-40 gap-1.5 sm:h-56 sm:gap-2">
        {COLORS.map((color) => (
          <li
            key={color}
            className="flex min-w-0 flex-1 transition-[flex-grow] duration-300 ease-[var(--ease-gallery)] hover:grow-[3.5] focus-within:grow-[3.5]"
          >
            <Link
              to={paths.shop.artworks.getHref({ color })}
              aria-label={`${colorLabel(color)}: explore artworks`}
              className={cn('group relative block w-full rounded-sm', color === 'white' && 'ring-1 ring-line-strong ring-inset')}
              style={{ backgroundColor: COLOR_HEX[color] }}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'absolute bottom-3 left-3 hidden text-xs font-medium tracking-wide opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100 sm:block',
                  ['white', 'yellow', 'pink', 'orange'].includes(color) ? 'text-ink' : 'text-white',
                )}
              >
                {colorLabel(color)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
