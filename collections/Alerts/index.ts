import type { CollectionConfig } from 'payload'
import { authenticated } from '../../access/authenticated'
import { staffOrOwner } from '../../access/staffOrOwner'
import { ALERT_FREQUENCIES } from '../../shared/alerts'
import { setOwner } from '../../hooks/setOwner'
import { ownerField } from '../fields/owner'
import { alertCriteria } from './hooks/alertCriteria'

/**
 * A member's saved alert (issue 21, part 2): the shop's filters, kept normalised in `criteria`
 * (shared/alertSchemas.ts), with `criteriaKey`, its business key, unique with the owner, and a
 * `name` made from them (both written by hooks/alertCriteria, whatever the caller sends). A new
 * public work that passes the same filters as the shop's listing tells the owner (cms/alerts).
 * The owner and staff read, change and delete it; at most ALERT_LIMIT per member.
 */
export const Alerts: CollectionConfig = {
  slug: 'alerts',
  admin: { group: 'People', useAsTitle: 'name', defaultColumns: ['name', 'owner', 'frequency', 'createdAt'] },
  access: { read: staffOrOwner(), create: authenticated, update: staffOrOwner(), delete: staffOrOwner() },
  hooks: { beforeChange: [setOwner, alertCriteria] },
  indexes: [{ fields: ['owner', 'criteriaKey'], unique: true }],
  fields: [
    ownerField(),
    {
      name: 'criteria',
      type: 'json',
      required: true,
      admin: { description: "The shop's filters (category, style, medium, mood, size, color, priceMin, priceMax)." },
    },
    {
      name: 'criteriaKey',
      type: 'text',
      index: true,
      admin: { readOnly: true, description: 'The criteria, normalised (written by the server).' },
    },
    { name: 'name', type: 'text', admin: { readOnly: true, description: 'Made from the criteria (written by the server).' } },
    { name: 'frequency', type: 'select', options: [...ALERT_FREQUENCIES], defaultValue: 'daily', required: true },
  ],
  timestamps: true,
}
