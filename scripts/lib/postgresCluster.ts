/**
 * A throw-away PostgreSQL cluster in a temporary directory, started and stopped with Debian's
 * initdb/pg_ctl as the `postgres` user (the way .ci/run starts one): for the tests and scripts that
 * stop the database under load or run several instances against it. Needs root (runuser) and the
 * `postgresql` package.
 */
import { execFileSync } from 'node:child_process'
import { createServer } from 'node:net'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export type PostgresCluster = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string
  port: number
  dir: string
  start: () => void
  /** `immediate`: the processes are killed, as in a crash or a pulled plug; `fast`: a clean shutdown. */
  stop: (mode?: 'immediate' | 'fast') => void
  /** Stops the cluster and removes its directory. */
  destroy: () => void
}

/** The newest installed PostgreSQL's binaries, or null when none is installed. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b))
  return versions.length ? join(root, versions.at(-1)!, 'bin') : null
}

export function canStartCluster(): boolean {
  return postgresBin() !== null && process.getuid?.() === 0
}

export function createCluster(port: number): PostgresCluster {
  const bin = postgresBin()
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql).')
  const dir = mkdtempSync(join(tmpdir(), 'kala-pg-'))
  chownSync(dir, uidOf('postgres'), gidOf('postgres'))
  const data = join(dir, 'data')
  const asPostgres = (command: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale'])
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200`
  let running = false
  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    start: () => {
      asPostgres('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-o', options, 'start'])
      running = true
    },
    stop: (mode = 'fast') => {
      asPostgres('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop'])
      running = false
    },
    destroy: () => {
      if (running) cluster.stop('immediate')
      rmSync(dir, { recursive: true, force: true })
    },
  }
  cluster.start()
  return cluster
}

const uidOf = (user: string) => Number(execFileSync('id', ['-u', user]).toString().trim())
const gidOf = (user: string) => Number(execFileSync('id', ['-g', user]).toString().trim())

/** A TCP port nobody listens on now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port.'))))
    })
  })
}
