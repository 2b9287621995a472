import { useState } from 'react'
import type { Me } from '@shared/api-types'
import { LIMITS } from '@shared/constants'
import { PROFILE_FORM_MESSAGES } from '@shared/profile-messages'
import { Button } from '@/components/ui/button'
import { entriesOf, type CvSectionConfig } from '../lib/cv-sections'
import { CvEntryModal } from './cv-entry-modal'
import { DeleteEntryDialog } from './delete-entry-dialog'

type Entry = Record<string, string> & { id?: string }

/**
 * One CV section of the profile: its entries as saved (the public profile shows them newest
 * first: features/artists/lib/resume.ts), each with Edit and Delete, and the add modal. At most LIMITS.maxProfileEntries a section.
 */
export function CvSectionPanel({ me, config }: { me: Me; config: CvSectionConfig }) {
  const entries = entriesOf(me, config.section)
  const [editing, setEditing] = useState<Entry | null | 'new'>(null)
  const [deleting, setDeleting] = useState<Entry | null>(null)
  const full = entries.length >= LIMITS.maxProfileEntries

  return (
    <section aria-labelledby={`cv-${config.section}`} className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={`cv-${config.section}`} className="text-2xl">
            {config.tab}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {entries.length
              ? `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'} on your public profile.`
              : 'Shown on your public profile once you add an entry.'}
          </p>
        </div>
        <Button onClick={() => setEditing('new')} disabled={full} className="self-start sm:self-auto">
          Add {config.noun}
        </Button>
      </header>
      {full ? <p className="text-sm text-muted">A profile section holds at most {LIMITS.maxProfileEntries} entries.</p> : null}
      {entries.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong px-6 py-10 text-center text-sm text-muted">
          No {config.noun} entries yet.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-canvas">
          {entries.map((entry, index) => {
            const { title, detail, year } = config.summary(entry)
            return (
              <li key={entry.id ?? index} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:gap-6">
                <span className="font-serif text-base text-ink-soft tabular-nums sm:w-20 sm:shrink-0 sm:text-lg">{year}</span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-ink">{title}</p>
                  {detail ? <p className="text-sm break-words text-muted">{detail}</p> : null}
                </div>
                {entry.id ? (
                  <div className="flex gap-2">
                    <Button size="sm" variant="secondary" aria-label={`Edit ${title}`} onClick={() => setEditing(entry)}>
                      Edit
                    </Button>
                    <Button size="sm" variant="ghost" aria-label={`Delete ${title}`} onClick={() => setDeleting(entry)}>
                      Delete
                    </Button>
                  </div>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
      {editing ? <CvEntryModal config={config} entry={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {deleting?.id ? (
        <DeleteEntryDialog
          section={config.section}
          entryId={deleting.id}
          noun={config.noun}
          name={config.summary(deleting).title}
          done={PROFILE_FORM_MESSAGES.entryDeleted}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </section>
  )
}
