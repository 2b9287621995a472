import type { PayloadRequest } from 'payload'

/** Payload's own error shape, so the admin UI shows the message as it shows its own. */
export const problem = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/** A custom endpoint's JSON body as an object; anything else (none, not JSON, a list) reads as empty. */
export async function bodyOf(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    const body = (await req.json?.()) as unknown
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
