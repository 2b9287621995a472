/**
 * The flags a Local API call hands to the collections' hooks through `req.context`, typed for
 * every `payload.create/update(..., context)` and every `req.context` read.
 */
declare module 'payload' {
  interface RequestContext {
    /**
     * Set by the seed and the test fixtures: a staff role may be created without an admin
     * signed in, and a new gallery account opens no gallery page (the seed makes its own).
     */
    seeding?: boolean
  }
}

export {}
