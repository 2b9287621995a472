/** What a member may follow: an artist (a member who sells) or a gallery page (issue 21). */
export const FOLLOW_KINDS = ['artist', 'gallery'] as const
export type FollowKind = (typeof FOLLOW_KINDS)[number]

/** Member roles whose public page can be followed as an artist (a gallery member is followed through its gallery page). */
export const FOLLOWABLE_ARTIST_ROLES = ['artist', 'collector', 'researcher'] as const

/** The business key of a follow, unique per member: 'artist:12', 'gallery:3'. */
export const followKey = (kind: FollowKind, id: number | string): string => `${kind}:${id}`

export const FOLLOW_MESSAGES = {
  noArtist: 'There is no artist with that id to follow.',
  noGallery: 'There is no gallery with that id to follow.',
  notSeller: 'Only artists and galleries can be followed.',
  ownPage: 'You cannot follow yourself.',
  oneTarget: 'A follow names one artist or one gallery, as its kind says.',
  followed: 'Following',
  unfollowed: 'Unfollowed',
} as const
