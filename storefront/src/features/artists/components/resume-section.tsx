import { useState } from 'react'
import { LIMITS } from '@shared/constants'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import type { ResumeItem, ResumeSectionData } from '../lib/resume'

function Entry({ item }: { item: ResumeItem }) {
  return (
    <>
      <p className="font-serif text-lg leading-snug text-ink">{item.title}</p>
      {item.detail ? <p className="mt-0.5 text-sm text-muted">{item.detail}</p> : null}
    </>
  )
}

/**
 * One resume section: the first 4 items, and 'View N More' when there are more, opening a modal
 * with every item numbered (closed by its X, an outside click or Escape).
 */
export function ResumeSection({ section }: { section: ResumeSectionData }) {
  const [open, setOpen] = useState(false)
  const headingId = `resume-${section.id}`
  const shown = section.items.slice(0, LIMITS.resumePreview)
  const more = section.items.length - shown.length
  return (
    <section aria-labelledby={headingId} className="flex flex-col border-t border-ink/80 pt-5">
      <h3 id={headingId} className="text-2xl">
        {section.title}
      </h3>
      <ul className="mt-5 flex-1 divide-y divide-line">
        {shown.map((item, i) => (
          <li key={`${item.title}-${i}`} className="grid grid-cols-[4.5rem_1fr] gap-4 py-3.5 sm:grid-cols-[6rem_1fr]">
            <span className="pt-1 text-sm text-muted tabular-nums">{item.year}</span>
            <div>
              <Entry item={item} />
            </div>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <div className="mt-4">
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
            View {more} More
          </Button>
        </div>
      ) : null}
      <Modal open={open} onClose={() => setOpen(false)} title={section.title} size="lg">
        <ol className="divide-y divide-line pb-2">
          {section.items.map((item, i) => (
            <li key={`${item.title}-${i}`} className="grid grid-cols-[2.25rem_1fr_auto] items-baseline gap-3 py-3.5">
              <span className="font-serif text-lg text-muted tabular-nums">{i + 1}.</span>
              <div>
                <Entry item={item} />
              </div>
              <span className="text-sm text-muted tabular-nums">{item.year}</span>
            </li>
          ))}
        </ol>
      </Modal>
    </section>
  )
}
