/**
 * A relationship's value is its document when populated (depth ≥ 1) and the bare id otherwise.
 * Browser-safe and dependency-free, for the collections' hooks, the server's mappers and the seed.
 */

/** The id a relationship value holds, populated or not (null or undefined stay as they are). */
export function relationId<T extends number | string>(value: T | { id: T } | null | undefined): T | null | undefined {
  return typeof value === 'object' && value !== null ? value.id : value
}

/** The id of a relationship value as a string, for comparisons and API fields. */
export const idOf = (value: unknown): string => String(typeof value === 'object' && value !== null ? (value as { id: unknown }).id : value)

/** As idOf, but an empty relationship (null or undefined) stays null. */
export const idOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : idOf(value))
