import type { Role } from '@shared/constants'
import { CV_SECTION_CONFIGS } from './cv-sections'

export type ProfileTab = 'personal' | (typeof CV_SECTION_CONFIGS)[number]['section'] | 'social'

/**
 * The profile's tabs: Personal Information, the five CV sections and Social Links
 * for artists; every other role sees Personal Information only.
 */
export function profileTabsFor(role: Role): { value: ProfileTab; label: string }[] {
  const personal = { value: 'personal' as const, label: 'Personal Information' }
  if (role !== 'artist') return [personal]
  return [personal, ...CV_SECTION_CONFIGS.map((c) => ({ value: c.section, label: c.tab })), { value: 'social', label: 'Social Links' }]
}
