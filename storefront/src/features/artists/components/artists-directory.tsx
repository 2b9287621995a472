import { TOP_ARTIST_TABS } from '@shared/constants'
import { ArtistTile, ArtistTileSkeleton } from '@/components/artist-tile'
import { Directory } from '@/components/directory'
import { topArtistsQueryOptions } from '../api/top-artists'

/** 'Explore Artists': Trending Artists / Top Ranked / New Arrivals (the tab is kept in the URL). */
export function ArtistsDirectory() {
  return (
    <Directory
      label="Artists"
      tabs={TOP_ARTIST_TABS}
      queryOptions={topArtistsQueryOptions}
      pageOf={(page) => ({ items: page.artists, count: page.count })}
      itemKey={(artist) => artist._id}
      renderItem={(artist, index) => <ArtistTile artist={artist} priority={index < 2} />}
      renderSkeleton={() => <ArtistTileSkeleton />}
      skeletons={8}
      grid="grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4 lg:gap-x-8 lg:gap-y-14"
      noun="artists"
      empty={{ title: 'No artists here yet', description: 'New artists join every week. Do look again soon.' }}
    />
  )
}
