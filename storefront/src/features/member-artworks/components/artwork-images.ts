import type { Artwork } from '@shared/api-types'
import type { PickedImage } from '@/components/member/image-picker'

/** The places of an artwork's images, in the order the server keeps them. */
export const ARTWORK_IMAGE_SLOTS = ['Front', 'Back', 'Signature / marking'] as const

/** The file name at the end of a URL ('/media/harbour-front.jpg' → 'harbour-front.jpg'). */
const fileName = (url: string) => decodeURIComponent(new URL(url, 'http://kala.invalid').pathname.split('/').pop() ?? '')

/** A saved work's images in the picker (no file: they are on the server). */
export function savedImages(artwork: Artwork): PickedImage[] {
  return artwork.imageUrls.map((image, i) => ({
    key: `saved-${i}-${image.url}`,
    url: image.url,
    name: fileName(image.url) || `${ARTWORK_IMAGE_SLOTS[i] ?? 'Image'} image`,
  }))
}

/** Whether the picker's images differ from the saved ones (other images, or another order). */
export function imagesChanged(initial: readonly PickedImage[], current: readonly PickedImage[]): boolean {
  return initial.length !== current.length || initial.some((image, i) => image.key !== current[i]?.key)
}

/**
 * The files to upload. An update replaces all the images when it sends any, so images already on
 * the server that stay (moved, or beside a new one) are fetched back as files first.
 */
export async function filesOf(images: readonly PickedImage[]): Promise<File[]> {
  return Promise.all(
    images.map(async (image) => {
      if (image.file) return image.file
      const response = await fetch(image.url)
      if (!response.ok) throw new Error(`The saved image ${image.name} could not be read again.`)
      const blob = await response.blob()
      return new File([blob], fileName(image.url) || 'image', { type: blob.type })
    }),
  )
}
