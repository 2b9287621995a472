import type { OwnExhibition } from '@shared/api-types'
import { pickImageUrl } from '@shared/images'

/** An exhibition's cover, small (a table row, a phone's card); a plain tile when it has none. */
export function ExhibitionCover({ exhibition, size = 'md' }: { exhibition: Pick<OwnExhibition, 'photo'>; size?: 'md' | 'lg' }) {
  const url = pickImageUrl(exhibition.photo, 200)
  const box = size === 'lg' ? 'h-20 w-28' : 'h-12 w-16'
  return url ? (
    <img src={url} alt="" width={112} height={80} loading="lazy" className={`${box} shrink-0 rounded-md bg-paper-deep object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${box} block shrink-0 rounded-md bg-[linear-gradient(135deg,var(--color-paper-deep),var(--color-line))]`}
    />
  )
}
