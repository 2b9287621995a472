import type { ReactNode } from 'react'
import type { ArtworkStatus } from '@shared/constants'
import { Tabs } from '@/components/ui/tabs'

export type StatusTab = 'all' | ArtworkStatus

export const STATUS_TABS = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'unpublished', label: 'Unpublished' },
] as const satisfies ReadonlyArray<{ value: StatusTab; label: string }>

/** The server's `status` filter for a tab: the 'All' tab sends none. */
export const statusFilter = (tab: StatusTab): ArtworkStatus | undefined => (tab === 'all' ? undefined : tab)

/** Reads a tab from the URL (?status=…), 'all' for anything else. */
export function parseStatusTab(value: string | null): StatusTab {
  return value === 'published' || value === 'unpublished' ? value : 'all'
}

/**
 * The member area tables' tabs All / Published / Unpublished, which filter the rows
 * (DECISIONS 4). The selected tab's panel holds the table.
 */
export function StatusTabs({
  label,
  value,
  onChange,
  children,
}: {
  label: string
  value: StatusTab
  onChange: (tab: StatusTab) => void
  children: ReactNode
}) {
  return (
    <Tabs label={label} items={STATUS_TABS} value={value} onChange={onChange}>
      {children}
    </Tabs>
  )
}
