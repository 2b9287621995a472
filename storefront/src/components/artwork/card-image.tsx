import { cardImageScale, scaledSizes } from '@shared/images'
import { ArtworkImage, type ArtworkImageProps } from './artwork-image'

/**
 * A card's picture: the work inset in its 4:5 box (`p-[7%]`, CARD_IMAGE_INSET in shared/images.ts),
 * lifted by a soft shadow and grown a little on hover, and asked for at the width it is drawn at
 * inside that inset (`sizes` names the card's slot). The shop's and the showcase's cards alike.
 */
export function CardImage({ sizes, image, ...rest }: Omit<ArtworkImageProps, 'fit' | 'className' | 'beside'>) {
  return (
    <ArtworkImage
      {...rest}
      image={image}
      sizes={scaledSizes(sizes, cardImageScale(image))}
      className="p-[7%] transition-transform duration-700 ease-[var(--ease-gallery)] group-hover:scale-[1.03] [filter:drop-shadow(0_10px_14px_rgba(28,26,23,0.18))]"
    />
  )
}
