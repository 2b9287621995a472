import { GalleriesDirectory } from '@/features/galleries/components/galleries-directory'
import { useDocumentMeta } from '@/hooks/use-document-meta'

export default function GalleriesRoute() {
  useDocumentMeta({
    title: 'Explore Galleries',
    description:
      'Galleries on Kala: what visitors are viewing now, the most active spaces and new arrivals, with their exhibitions and artists.',
  })
  return (
    <div className="container-page py-14 sm:py-20">
      <header className="max-w-3xl">
        <p className="eyebrow">Galleries</p>
        <h1 className="mt-4 text-5xl leading-[1.05] sm:text-6xl">Explore Galleries</h1>
        <p className="mt-5 text-lg leading-relaxed text-ink-soft">
          Spaces that champion the artists they show. Step into a gallery to see what is on now, what is coming, and the artists it
          represents.
        </p>
      </header>
      <div className="mt-12">
        <GalleriesDirectory />
      </div>
    </div>
  )
}
