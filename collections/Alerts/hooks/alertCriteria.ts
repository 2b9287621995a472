import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'
import type { Alert } from '../../../payload-types'
import { ALERT_LIMIT, ALERT_MESSAGES, alertName, criteriaKey } from '../../../shared/alerts'
import { alertCriteriaSchema } from '../../../shared/alertSchemas'
import { idOrNull } from '../../../shared/idOf'

/**
 * Every door's alert is checked here: the criteria parsed by the one schema and stored normalised,
 * the business key and the name written from them, at most ALERT_LIMIT per member. A second alert
 * with the same criteria is refused by the unique (owner, criteriaKey) index (and by the check
 * below, with a sentence).
 */
export const alertCriteria: CollectionBeforeChangeHook<Alert> = async ({ data, operation, originalDoc, req }) => {
  const refuse = (path: string, message: string): never => {
    throw new ValidationError({ collection: 'alerts', errors: [{ path, message }], req })
  }
  const raw = data.criteria === undefined && operation === 'update' ? originalDoc?.criteria : data.criteria
  const parsed = alertCriteriaSchema.safeParse(raw ?? {})
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return refuse(`criteria${issue.path.length ? `.${issue.path.join('.')}` : ''}`, issue.message)
  }
  const criteria = parsed.data
  const key = criteriaKey(criteria)
  const owner = idOrNull(data.owner ?? originalDoc?.owner)
  if (owner !== null) {
    const mine = await req.payload.find({
      collection: 'alerts',
      where: { owner: { equals: owner } },
      pagination: false,
      depth: 0,
      select: { criteriaKey: true },
      overrideAccess: true,
      req,
    })
    const others = mine.docs.filter((a) => operation === 'create' || String(a.id) !== String(originalDoc?.id))
    if (others.some((a) => a.criteriaKey === key)) return refuse('criteria', ALERT_MESSAGES.duplicate)
    if (operation === 'create' && others.length >= ALERT_LIMIT) return refuse('criteria', ALERT_MESSAGES.tooMany)
  }
  return { ...data, criteria, criteriaKey: key, name: alertName(criteria) }
}
