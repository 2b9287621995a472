import { describe, expect, it } from 'vitest'
import { isStorefrontPath, paths, safeRedirect, storefrontRoutePatterns } from './paths'

describe('storefront route table', () => {
  it('lists every route of the spec', () => {
    for (const pattern of [
      '/',
      '/about',
      '/contact',
      '/login',
      '/signup',
      '/verify-email',
      '/admin',
      '/admin/edit/artwork/:artworkId',
      '/:username/page',
      '/profile/:role/:slug',
      '/profile/:username',
      '/artists',
      '/artist/:artistSlug',
      '/artworks/:artistSlug',
      '/galleries',
      '/gallery/:galleryId',
      '/exhibition/:id',
      '/shop',
      '/shop/artworks',
      '/shop/artwork/:username/:artworkId',
      '/artwork/:uploadedBy/:id',
      '/shop/checkout',
      '/privacy-policy',
      '/terms-and-conditions',
      '/resources/how-to',
      '/resources/art-dictionary',
      '/learn/quiz',
      '/ui-kit',
    ]) {
      expect(storefrontRoutePatterns).toContain(pattern)
    }
  })

  it('tells storefront paths from unknown ones', () => {
    expect(isStorefrontPath('/shop/artwork/meera/42')).toBe(true)
    expect(isStorefrontPath('/meera/page')).toBe(true)
    expect(isStorefrontPath('/admin/orders/')).toBe(true)
    expect(isStorefrontPath('/no/such/page/here')).toBe(false)
    expect(isStorefrontPath('/shop/artwork/meera')).toBe(false)
  })

  it('builds links', () => {
    expect(paths.shop.artwork.getHref('meera iyer', '42')).toBe('/shop/artwork/meera%20iyer/42')
    expect(paths.shop.artworks.getHref({ style: 'abstract', color: undefined })).toBe('/shop/artworks?style=abstract')
    expect(paths.auth.login.getHref('/shop?x=1')).toBe('/login?redirectUrl=%2Fshop%3Fx%3D1')
  })

  it('only redirects within the site', () => {
    expect(safeRedirect('/shop/artworks?style=abstract')).toBe('/shop/artworks?style=abstract')
    expect(safeRedirect('%2Fadmin%2Forders')).toBe('/admin/orders')
    expect(safeRedirect('https://evil.example')).toBe('/')
    expect(safeRedirect('//evil.example')).toBe('/')
    expect(safeRedirect(null)).toBe('/')
  })
})
