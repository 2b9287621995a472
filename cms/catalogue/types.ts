/**
 * The catalogue's read paths, one per entity, as two implementations answer them: `sql`
 * (cms/catalogue/sql: plain indexed SQL for SQLite and PostgreSQL, the fast path) and `portable`
 * (cms/catalogue/portable: Payload's Local API, for MongoDB, and selectable on SQL with
 * CATALOGUE_IMPL=portable). Both return Payload-shaped documents with the same values; the API's
 * mappers turn them into responses, so both give the same JSON (the public API's integration
 * tests run against both).
 *
 * Ids travel as strings: numbers on SQL, ObjectIds on MongoDB.
 */
import type { Color, Role, SizeClass } from '../../shared/constants'
import type { Artwork, Gallery, User } from '../../payload-types'

export type Id = string
export type CatalogueImpl = 'sql' | 'portable'

/** Stored values of the shop's facets (already mapped from the words people type, see filters.ts). */
export type Facets = {
  category?: string[]
  style?: string[]
  /** Every usual spelling of the chosen mediums (medium is free text on the form). */
  medium?: string[]
  mood?: string[]
  /** Any of a work's colours. */
  color?: Color
}

/** Conditions on visible artworks (visibility always applies: saleRules.visible*). */
export type ArtworkFilter = {
  /** Every given facet holds. */
  facets?: Facets
  /** The dominant (first) colour is, or is not, this one. */
  primaryColor?: Color
  notPrimaryColor?: Color
  sizes?: SizeClass[]
  priceMin?: number
  priceMax?: number
  /** true: has a price; false: "price on request". */
  priced?: boolean
  /** The represented artist (a user id). */
  artist?: Id
  notArtist?: Id
  /** Works of this uploader… */
  owner?: Id
  /** …that name no artist profile, under this artist name (a gallery's works by an artist not on Kala). */
  unprofiledArtistName?: string
  collection?: Id
  style?: string
  excludeIds?: Id[]
}

/**
 * `score`: the style quiz's "match any": works matching more of the facets first, then newest.
 * `likes`: most liked first. Ties always go to the newest (or the highest id).
 */
export type ArtworkOrder = 'newest' | 'price-asc' | 'price-desc' | 'likes' | { score: Facets }

/** The orders a page can resume from a key (cursor.ts): a segment of the shop listing is read in one of these. */
export type KeysetOrder = 'newest' | 'price-asc' | 'price-desc'

/**
 * A work's place in a keyset order: its sort key (the creation time as the database keeps it, or
 * the price) and its id, the tie-break.
 */
export type KeysetPoint = { key: string | number; id: Id }

/** An artwork's place in a ranked list, with the key of the artist it shows (for the home rows' per-artist cap). */
export type Ranked = { id: Id; artist: string }

export type MemberKey =
  | { username: string }
  /** The URL name (slug, lower-cased) or the username. */
  | { slugOrUsername: string; role?: Role }

/** Whom a work counts for: the artist it names (their own works and their galleries'), or whoever lists it. */
export type CreditedTo = 'artist' | 'owner'

export type SearchKind = 'artwork' | 'artist' | 'gallery'
export type SearchTerm = { term: string; quality: number }
/** For each query word with at least one match, its index terms. */
export type Expansion = SearchTerm[][]

export type SearchOrder = 'relevance' | 'newest' | 'price-asc' | 'price-desc'

export interface Search {
  /** The query's words and the index terms each matches (words matching nothing are dropped). */
  expand(query: string): Promise<{ words: string[]; expansion: Expansion }>
  /** The best documents of one kind, most relevant first; artworks are visible ones only. */
  top(kind: SearchKind, expansion: Expansion, limit: number): Promise<Id[]>
  /** A page of visible artworks with every word and the filter, and how many there are. */
  artworkPage(
    expansion: Expansion,
    filter: ArtworkFilter,
    order: SearchOrder,
    offset: number,
    limit: number,
  ): Promise<{ ids: Id[]; count: number }>
}

export interface Catalogue {
  readonly impl: CatalogueImpl

  // ---- artworks (visible ones, unless a method says otherwise)
  artworkIds(filter: ArtworkFilter, order: ArtworkOrder, offset: number, limit: number): Promise<Id[]>
  /** How many visible works pass the filter; with `upTo`, at most upTo + 1 (more than upTo: a bounded read). */
  countArtworks(filter: ArtworkFilter, upTo?: number): Promise<number>
  /**
   * Up to `limit` visible works of the filter in `order`, starting after `after` (from the first when
   * null), each with its key: a range of the order's index, however deep (Load More's cursor).
   */
  artworksAfter(filter: ArtworkFilter, order: KeysetOrder, after: KeysetPoint | null, limit: number): Promise<KeysetPoint[]>
  /** Artworks by id, in the order given, whatever their visibility (unknown ids are left out). */
  artworksByIds(ids: Id[]): Promise<Artwork[]>
  /** The subset of ids that are visible, in the order given. */
  visibleIds(ids: Id[]): Promise<Id[]>
  /** One artwork by id or slug, whatever its visibility. */
  artworkByKey(key: string): Promise<Artwork | null>
  /** Which of the artworks the user liked. */
  likedAmong(userId: Id, ids: Id[]): Promise<Set<string>>
  /** A slice of every visible artwork in `order`, leaving out `exclude`, with each one's artist key. */
  ranked(order: 'likes' | 'newest', exclude: Id[], offset: number, limit: number): Promise<Ranked[]>
  /** The visible artwork at position `hash mod n` of a stable order (the artwork of the day). */
  dailyPick(hash: number): Promise<Id | null>
  /** Visible artworks with the most likes since `since`, most first. */
  recentlyLiked(since: Date, limit: number): Promise<Id[]>
  /** Visible works and their likes per represented artist (`artist`), or per uploader (`owner`: galleries and other members). */
  worksPer(by: CreditedTo): Promise<Map<Id, { works: number; likes: number }>>
  /** Likes since `since` on each artist's (or uploader's) works. */
  recentLikesPer(by: CreditedTo, since: Date): Promise<Map<Id, number>>
  /** Visible works per artists' collection. */
  worksPerCollection(ids: Id[]): Promise<Map<Id, number>>
  /** Moves with any write to public content, artworks, profiles, guides and the rest (contentVersion.ts); for memo keys (memo.ts). */
  version(): Promise<string>

  // ---- people: members (users) and galleries, public fields only
  /** One member with the public profile (photo and CV included). Staff never match a role. */
  member(key: MemberKey): Promise<User | null>
  memberById(id: Id): Promise<User | null>
  /** The return policy each of these sellers states (days, null when never set), by id: public, shown with their works. */
  returnPolicies(ids: Id[]): Promise<Map<string, number | null>>
  /** Artists by id, in the order given (summary fields and photo). */
  artists(ids: Id[]): Promise<User[]>
  /** A page of a role's members, A to Z by name. */
  memberPage(role: Role, offset: number, limit: number): Promise<{ docs: User[]; total: number }>
  membersOfRole(role: Role): Promise<{ id: Id; createdAt: string }[]>
  /** Galleries by id, in the order given (photo and banners). */
  galleries(ids: Id[]): Promise<Gallery[]>
  /** One gallery by id or username, with photo, banners and represented artists' ids. */
  gallery(key: string): Promise<Gallery | null>
  galleryPage(offset: number, limit: number): Promise<{ docs: Gallery[]; total: number }>
  galleryStats(): Promise<{ id: Id; createdAt: string; views: number }[]>
  exhibitionsPerGallery(): Promise<Map<Id, number>>
  /** Galleries with an exhibition open at `now`. */
  openGalleries(now: Date): Promise<Set<Id>>
  /** Exhibitions ending after `since`, per gallery (held in the last year, and planned). */
  activeExhibitionsPerGallery(since: Date): Promise<Map<Id, number>>
  /**
   * Changes whenever a member or a gallery page is saved (an account verified, trusted, renamed):
   * the memo keys of the member and gallery lists, so an account that becomes public is listed at once.
   */
  accountsVersion(): Promise<string>

  readonly search: Search
}
