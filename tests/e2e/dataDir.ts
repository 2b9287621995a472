import { join, resolve } from 'node:path'

/**
 * The e2e server's data (tests/e2e/server.ts): its database, media and mail outbox. E2E_DATA_DIR
 * names it (CI puts it in memory: .ci/run); data/e2e by default, kept between local runs.
 */
export const E2E_DATA_DIR = resolve(process.env.E2E_DATA_DIR ?? 'data/e2e')
/** Where the server writes every mail it sends. */
export const E2E_OUTBOX = join(E2E_DATA_DIR, 'outbox')
/** The server's SQLite database, for a test that moves time (a delivery date) as the days would. */
export const E2E_DATABASE_URL = `file:${join(E2E_DATA_DIR, 'kala.db')}`
