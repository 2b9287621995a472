/**
 * A module load hook (registered by ./register.mjs in production): the installed packages' ES modules are
 * loaded without its `//# sourceMappingURL` comment, so Node does not read and keep their source
 * maps. tsx turns source maps on for the whole process (Kala's own TypeScript needs them for its
 * stack traces), and Node then parses the map of every module that names one as the module loads
 * and keeps it for the life of the process: Payload, its adapters and their dependencies ship
 * some 1,400 maps, tens of MB of heap in a serving process (issue 22: 400 MB per process). Their
 * stack frames name the installed JavaScript instead, which is what is deployed.
 */
const DEPENDENCY = /\/node_modules\//
const MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*\s*$/

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context)
  if (!DEPENDENCY.test(url) || loaded.source == null || loaded.format !== 'module') return loaded
  const source = typeof loaded.source === 'string' ? loaded.source : Buffer.from(loaded.source).toString('utf8')
  const stripped = source.replace(MAP_COMMENT, '\n')
  return stripped === source ? loaded : { ...loaded, source: stripped }
}
