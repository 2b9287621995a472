import { useLocation } from 'react-router-dom'
import { ShopArtworks } from '@/features/shop/components/shop-artworks'
import { useDocumentMeta } from '@/hooks/use-document-meta'

/** /shop/artworks: the filterable listing; the filters live in the query string. */
export default function ShopArtworksRoute() {
  const { search } = useLocation()
  const q = new URLSearchParams(search).get('q')?.trim()
  useDocumentMeta({
    title: q ? `Artworks matching “${q}”` : 'Artworks',
    description:
      'Original paintings, drawings, prints and sculpture by Indian artists and galleries. Filter by category, style, medium, mood, size, colour and price.',
  })
  return <ShopArtworks />
}
