import type { Rect, Size } from './crop-geometry'

/** A chosen photo, opened: the element the crop step shows and draws from, and its pixel size. */
export type OpenedPhoto = { element: HTMLImageElement; url: string; width: number; height: number }

/**
 * Opens a chosen file as an image (the browser turns it upright by its EXIF orientation, as it
 * does for the <img> that shows it). Rejects when the file is not an image the browser can read;
 * the caller revokes `url` when it is done with the photo.
 */
export function openPhoto(file: File): Promise<OpenedPhoto> {
  const url = URL.createObjectURL(file)
  const element = new Image()
  return new Promise((resolve, reject) => {
    element.onload = () => {
      if (element.naturalWidth > 0 && element.naturalHeight > 0)
        resolve({ element, url, width: element.naturalWidth, height: element.naturalHeight })
      else {
        URL.revokeObjectURL(url)
        reject(new Error(`${file.name} has no pixels`))
      }
    }
    element.onerror = () => {
      URL.revokeObjectURL(url)
      reject(new Error(`${file.name} could not be read as an image`))
    }
    element.src = url
  })
}

/**
 * Draws `rect` of the photo at `size` and encodes it as a JPEG file of `quality` (0 to 1). A PNG's
 * transparent parts become white (JPEG has no transparency; black would be the default).
 */
export function drawCrop(photo: OpenedPhoto, rect: Rect, size: Size, quality: number, name = 'profile-photo.jpg'): Promise<File> {
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  const context = canvas.getContext('2d')
  if (!context) return Promise.reject(new Error('This browser cannot draw the photo (no 2D canvas).'))
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, size.width, size.height)
  context.imageSmoothingEnabled = true
  context.imageSmoothingQuality = 'high'
  context.drawImage(photo.element, rect.x, rect.y, rect.width, rect.height, 0, 0, size.width, size.height)
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(new File([blob], name, { type: 'image/jpeg' })) : reject(new Error('The photo could not be encoded.'))),
      'image/jpeg',
      quality,
    )
  })
}
