import type { ReactNode } from 'react'

/** The frame of the auth screens: the form on paper, a quiet note beside it on wide screens. */
export function AuthLayout({
  title,
  intro,
  children,
  aside,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
  aside?: ReactNode
}) {
  return (
    <div className="container-page grid min-h-[calc(100dvh-4.5rem)] gap-12 py-12 sm:py-16 lg:grid-cols-[1fr_1fr] lg:gap-20">
      <div className="mx-auto w-full max-w-md self-center">
        <h1 className="text-4xl leading-tight sm:text-5xl">{title}</h1>
        {intro ? <div className="mt-3 text-muted">{intro}</div> : null}
        <div className="mt-10">{children}</div>
      </div>
      <aside className="relative hidden overflow-hidden rounded-sm bg-ink p-12 text-paper lg:flex lg:flex-col lg:justify-end">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 opacity-50 [background:radial-gradient(36rem_24rem_at_80%_10%,#9e3b24,transparent_60%),radial-gradient(30rem_24rem_at_10%_90%,#3f3d99,transparent_60%)]"
        />
        <div className="relative">
          {aside ?? (
            <>
              <p className="font-serif text-3xl leading-snug text-paper">“Every artist was first an amateur.”</p>
              <p className="mt-4 text-sm text-paper/70">Ralph Waldo Emerson</p>
            </>
          )}
        </div>
      </aside>
    </div>
  )
}

export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' | 'info' }) {
  const tones = {
    error: 'border-danger/30 bg-danger/5 text-danger',
    success: 'border-success/30 bg-success/5 text-success',
    info: 'border-info/30 bg-info/5 text-info',
  }
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border px-4 py-3 text-sm ${tones[tone]}`}>
      {children}
    </div>
  )
}
