import { FavouritesPage } from '@/features/member-favourites/components/favourites-page'

/** /admin/favourites (guarded): the works the member liked. */
export default function AdminFavouritesRoute() {
  return <FavouritesPage />
}
