/**
 * Renders a contact sheet of generated images into /tmp/seed-preview and prints timings.
 *   node --import ./scripts/node/register.mjs seed/images/preview.ts [--from-data]
 * Default: three samples of every composition family. With --from-data: the first 30 catalogue artworks.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import sharp from 'sharp'
import { artists } from '../data/artists'
import { buildArtworks } from '../data/artworks'
import { galleries } from '../data/galleries'
import { ARTWORK_KINDS, type ArtworkImageSpec } from '../data/types'
import { renderArtwork, renderBanner, renderPortrait, renderTile } from './render'

const OUT = '/tmp/seed-preview'
mkdirSync(OUT, { recursive: true })

const PALETTES = [
  ['#3f3d99', '#d9822b', '#e9c46a'],
  ['#b3362b', '#2b2b2b', '#efe6d2'],
  ['#2e8b57', '#8b5a2b', '#f1e3c6'],
  ['#e891b2', '#2563eb', '#f1c40f'],
  ['#8c8c8c', '#f7f5f0', '#1a1a1a'],
  ['#8e44ad', '#2e8b57', '#e67e22'],
]
const ASPECTS = [0.8, 1, 1.33, 0.66, 1.5, 0.75]

const timings: Record<string, number[]> = {}
const cpu: Record<string, number[]> = {}
/** Wall time and process CPU time (the machine may be shared, so CPU time is the fairer figure). */
async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t = performance.now()
  const c = process.cpuUsage()
  const v = await fn()
  const used = process.cpuUsage(c)
  ;(timings[label] ??= []).push(performance.now() - t)
  ;(cpu[label] ??= []).push((used.user + used.system) / 1000)
  return v
}

async function sheet(name: string, tiles: Buffer[], cell: number, cols: number): Promise<string> {
  const rows = Math.ceil(tiles.length / cols)
  const pad = 12
  const thumbs = await Promise.all(
    tiles.map((b) => sharp(b).resize(cell, cell, { fit: 'contain', background: '#ffffff' }).png().toBuffer()),
  )
  const file = `${OUT}/${name}.png`
  await sharp({ create: { width: cols * (cell + pad) + pad, height: rows * (cell + pad) + pad, channels: 3, background: '#ffffff' } })
    .composite(thumbs.map((input, i) => ({ input, left: pad + (i % cols) * (cell + pad), top: pad + Math.floor(i / cols) * (cell + pad) })))
    .png()
    .toFile(file)
  return file
}

const fromData = process.argv.includes('--from-data')
const specs: { spec: ArtworkImageSpec; label: string }[] = []
if (fromData) {
  for (const a of buildArtworks().slice(0, 30)) specs.push({ spec: a.image, label: `${a.key} ${a.image.kind}` })
} else {
  let s = 1
  for (const kind of ARTWORK_KINDS) {
    for (let i = 0; i < 3; i++) {
      const palette = PALETTES[(s * 7 + i) % PALETTES.length] ?? []
      specs.push({ spec: { kind, seed: 1000 + s * 17, palette, aspect: ASPECTS[(s + i) % ASPECTS.length] ?? 1 }, label: kind })
      s++
    }
  }
}

// Warm the texture cache so the first render is not counted twice.
await renderArtwork({ kind: 'minimalLine', seed: 1, palette: ['#888888'], aspect: 1 }, 200)

const art: Buffer[] = []
for (const { spec, label } of specs) {
  const buf = await timed(`artwork:${spec.kind}`, () => renderArtwork(spec))
  art.push(buf)
  void label
}
const portraits: Buffer[] = []
for (const a of artists) portraits.push(await timed('portrait', () => renderPortrait(a.portrait)))
const banners: Buffer[] = []
for (const g of galleries)
  banners.push(await timed('banner', () => renderBanner(g.bannerSeed, ['#3f3d99', '#c0392b', '#e9c46a', '#2e8b57'])))
const tiles: Buffer[] = []
const labels = ['Madhubani', 'Impasto', 'Framing and Preserving Your Art', 'Abstract', 'Serene', 'Chiaroscuro']
for (let i = 0; i < labels.length; i++) tiles.push(await timed('tile', () => renderTile(200 + i, PALETTES[i] ?? [], labels[i])))

writeFileSync(`${OUT}/single-artwork.jpg`, art[0] ?? Buffer.alloc(0))
const files = [
  await sheet('artworks', art, 360, 6),
  await sheet('portraits', portraits, 220, 8),
  await sheet('banners', banners, 520, 3),
  await sheet('tiles', tiles, 300, 3),
]
// One combined sheet.
const parts = await Promise.all(files.map((f) => sharp(f).resize({ width: 1600 }).png().toBuffer({ resolveWithObject: true })))
const total = parts.reduce((a, p) => a + p.info.height + 20, 20)
let y = 20
await sharp({ create: { width: 1600, height: total, channels: 3, background: '#ffffff' } })
  .composite(
    parts.map((p) => {
      const o = { input: p.data, left: 0, top: y }
      y += p.info.height + 20
      return o
    }),
  )
  .png()
  .toFile(`${OUT}/combined.png`)
files.push(`${OUT}/combined.png`)

for (const [k, v] of Object.entries(timings)) {
  const sorted = [...v].sort((a, b) => a - b)
  const mean = v.reduce((a, b) => a + b, 0) / v.length
  const c = cpu[k] ?? []
  const cmean = c.reduce((a, b) => a + b, 0) / Math.max(1, c.length)
  console.log(
    `${k.padEnd(22)} n=${String(v.length).padStart(2)} wall mean=${mean.toFixed(0)}ms max=${(sorted[sorted.length - 1] ?? 0).toFixed(0)}ms  cpu mean=${cmean.toFixed(0)}ms`,
  )
}
console.log(files.join('\n'))
