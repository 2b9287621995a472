import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Memory (/dev/shm) where the machine has it and it can be written, else the usual temporary directory. */
function base(): string {
  try {
    accessSync('/dev/shm', constants.W_OK)
    return '/dev/shm'
  } catch {
    return tmpdir()
  }
}

/**
 * One directory for the run's test databases and media (every file's, and each worker's migrated
 * template: tests/int/helpers/payload.ts), in memory where there is some, removed when the run
 * ends. In memory a commit does not wait for the disk: on this machine's disk every SQLite
 * commit's fsync cost a test some milliseconds, a thousand times a file. Workers start after this
 * and inherit KALA_INT_RUN_DIR.
 */
export default function setup(): () => void {
  const dir = mkdtempSync(join(base(), 'kala-int-run-'))
  process.env.KALA_INT_RUN_DIR = dir
  return () => rmSync(dir, { recursive: true, force: true })
}
