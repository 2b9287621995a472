import pino from 'pino'
import { logLevel } from './env'

/** One structured (JSON) logger for the server's own lines and its request log. */
export const logger = pino({
  level: logLevel(),
  base: { service: 'kala' },
  redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
})
