import { useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { paths } from '@shared/paths'
import { StyleQuizOverlay } from '@/features/learn/quiz/style-quiz'
import { useDocumentMeta } from '@/hooks/use-document-meta'

/** /learn/quiz: the style quiz overlay, open on arrival, over a page that can reopen it. */
export default function QuizRoute() {
  useDocumentMeta({
    title: 'Style quiz',
    description:
      'Seven quick questions about colour, subject, texture and feeling, and Kala opens the shop with works that match your taste.',
  })
  const [open, setOpen] = useState(true)
  return (
    <section aria-labelledby="quiz-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-60 [background:radial-gradient(40rem_26rem_at_85%_10%,#f3e3dc,transparent_60%),radial-gradient(34rem_24rem_at_5%_95%,#efe9df,transparent_60%)]"
      />
      <div className="container-page relative flex min-h-[65vh] flex-col items-start justify-center gap-6 py-20 sm:py-28">
        <p className="eyebrow">Style quiz</p>
        <h1 id="quiz-title" className="max-w-3xl text-5xl leading-[1.05] sm:text-7xl">
          Find art that speaks to you
        </h1>
        <p className="max-w-xl text-lg leading-relaxed text-ink-soft">
          Seven quick steps: a colour, a subject, a surface, a feeling, the music you play and what art does for you. Then we open the shop
          with works that match.
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
          <Button size="lg" onClick={() => setOpen(true)}>
            Take the Style Quiz
          </Button>
          <Link to={paths.shop.artworks.getHref()} className="link-quiet inline-flex h-11 items-center text-ink">
            Explore Artworks
          </Link>
        </div>
      </div>
      <StyleQuizOverlay open={open} onClose={() => setOpen(false)} />
    </section>
  )
}
