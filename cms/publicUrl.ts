import { readEnv } from './env'

/** The address members reach the shop at, used in e-mail links and the sitemap. */
export const publicUrl = (): string => {
  const env = readEnv()
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '')
}
