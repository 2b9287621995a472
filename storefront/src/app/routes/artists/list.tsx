import { ArtistsDirectory } from '@/features/artists/components/artists-directory'
import { useDocumentMeta } from '@/hooks/use-document-meta'

export default function ArtistsRoute() {
  useDocumentMeta({
    title: 'Explore Artists',
    description: 'Trending, top ranked and newly arrived artists on Kala: painters, printmakers, sculptors and photographers across India.',
  })
  return (
    <div className="container-page py-14 sm:py-20">
      <header className="max-w-3xl">
        <p className="eyebrow">Artists</p>
        <h1 className="mt-4 text-5xl leading-[1.05] sm:text-6xl">Explore Artists</h1>
        <p className="mt-5 text-lg leading-relaxed text-ink-soft">
          The people behind the work. Open an artist to see everything they have made for Kala, and read their story.
        </p>
      </header>
      <div className="mt-12">
        <ArtistsDirectory />
      </div>
    </div>
  )
}
