import type { ImageSet } from '@shared/api-types'
import { Modal } from '@/components/ui/modal'
import { buildSrcSet } from '@shared/images'

/**
 * Full-screen view of an image, closed by the close icon, a backdrop click or Escape. `image` is
 * what it holds while open; null means closed.
 */
export function ZoomOverlay({ image, alt, onClose }: { image: ImageSet | null; alt: string; onClose: () => void }) {
  return (
    <Modal open={image !== null} onClose={onClose} title={alt} hideTitle size="full" className="bg-transparent! shadow-none!">
      {image ? (
        <div
          className="flex h-full w-full items-center justify-center p-4 sm:p-10"
          onMouseDown={(event) => {
            // The area around the picture is backdrop too.
            if (event.target === event.currentTarget) onClose()
          }}
        >
          <img
            src={image.large?.url ?? image.url}
            srcSet={buildSrcSet(image) || undefined}
            sizes="100vw"
            alt={alt}
            className="max-h-full max-w-full object-contain shadow-[0_20px_60px_rgba(0,0,0,0.5)]"
          />
        </div>
      ) : null}
    </Modal>
  )
}
