import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { isApiError } from '@/lib/api-client'

/**
 * Puts a 400's field errors (`details: [{ path, message }]`) on the form's fields that have them
 * (a CV entry's path is e.g. 'exhibitions.0.year': its last part names the field). Answers whether
 * any field took one, so the caller knows the form already shows the problem.
 */
export function applyServerFieldErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, error: unknown): boolean {
  if (!isApiError(error) || !error.details?.length) return false
  const names = new Set(Object.keys(form.getValues()))
  let applied = false
  for (const { path, message } of error.details) {
    const name = path
      .split('.')
      .reverse()
      .find((part) => names.has(part))
    if (!name) continue
    form.setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !applied })
    applied = true
  }
  return applied
}
