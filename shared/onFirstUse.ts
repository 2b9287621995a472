/**
 * An Intl formatter made when it first formats something. Building one loads the locale's data
 * (a few milliseconds each on a phone), and a module that built its formatters when imported
 * charged every page that imports it for all of them before the page could respond (issue 22).
 */
export function onFirstUse<V>(make: () => { format(value: V): string }): { format(value: V): string } {
  let made: { format(value: V): string } | undefined
  return { format: (value) => (made ??= make()).format(value) }
}
