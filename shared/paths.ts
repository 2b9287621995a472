/**
 * Every route of the storefront, with its path pattern (react-router syntax)
 * and a link builder. The server imports this file to tell storefront routes from unknown paths
 * (HTTP 404), so it must stay free of React and browser-only imports.
 */

type Query = Record<string, string | number | readonly string[] | null | undefined>

/** `?a=1&b=x,y` from a record; empty values are left out. */
export function toQueryString(query: Query = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','))
    } else {
      params.set(key, String(value))
    }
  }
  const qs = params.toString()
  return qs ? `?${qs}` : ''
}

const seg = (value: string | number) => encodeURIComponent(String(value))

export const paths = {
  home: { path: '/', getHref: () => '/' },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },

  auth: {
    login: {
      path: '/login',
      /** `redirectUrl` is where to go after login (decoded by the login page). */
      getHref: (redirectUrl?: string | null) => `/login${toQueryString({ redirectUrl: redirectUrl ?? undefined })}`,
    },
    signup: { path: '/signup', getHref: () => '/signup' },
    verifyEmail: {
      path: '/verify-email',
      getHref: (email?: string, token?: string) => `/verify-email${toQueryString({ email, token })}`,
    },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    /** The link of the reset mail carries `token`. */
    resetPassword: { path: '/reset-password', getHref: (token?: string) => `/reset-password${toQueryString({ token })}` },
    /** The link mailed to a new e-mail address carries `token`. */
    confirmEmail: { path: '/confirm-email', getHref: (token?: string) => `/confirm-email${toQueryString({ token })}` },
  },

  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    dashboard: { path: '/admin/dashboard', getHref: () => '/admin/dashboard' },
    artworks: { path: '/admin/artworks', getHref: () => '/admin/artworks' },
    collections: { path: '/admin/collections', getHref: () => '/admin/collections' },
    profile: { path: '/admin/profile', getHref: () => '/admin/profile' },
    editArtwork: {
      path: '/admin/edit/artwork/:artworkId',
      getHref: (artworkId: string) => `/admin/edit/artwork/${seg(artworkId)}`,
    },
    addArtwork: {
      path: '/admin/add/artwork',
      /** Optional `id` edits an existing artwork. */
      getHref: (id?: string) => `/admin/add/artwork${toQueryString({ id })}`,
    },
    addCollection: { path: '/admin/add/collection', getHref: () => '/admin/add/collection' },
    editCollection: {
      path: '/admin/edit/collection/:collectionId',
      getHref: (collectionId: string) => `/admin/edit/collection/${seg(collectionId)}`,
    },
    orders: { path: '/admin/orders', getHref: () => '/admin/orders' },
    sales: { path: '/admin/sales', getHref: () => '/admin/sales' },
    /** A seller's balances, payout statement and payout details. */
    payouts: { path: '/admin/payouts', getHref: () => '/admin/payouts' },
    enquiries: { path: '/admin/enquiries', getHref: () => '/admin/enquiries' },
    favourites: { path: '/admin/favourites', getHref: () => '/admin/favourites' },
    following: { path: '/admin/following', getHref: () => '/admin/following' },
    /** Notifications, saved alerts and digest e-mail settings (issue 21). */
    notifications: { path: '/admin/notifications', getHref: () => '/admin/notifications' },
    /** Offers received and made (issue 21, part 3). */
    offers: { path: '/admin/offers', getHref: () => '/admin/offers' },
    messages: { path: '/admin/messages', getHref: () => '/admin/messages' },
    conversation: {
      path: '/admin/messages/:conversationId',
      getHref: (conversationId: string) => `/admin/messages/${seg(conversationId)}`,
    },
    security: { path: '/admin/security', getHref: () => '/admin/security' },
    /** A gallery's represented artists. */
    artists: { path: '/admin/artists', getHref: () => '/admin/artists' },
    /** An artist's galleries: the requests to represent them and their answers. */
    galleries: { path: '/admin/galleries', getHref: () => '/admin/galleries' },
    /** A gallery's exhibitions. */
    exhibitions: { path: '/admin/exhibitions', getHref: () => '/admin/exhibitions' },
    addExhibition: { path: '/admin/add/exhibition', getHref: () => '/admin/add/exhibition' },
    editExhibition: {
      path: '/admin/edit/exhibition/:exhibitionId',
      getHref: (exhibitionId: string) => `/admin/edit/exhibition/${seg(exhibitionId)}`,
    },
    /** The member's viewing rooms (issue 21, part 5): list, new, one room's editor. */
    rooms: { path: '/admin/rooms', getHref: () => '/admin/rooms' },
    addRoom: {
      path: '/admin/add/room',
      /** Optional `artwork`: the work the artwork page's "Add to a viewing room" starts the room with. */
      getHref: (artwork?: string) => `/admin/add/room${toQueryString({ artwork })}`,
    },
    editRoom: { path: '/admin/edit/room/:roomId', getHref: (roomId: string) => `/admin/edit/room/${seg(roomId)}` },
  },

  showcase: {
    path: '/:username/page',
    getHref: (username: string) => `/${seg(username)}/page`,
  },
  profile: {
    /** Public profile; the optional trailing username is accepted too. */
    byRole: {
      path: '/profile/:role/:slug',
      getHref: (role: string, slug: string) => `/profile/${seg(role)}/${seg(slug)}`,
    },
    byRoleWithUsername: {
      path: '/profile/:role/:slug/:username',
      getHref: (role: string, slug: string, username: string) => `/profile/${seg(role)}/${seg(slug)}/${seg(username)}`,
    },
    byUsername: {
      path: '/profile/:username',
      getHref: (username: string) => `/profile/${seg(username)}`,
    },
  },

  artists: {
    list: { path: '/artists', getHref: () => '/artists' },
    artist: {
      path: '/artist/:artistSlug',
      getHref: (artistSlug: string) => `/artist/${seg(artistSlug)}`,
    },
    artworks: {
      path: '/artworks/:artistSlug',
      getHref: (artistSlug: string, query?: { page?: number; color?: string; size?: string }) =>
        `/artworks/${seg(artistSlug)}${toQueryString(query)}`,
    },
  },

  galleries: {
    list: { path: '/galleries', getHref: () => '/galleries' },
    gallery: {
      path: '/gallery/:galleryId',
      /** Accepts an id or a username (DECISIONS 12). */
      getHref: (galleryIdOrUsername: string) => `/gallery/${seg(galleryIdOrUsername)}`,
    },
    exhibition: { path: '/exhibition/:id', getHref: (id: string) => `/exhibition/${seg(id)}` },
  },

  shop: {
    landing: { path: '/shop', getHref: () => '/shop' },
    artworks: {
      path: '/shop/artworks',
      getHref: (query?: Query) => `/shop/artworks${toQueryString(query)}`,
    },
    artwork: {
      path: '/shop/artwork/:username/:artworkId',
      /** The first segment may be the username, artistSlug or uploadedBy (DECISIONS 12). */
      getHref: (usernameOrSlug: string, artworkId: string) => `/shop/artwork/${seg(usernameOrSlug)}/${seg(artworkId)}`,
    },
    /** A work's canonical address: its artist's (or uploader's) name and its slug (or id). */
    artworkOf: (work: { artistSlug: string | null; uploadedBy: string; slug?: string | null; _id: string }) =>
      `/shop/artwork/${seg(work.artistSlug || work.uploadedBy)}/${seg(work.slug || work._id)}`,
    /**
     * True when an artwork address's first segment names the work's artist or uploader (any case):
     * any other name is a link to another artist's page and is sent to the canonical address.
     */
    artworkOwnerMatches: (segment: string, work: { artistSlug: string | null; uploadedBy: string }) =>
      [work.artistSlug, work.uploadedBy].some((name) => !!name && name.toLowerCase() === segment.toLowerCase()),
    artworkAlias: {
      path: '/artwork/:uploadedBy/:id',
      getHref: (uploadedBy: string, id: string) => `/artwork/${seg(uploadedBy)}/${seg(id)}`,
    },
    checkout: { path: '/shop/checkout', getHref: () => '/shop/checkout' },
  },

  learn: {
    howTo: { path: '/resources/how-to', getHref: () => '/resources/how-to' },
    /** One learning-hub guide, readable in full. */
    guide: {
      path: '/resources/how-to/:slug',
      getHref: (slug: string) => `/resources/how-to/${seg(slug)}`,
    },
    dictionary: {
      path: '/resources/art-dictionary',
      /** The selected category and term travel in the query, so a link opens the same view. */
      getHref: (query?: { category?: string; term?: string; q?: string }) => `/resources/art-dictionary${toQueryString(query)}`,
    },
    quiz: { path: '/learn/quiz', getHref: () => '/learn/quiz' },
  },

  legal: {
    privacy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
    terms: { path: '/terms-and-conditions', getHref: () => '/terms-and-conditions' },
  },

  /** Certificates of authenticity: the form to type a number, and one certificate's public page (printed on it, and its QR code). */
  /** A viewing room opened by its link: never listed, never indexed (noindex, no sitemap entry). */
  room: { path: '/rooms/:token', getHref: (token: string) => `/rooms/${seg(token)}` },
  verify: {
    form: { path: '/verify', getHref: () => '/verify' },
    certificate: { path: '/verify/:number', getHref: (number: string) => `/verify/${seg(number)}` },
  },

  uiKit: { path: '/ui-kit', getHref: () => '/ui-kit' },
} as const

type Entry = { path: string }
function collect(node: unknown, out: string[]): string[] {
  if (node && typeof node === 'object') {
    if ('path' in node && typeof (node as Entry).path === 'string') {
      out.push((node as Entry).path)
    } else {
      for (const child of Object.values(node)) collect(child, out)
    }
  }
  return out
}

/**
 * Every path pattern the storefront answers, in react-router syntax (`:param` segments, no
 * optional segments, no splats). Anything else is the 404 page, and the server answers 404.
 */
export const storefrontRoutePatterns: string[] = collect(paths, [])

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean)
  const have = pathname.split('/').filter(Boolean)
  if (want.length !== have.length) return false
  return want.every((part, i) => {
    const actual = have[i] ?? ''
    return part.startsWith(':') ? actual.length > 0 : part === actual
  })
}

/** True when the pathname is a storefront route (a trailing slash is tolerated). */
export function isStorefrontPath(pathname: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    // A malformed percent-escape is not a route of ours.
    return false
  }
  return storefrontRoutePatterns.some((pattern) => matches(pattern, decoded))
}

/**
 * A redirect target from a query parameter, made safe: only same-origin absolute paths
 * ("/shop?x=1"), never "//host" or "https://host". Anything else gives `fallback`.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value) return fallback
  let decoded = value
  try {
    // URLSearchParams already decoded once; links built elsewhere may have encoded twice.
    if (/%2f/i.test(decoded)) decoded = decodeURIComponent(decoded)
  } catch {
    return fallback
  }
  if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.startsWith('/\\')) return fallback
  return decoded
}
