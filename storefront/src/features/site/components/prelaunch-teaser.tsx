import { useDocumentMeta } from '@/hooks/use-document-meta'
import type { SiteSettings } from '../api/get-site-settings'

function instagramUrl(handle: string): string {
  if (/^https?:\/\//.test(handle)) return handle
  return `https://instagram.com/${handle.replace(/^@/, '')}`
}

/** The pre-launch page shown instead of the storefront while staff keep the site in pre-launch. */
export function PrelaunchTeaser({ settings }: { settings: SiteSettings }) {
  useDocumentMeta({
    title: 'Calling All Artists',
    description: 'Kala, a home for original art from India, is opening soon. Artists and galleries: write to us.',
  })
  const handle = settings.instagram.startsWith('@') || /^https?:/.test(settings.instagram) ? settings.instagram : `@${settings.instagram}`
  return (
    <main id="main" className="relative flex min-h-dvh items-center justify-center overflow-hidden bg-ink px-6 py-20 text-paper">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-40 [background:radial-gradient(60rem_30rem_at_20%_10%,#9e3b24_0%,transparent_60%),radial-gradient(50rem_30rem_at_90%_90%,#3f3d99_0%,transparent_55%)]"
      />
      <div className="relative mx-auto max-w-2xl text-center">
        <p className="text-xs font-semibold tracking-[0.3em] text-paper/70 uppercase">Kala</p>
        <h1 className="mt-6 font-serif text-5xl leading-[1.05] text-paper sm:text-7xl">Calling All Artists</h1>
        <p className="mx-auto mt-8 max-w-lg text-lg leading-relaxed text-paper/80">
          We are building a quiet, careful home for original art from India: a place where your work is seen slowly, told in your words and
          sold directly to people who love it. If you paint, draw, sculpt, print or photograph, we would like to hear from you.
        </p>
        <dl className="mx-auto mt-12 grid max-w-md gap-6 text-left sm:grid-cols-2">
          <div className="border-t border-paper/25 pt-4">
            <dt className="text-xs tracking-[0.2em] text-paper/60 uppercase">Write to us</dt>
            <dd className="mt-2">
              <a
                className="text-lg underline decoration-paper/40 underline-offset-4 hover:decoration-paper"
                href={`mailto:${settings.email}`}
              >
                {settings.email}
              </a>
            </dd>
          </div>
          <div className="border-t border-paper/25 pt-4">
            <dt className="text-xs tracking-[0.2em] text-paper/60 uppercase">Follow along</dt>
            <dd className="mt-2">
              <a
                className="text-lg underline decoration-paper/40 underline-offset-4 hover:decoration-paper"
                href={instagramUrl(settings.instagram)}
                rel="noopener noreferrer"
                target="_blank"
              >
                {handle}
              </a>
            </dd>
          </div>
        </dl>
        <p className="mt-14 font-serif text-2xl text-paper italic">Stay tuned for our launch!</p>
      </div>
    </main>
  )
}
