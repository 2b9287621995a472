/**
 * A configuration's own copy of a collection or global: its plain objects and arrays copied at
 * every depth, its functions shared. Payload sanitises a configuration in place (it adds fields,
 * fills defaults, and access/guardEveryCollection.ts wraps access functions and adds a hook), so a
 * process that builds more than one configuration (the integration tests, one per test file, each
 * on a database of its own) must hand each build objects no other build has touched.
 */
export function ownCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => ownCopy(item)) as T
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return value
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) copy[key] = ownCopy(item)
  return copy as T
}
