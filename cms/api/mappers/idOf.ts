/** The id of a relationship value, populated or not. */
export const idOf = (value: unknown): string => String(typeof value === 'object' && value !== null ? (value as { id: unknown }).id : value)
