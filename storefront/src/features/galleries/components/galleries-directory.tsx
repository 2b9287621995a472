import { TOP_GALLERY_TABS } from '@shared/constants'
import { Directory } from '@/components/directory'
import { topGalleriesQueryOptions } from '../api/top-galleries'
import { GalleryTile, GalleryTileSkeleton } from './gallery-tile'

/** 'Explore Galleries': Currently Viewing / Most Active / New Arrivals (the tab is kept in the URL). */
export function GalleriesDirectory() {
  return (
    <Directory
      label="Galleries"
      tabs={TOP_GALLERY_TABS}
      queryOptions={topGalleriesQueryOptions}
      pageOf={(page) => ({ items: page.galleries, count: page.count })}
      itemKey={(gallery) => gallery._id}
      renderItem={(gallery, index) => <GalleryTile gallery={gallery} priority={index < 1} />}
      renderSkeleton={() => <GalleryTileSkeleton />}
      skeletons={6}
      grid="grid gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3 lg:gap-x-8 lg:gap-y-16"
      noun="galleries"
      empty={{ title: 'No galleries here yet', description: 'Galleries are joining Kala. Do look again soon.' }}
    />
  )
}
