import type { ReactNode } from 'react'

/** The frame of the legal pages: a readable column of at most 900px. */
export function LegalArticle({
  title,
  dateLine,
  intro,
  children,
}: {
  title: string
  dateLine: string
  intro: ReactNode
  children: ReactNode
}) {
  return (
    <article className="container-page py-16 sm:py-24">
      <div className="mx-auto max-w-[900px]">
        <header className="border-b border-line pb-10">
          <p className="eyebrow">Legal</p>
          <h1 className="mt-4 text-5xl leading-tight sm:text-6xl">{title}</h1>
          <p className="mt-4 text-sm text-muted">{dateLine}</p>
          <div className="mt-8 text-lg leading-relaxed text-ink-soft">{intro}</div>
        </header>
        <div className="prose-legal">{children}</div>
      </div>
    </article>
  )
}
