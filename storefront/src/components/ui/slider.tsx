import * as RadixSlider from '@radix-ui/react-slider'
import { cn } from '@/lib/cn'

export type RangeSliderProps = {
  min: number
  max: number
  step: number
  /** One value per handle, in order. */
  value: number[]
  /** Accessible name of each handle, in order. */
  thumbLabels: string[]
  /** What a screen reader says for a value ('₹25,000'). */
  valueText?: (value: number) => string
  /** While a handle moves. */
  onValueChange: (value: number[]) => void
  /** When a handle is let go, or moved with a key. */
  onValueCommit?: (value: number[]) => void
  className?: string
}

/**
 * A slider with one or more handles on Radix's Slider: each handle is a WAI-ARIA slider (arrow
 * keys, Page Up/Down, Home/End), the values stay in order (a handle moved past another takes its
 * place), and a drag or a key press commits on release.
 */
export function RangeSlider({ min, max, step, value, thumbLabels, valueText, onValueChange, onValueCommit, className }: RangeSliderProps) {
  return (
    <RadixSlider.Root
      min={min}
      max={max}
      step={step}
      value={value}
      onValueChange={onValueChange}
      onValueCommit={onValueCommit}
      minStepsBetweenThumbs={0}
      className={cn('relative flex h-6 w-full touch-none items-center select-none', className)}
    >
      <RadixSlider.Track className="relative h-[3px] grow rounded-full bg-line">
        <RadixSlider.Range className="absolute h-full rounded-full bg-ink" />
      </RadixSlider.Track>
      {value.map((v, index) => (
        <RadixSlider.Thumb
          key={index}
          aria-label={thumbLabels[index]}
          aria-valuetext={valueText?.(v)}
          className="block size-5 cursor-grab rounded-full border-2 border-ink bg-canvas shadow-sm transition-transform focus:outline-none focus-visible:ring-4 focus-visible:ring-accent/30 active:scale-110 active:cursor-grabbing"
        />
      ))}
    </RadixSlider.Root>
  )
}
