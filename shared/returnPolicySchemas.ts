/**
 * The return policy's schemas (shared/returnPolicy.ts holds the choices and sentences): apart, so
 * a page that only states a policy (the artwork page) does not load zod with it.
 */
import { z } from 'zod'
import { isReturnDays } from './returnPolicy'

/** A policy as a form or an API body sends it: one of the choices. */
export const returnDaysSchema = z.number().int().refine(isReturnDays, { message: 'Choose no returns, 7 days or 14 days.' })

/** The member area's form: the select's value is text ('0', '7', '14'), sent as a number. */
export const returnPolicyFormSchema = z.object({ returnDays: z.coerce.number().pipe(returnDaysSchema) })

/** The artwork form's choice: '' = same as the seller's policy (null), else one of the choices. */
export const workReturnDaysSchema = z.union([z.literal('').transform(() => null), z.coerce.number().pipe(returnDaysSchema)])
