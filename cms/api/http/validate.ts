import type { Request } from 'express'
import type { z } from 'zod'
import { MESSAGES } from '../../../shared/messages'
import { badRequest } from './errors'

/**
 * Parses a body (or query, or params) with a shared zod schema. Bad input of any shape becomes a
 * 400 with the first problem as the sentence and all of them as details.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown, message?: string): z.infer<S> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  const details = result.error.issues.slice(0, 20).map((i) => ({ path: i.path.join('.'), message: i.message }))
  const first = details[0]
  throw badRequest(message ?? (first ? (first.path ? `${first.path}: ${first.message}` : first.message) : MESSAGES.invalid), details)
}

export const body = <S extends z.ZodType>(req: Request, schema: S, message?: string) => parse(schema, req.body, message)
