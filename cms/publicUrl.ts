/** The address members reach the shop at, used in e-mail links. */
export const publicUrl = (): string => (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`).replace(/\/$/, '')
