/**
 * The catalogue: every read the public API makes of artworks, members and galleries, and search
 * (types.ts). `catalogueOf(payload)` answers with the implementation this deployment uses: the SQL
 * one on SQLite and PostgreSQL, the portable one (Local API) on MongoDB or when
 * CATALOGUE_IMPL=portable (payload.config.ts passes it as `custom.catalogue`).
 */
import type { Payload } from 'payload'
import { dialectOf } from '../db/sql'
import { portableCatalogue } from './portable'
import { sqlCatalogue } from './sql'
import type { Catalogue, CatalogueImpl } from './types'

export type { Catalogue, CatalogueImpl } from './types'

/** The implementation configured for this Payload: `custom.catalogue`, else SQL where the adapter is SQL. */
export function catalogueImplOf(payload: Payload): CatalogueImpl {
  const chosen = (payload.config.custom as { catalogue?: unknown } | undefined)?.catalogue
  if (chosen === 'portable' || !dialectOf(payload)) return 'portable'
  if (chosen === undefined || chosen === 'sql') return 'sql'
  throw new Error(`Unknown catalogue implementation: ${String(chosen)}`)
}

const catalogues = new WeakMap<Payload, Catalogue>()

export function catalogueOf(payload: Payload): Catalogue {
  let catalogue = catalogues.get(payload)
  if (!catalogue) {
    catalogue = catalogueImplOf(payload) === 'sql' ? sqlCatalogue(payload) : portableCatalogue(payload)
    catalogues.set(payload, catalogue)
  }
  return catalogue
}
