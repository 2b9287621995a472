/**
 * How a server-rendered page starts the storefront's app (issue 22: first paint on a phone): after
 * its first paint, not before. The page's content, its inlined rules and its largest image paint
 * without the app; the app's modules (some 110 KB) only make the page interactive. Asked for in
 * <head> as the build writes them, they shared the phone's link with the image and ran before the
 * first frame; here a small module at the end of the body waits for the frame after the first one
 * (a frame is shown some time after it is drawn: after one frame only, Lighthouse still found the
 * modules asked for before the artwork page's first paint), then preloads the modules and imports
 * the entry. A page in a background tab, which paints no frame, starts at once.
 *
 * The loader's text never changes (the modules' addresses travel in a JSON element beside it), so
 * the storefront's Content-Security-Policy allows it by its hash and allows no other inline script.
 */
import { createHash } from 'node:crypto'

/** The JSON element that lists the app's entry, then the modules it imports. */
export const APP_ELEMENT_ID = '__KALA_APP__'

export const APP_BOOT =
  `const [entry,...deps]=JSON.parse(document.getElementById('${APP_ELEMENT_ID}').textContent);` +
  `const boot=()=>{for(const href of deps){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.append(l)}import(entry)};` +
  `document.visibilityState==='visible'?requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(boot))):boot()`

/** The loader's hash, as script-src names it. */
export const APP_BOOT_SOURCE = `'sha256-${createHash('sha256').update(APP_BOOT).digest('base64')}'`

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g

/**
 * The shell's head without the app's module and preloads, and what starts the app after the first
 * paint in their place; null when the head has no module entry to move.
 */
export function bootAfterPaint(tags: string): { tags: string; boot: string } | null {
  const entry = ENTRY.exec(tags)
  if (!entry) return null
  const deps = [...tags.matchAll(PRELOAD)].map((m) => m[1]!)
  const rest = tags.replace(ENTRY, '').replace(PRELOAD, '')
  const list = JSON.stringify([entry[1], ...deps]).replace(/</g, '\\u003c')
  return {
    tags: rest,
    boot: `<script type="application/json" id="${APP_ELEMENT_ID}">${list}</script><script type="module">${APP_BOOT}</script>`,
  }
}
