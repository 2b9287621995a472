import pino from 'pino'
import { logLevel } from './env'

/** One structured (JSON) logger for the server's own lines and its request log. */
export const logger = pino({
  level: logLevel(),
  // The pid tells the worker processes apart (cms/cluster.ts).
  base: { service: 'kala', pid: process.pid },
  redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
})
