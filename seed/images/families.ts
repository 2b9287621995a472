/** Composition families: each returns the inner SVG of an artwork of W x H pixels. */
import type { ArtworkKind } from '../data/types'
import { darken, f, jitter, lighten, luminance, mix, smoothClosed, smoothOpen, type Rng } from './util'

export interface Scene {
  defs: string
  body: string
  /** Which surface texture to lay over the picture. */
  surface: 'canvas' | 'paper' | 'photo' | 'cloth'
  /** Render at 1/scale resolution and enlarge (for soft, blur-heavy scenes). Default 1. */
  scale?: number
  /** Gaussian blur (sigma, in output pixels) applied to the whole raster; cheaper than SVG filters. */
  postBlur?: number
}

interface Ctx {
  W: number
  H: number
  /** One percent of the shorter side. */
  u: number
  r: Rng
  pal: string[]
  id: (name: string) => string
}

const PAPER = '#f1eadb'
const INK = '#1c1713'

/** Gives single-colour palettes a companion colour (a warm or cool shift) so compositions keep contrast. */
function widen(c: Ctx): Ctx {
  if (c.pal.length >= 2) return c
  const base = c.pal[0] ?? '#8c8c8c'
  const lum = luminance(base)
  const partner =
    lum > 0.6
      ? mix(base, '#3a2f4a', 0.55)
      : lum < 0.2
        ? mix(base, '#e9c46a', 0.5)
        : c.r.chance(0.5)
          ? mix(base, '#efe3c4', 0.55)
          : mix(base, '#2c2f5a', 0.5)
  return { ...c, pal: [base, partner, mix(base, partner, 0.5)] }
}

function col(c: Ctx, i: number): string {
  const p = c.pal
  return p[i % p.length] ?? '#888888'
}

/** A rectangle whose edges wander a little, like a hand-brushed block. */
function wobblyRect(r: Rng, x: number, y: number, w: number, h: number, amp: number): string {
  const pts: [number, number][] = []
  const step = Math.max(w, h) / 9
  const nx = Math.max(3, Math.round(w / step))
  const ny = Math.max(3, Math.round(h / step))
  const j = (): number => r.gauss() * amp
  for (let i = 0; i < nx; i++) pts.push([x + (w * i) / nx + j() * 0.3, y + j()])
  for (let i = 0; i < ny; i++) pts.push([x + w + j(), y + (h * i) / ny + j() * 0.3])
  for (let i = nx; i > 0; i--) pts.push([x + (w * i) / nx + j() * 0.3, y + h + j()])
  for (let i = ny; i > 0; i--) pts.push([x + j(), y + (h * i) / ny + j() * 0.3])
  return smoothClosed(pts)
}

/** Rothko-like stacked soft rectangles with feathered, breathing edges. */
function colourField(c0: Ctx): Scene {
  const c = widen(c0)
  const { W, H, u, r } = c
  const darkGround = r.chance(0.6)
  const ground = darkGround ? darken(mix(col(c, 0), col(c, 1), 0.3), 0.55) : lighten(mix(col(c, 0), PAPER, 0.5), 0.35)
  const n = r.pick([2, 2, 3, 3, 4])
  const mx = W * r.range(0.07, 0.11)
  const top = H * r.range(0.05, 0.08)
  const gap = H * r.range(0.025, 0.045)
  const weights = Array.from({ length: n }, () => r.range(0.6, 1.6))
  const total = weights.reduce((a, b) => a + b, 0)
  const avail = H - top * 2 - gap * (n - 1)
  let y = top
  let body = `<rect width="${W}" height="${H}" fill="${ground}"/>`
  body += `<rect x="${f(mx * 0.5)}" y="${f(top * 0.5)}" width="${f(W - mx)}" height="${f(H - top)}" fill="${mix(ground, col(c, 0), 0.22)}"/>`
  let defs = ''
  weights.forEach((w, i) => {
    const h = (avail * w) / total
    const base = jitter(r, col(c, i === 0 ? 0 : r.int(0, c.pal.length)), 0.04)
    const colour = i === n - 1 && r.chance(0.3) ? mix(base, ground, 0.35) : base
    const g = c.id('cf')
    const c1 = lighten(colour, r.range(0.02, 0.12))
    const c2 = darken(colour, r.range(0.05, 0.18))
    defs += `<linearGradient id="${g}" x1="0" y1="0" x2="${f(r.range(0.1, 0.4))}" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="0.55" stop-color="${colour}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`
    const x = mx + r.range(-0.01, 0.01) * W
    body += `<path d="${wobblyRect(r, x, y, W - 2 * mx, h, u * 0.3)}" fill="url(#${g})" opacity="${f(r.range(0.86, 0.97))}"/>`
    // Translucent scumbles inside the block.
    for (let k = 0; k < 3; k++) {
      body += `<path d="${wobblyRect(r, x + u * r.range(1, 4), y + h * r.range(0.05, 0.3), (W - 2 * mx) * r.range(0.6, 0.95), h * r.range(0.3, 0.6), u * 0.6)}" fill="${r.chance(0.5) ? lighten(colour, 0.2) : darken(colour, 0.15)}" opacity="0.12"/>`
    }
    y += h + gap
  })
  return { defs, body, surface: 'canvas', postBlur: u * 1.3, scale: 4 }
}

/** Bauhaus-ish composition: colour planes, a big disc, half-discs, bars and accents. */
function geometric(c: Ctx): Scene {
  const { W, H, u, r } = c
  const dark = r.chance(0.3)
  const ground = dark ? darken(mix(col(c, 0), '#1f2a44', 0.6), 0.3) : mix(PAPER, col(c, 0), 0.06)
  const m = Math.min(W, H)
  const cell = m / r.pick([4, 5, 6])
  const snap = (v: number): number => Math.round(v / (cell / 2)) * (cell / 2)
  const ink = dark ? '#efe6d2' : INK
  const colours = [...c.pal, ink, mix(col(c, 0), col(c, 1), 0.5)]
  const pick = (): string => jitter(r, r.pick(colours), 0.02)
  let body = `<rect width="${W}" height="${H}" fill="${ground}"/>`
  // Two or three planes.
  if (r.chance(0.7)) {
    const vertical = r.chance(0.5)
    const at = snap((vertical ? W : H) * r.range(0.3, 0.7))
    const plane = mix(r.pick(c.pal), ground, r.range(0.3, 0.6))
    body += vertical
      ? `<rect x="${f(at)}" y="0" width="${f(W - at)}" height="${H}" fill="${plane}"/>`
      : `<rect x="0" y="${f(at)}" width="${W}" height="${f(H - at)}" fill="${plane}"/>`
  }
  // The big disc.
  const R = m * r.range(0.24, 0.36)
  const bx = snap(r.range(0.3, 0.7) * W)
  const by = snap(r.range(0.3, 0.7) * H)
  body += `<circle cx="${f(bx)}" cy="${f(by)}" r="${f(R)}" fill="${col(c, 0)}"/>`
  // Half-discs and quarter circles anchored on edges.
  for (let i = 0; i < r.int(1, 3); i++) {
    const s = cell * r.range(1.2, 2.6)
    const edge = r.int(0, 3)
    const x = edge === 0 ? 0 : edge === 1 ? W : snap(r.range(0.15, 0.85) * W)
    const y = edge === 2 ? 0 : edge === 3 ? H : snap(r.range(0.15, 0.85) * H)
    body += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s)}" fill="${pick()}" opacity="${f(r.range(0.85, 1))}"/>`
  }
  // Half discs floating.
  for (let i = 0; i < r.int(1, 3); i++) {
    const s = cell * r.range(0.8, 1.8)
    const rot = r.pick([0, 90, 180, 270])
    body += `<path d="M${f(-s)},0 A${f(s)},${f(s)} 0 0 1 ${f(s)},0 Z" transform="translate(${f(snap(r.range(0.1, 0.9) * W))},${f(snap(r.range(0.1, 0.9) * H))}) rotate(${rot})" fill="${pick()}" opacity="${f(r.range(0.8, 0.95))}"/>`
  }
  // Bars.
  for (let i = 0; i < r.int(2, 4); i++) {
    const horiz = r.chance(0.5)
    const len = cell * r.range(2, 4.5)
    const th = cell * r.range(0.12, 0.4)
    const x = snap(r.range(0.05, 0.8) * W)
    const y = snap(r.range(0.05, 0.9) * H)
    body += horiz
      ? `<rect x="${f(x)}" y="${f(y)}" width="${f(len)}" height="${f(th)}" fill="${pick()}"/>`
      : `<rect x="${f(x)}" y="${f(y)}" width="${f(th)}" height="${f(len)}" fill="${pick()}"/>`
  }
  // Triangles and squares.
  for (let i = 0; i < r.int(1, 3); i++) {
    const s = cell * r.range(0.8, 1.6)
    const x = snap(r.range(0.1, 0.9) * W)
    const y = snap(r.range(0.1, 0.9) * H)
    body += r.chance(0.6)
      ? `<path d="M${f(x)},${f(y - s / 2)} L${f(x + s / 2)},${f(y + s / 2)} L${f(x - s / 2)},${f(y + s / 2)} Z" fill="${pick()}" opacity="0.92"/>`
      : `<rect x="${f(x - s / 2)}" y="${f(y - s / 2)}" width="${f(s)}" height="${f(s)}" fill="${pick()}" opacity="0.9"/>`
  }
  // A ring and rule lines.
  body += `<circle cx="${f(snap(r.range(0.2, 0.8) * W))}" cy="${f(snap(r.range(0.2, 0.8) * H))}" r="${f(cell * r.range(0.5, 1.2))}" fill="none" stroke="${ink}" stroke-width="${f(u * r.range(0.5, 1.2))}"/>`
  for (let i = 0; i < r.int(2, 4); i++) {
    const y = snap(r.range(0.1, 0.9) * H)
    body += `<line x1="${f(r.range(0, 0.4) * W)}" y1="${f(y)}" x2="${f(r.range(0.6, 1) * W)}" y2="${f(y)}" stroke="${ink}" stroke-width="${f(u * 0.35)}"/>`
  }
  for (let i = 0; i < r.int(3, 7); i++) {
    body += `<circle cx="${f(r.range(0.05, 0.95) * W)}" cy="${f(r.range(0.05, 0.95) * H)}" r="${f(u * r.range(0.8, 2.2))}" fill="${r.pick(colours)}"/>`
  }
  return { defs: '', body, surface: r.chance(0.5) ? 'paper' : 'canvas' }
}

function ridge(c: Ctx, baseY: number, amp: number, freq: number): string {
  const { W, H, r } = c
  const phases = [r.range(0, 6.28), r.range(0, 6.28), r.range(0, 6.28)]
  const pts: [number, number][] = []
  const steps = 18
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * W
    const t = (i / steps) * Math.PI * 2 * freq
    const y =
      baseY -
      amp *
        (0.65 * Math.sin(t + (phases[0] ?? 0)) + 0.3 * Math.sin(2.3 * t + (phases[1] ?? 0)) + 0.06 * Math.sin(4.7 * t + (phases[2] ?? 0))) -
      amp * 0.02 * r.gauss()
    pts.push([x, y])
  }
  return `${smoothOpen(pts)} L${W},${H} L0,${H} Z`
}

/** Layered hills, sun, mist and water. */
function landscape(c: Ctx): Scene {
  const { W, H, u, r } = c
  const skyTop = lighten(mix(col(c, 1), '#9fb6cc', 0.3), 0.2)
  const skyBot = lighten(mix(col(c, 0), '#fff1d6', 0.5), 0.35)
  const sky = c.id('sky')
  const sunGlow = c.id('sun')
  const mist = c.id('mist')
  const cloud = c.id('cloud')
  const sunX = r.range(0.2, 0.8) * W
  const sunY = r.range(0.15, 0.38) * H
  const sunR = Math.min(W, H) * r.range(0.05, 0.1)
  const sunCol = lighten(mix(col(c, 0), '#ffd98a', 0.5), 0.25)
  let defs =
    `<linearGradient id="${sky}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBot}"/></linearGradient>` +
    `<radialGradient id="${sunGlow}" cx="${f(sunX / W)}" cy="${f(sunY / H)}" r="0.6"><stop offset="0" stop-color="${sunCol}" stop-opacity="0.8"/><stop offset="1" stop-color="${sunCol}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="${mist}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="${lighten(skyBot, 0.3)}" stop-opacity="0.55"/></linearGradient>` +
    `<radialGradient id="${cloud}"><stop offset="0" stop-color="#ffffff" stop-opacity="0.6"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`
  let body = `<rect width="${W}" height="${H}" fill="url(#${sky})"/><rect width="${W}" height="${H}" fill="url(#${sunGlow})"/>`
  body += `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR)}" fill="${sunCol}" opacity="0.95"/>`
  // Streaks of cloud.
  for (let i = 0; i < r.int(2, 5); i++) {
    const y = r.range(0.08, 0.4) * H
    const x = r.range(-0.1, 0.7) * W
    body += `<ellipse cx="${f(x + W * 0.15)}" cy="${f(y)}" rx="${f(W * r.range(0.12, 0.3))}" ry="${f(u * r.range(1.2, 3))}" fill="url(#${cloud})" opacity="${f(r.range(0.5, 0.9))}"/>`
  }
  const water = r.chance(0.45)
  const horizon = H * (water ? r.range(0.55, 0.68) : r.range(0.45, 0.6))
  const layers = r.int(4, 6)
  const land = darken(mix(col(c, 0), col(c, 2 % c.pal.length), 0.4), 0.35)
  for (let k = 0; k < layers; k++) {
    const depth = k / (layers - 1)
    const baseY = water ? horizon - (1 - depth) * H * 0.22 : horizon + depth * (H - horizon) * 0.75
    const amp = H * (0.04 + 0.08 * (1 - depth)) * r.range(0.7, 1.3)
    const colour = mix(skyBot, mix(land, darken(land, 0.4), depth), 0.35 + 0.65 * depth)
    const d = ridge(c, baseY, amp, r.range(0.7, 2))
    const clipped = water ? `<clipPath id="${c.id('cl')}"/>` : ''
    body += clipped + `<path d="${d}" fill="${colour}"/>`
    body += `<rect x="0" y="${f(baseY - amp * 0.6)}" width="${W}" height="${f(amp * 1.8)}" fill="url(#${mist})"/>`
  }
  if (water) {
    const wg = c.id('water')
    defs += `<linearGradient id="${wg}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(skyBot, 0.1)}"/><stop offset="1" stop-color="${darken(mix(skyTop, land, 0.4), 0.25)}"/></linearGradient>`
    body += `<rect x="0" y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="url(#${wg})"/>`
    body += `<ellipse cx="${f(sunX)}" cy="${f(horizon + (H - horizon) * 0.3)}" rx="${f(sunR * 0.7)}" ry="${f((H - horizon) * 0.3)}" fill="url(#${sunGlow})" opacity="0.6"/>`
    for (let i = 0; i < 40; i++) {
      const y = horizon + (H - horizon) * Math.pow(r.next(), 1.4)
      const x = r.range(-0.1, 1) * W
      body += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x + W * r.range(0.03, 0.18))}" y2="${f(y)}" stroke="${r.chance(0.5) ? '#ffffff' : darken(land, 0.3)}" stroke-width="${f(u * r.range(0.15, 0.45))}" opacity="${f(r.range(0.15, 0.45))}"/>`
    }
    if (r.chance(0.6)) {
      const bx = r.range(0.15, 0.85) * W
      const by = horizon + (H - horizon) * r.range(0.3, 0.6)
      const bw = u * r.range(7, 12)
      body += `<path d="M${f(bx - bw)},${f(by)} Q${f(bx)},${f(by + bw * 0.45)} ${f(bx + bw)},${f(by)} Z" fill="${INK}" opacity="0.85"/><line x1="${f(bx - bw * 0.2)}" y1="${f(by)}" x2="${f(bx - bw * 0.35)}" y2="${f(by - bw * 0.8)}" stroke="${INK}" stroke-width="${f(u * 0.3)}"/>`
    }
  } else {
    // Impressionist dabs of field colour in the foreground.
    const dab = col(c, r.int(0, c.pal.length - 1))
    const n = 260
    for (let i = 0; i < n; i++) {
      const y = H * (0.72 + 0.28 * Math.sqrt(r.next()))
      const x = r.range(-0.02, 1.02) * W
      const s = u * (0.5 + 1.8 * ((y / H - 0.7) / 0.3))
      body += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 1.6)}" ry="${f(s * 0.7)}" transform="rotate(${f(r.range(-25, 25))} ${f(x)} ${f(y)})" fill="${jitter(r, r.chance(0.7) ? dab : land, 0.07)}" opacity="${f(r.range(0.55, 0.9))}"/>`
    }
  }
  return { defs, body, surface: 'canvas', scale: 2 }
}

/** Riverfront skyline: ghats, temples, domes, reflections. */
function cityscape(c: Ctx): Scene {
  const { W, H, u, r } = c
  const sky = c.id('sky')
  const refl = c.id('refl')
  const top = darken(mix(col(c, 1), '#283a5c', 0.45), 0.15)
  const low = lighten(mix(col(c, 0), '#f3b36b', 0.4), 0.15)
  const silhouette = darken(mix(col(c, 0), '#2a1d2e', 0.75), 0.35)
  const ghatY = H * r.range(0.6, 0.68)
  const waterY = ghatY + H * r.range(0.06, 0.1)
  const defs =
    `<linearGradient id="${sky}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.75" stop-color="${low}"/><stop offset="1" stop-color="${lighten(low, 0.3)}"/></linearGradient>` +
    `<linearGradient id="${refl}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(low, silhouette, 0.35)}"/><stop offset="1" stop-color="${darken(top, 0.35)}"/></linearGradient>` +
    ''
  let body = `<rect width="${W}" height="${H}" fill="url(#${sky})"/>`
  const sunX = r.range(0.15, 0.85) * W
  const sunR = Math.min(W, H) * r.range(0.06, 0.11)
  body += `<circle cx="${f(sunX)}" cy="${f(ghatY - H * r.range(0.2, 0.35))}" r="${f(sunR)}" fill="${lighten(col(c, 0), 0.45)}" opacity="0.9"/>`
  // Skyline.
  let skyline = ''
  let x = -u * 2
  while (x < W) {
    const w = W * r.range(0.035, 0.1)
    const h = H * r.range(0.08, 0.3)
    const yTop = ghatY - h
    const shade = jitter(r, silhouette, 0.03)
    skyline += `<rect x="${f(x)}" y="${f(yTop)}" width="${f(w + 1)}" height="${f(h + 1)}" fill="${shade}"/>`
    const kind = r.int(0, 4)
    if (kind === 0) {
      skyline += `<path d="M${f(x + w * 0.15)},${f(yTop)} A${f(w * 0.35)},${f(w * 0.38)} 0 0 1 ${f(x + w * 0.85)},${f(yTop)} Z" fill="${shade}"/><line x1="${f(x + w / 2)}" y1="${f(yTop - w * 0.38)}" x2="${f(x + w / 2)}" y2="${f(yTop - w * 0.55)}" stroke="${shade}" stroke-width="${f(u * 0.35)}"/>`
    } else if (kind === 1) {
      const sh = h * r.range(0.5, 0.9)
      skyline += `<path d="M${f(x + w * 0.1)},${f(yTop)} Q${f(x + w * 0.2)},${f(yTop - sh * 0.7)} ${f(x + w / 2)},${f(yTop - sh)} Q${f(x + w * 0.8)},${f(yTop - sh * 0.7)} ${f(x + w * 0.9)},${f(yTop)} Z" fill="${shade}"/><path d="M${f(x + w / 2)},${f(yTop - sh)} l${f(u * 0.3)},${f(-u * 2.5)} l${f(u * 1.6)},${f(u * 0.6)} Z" fill="${col(c, 0)}"/>`
    } else if (kind === 2) {
      skyline += `<rect x="${f(x + w * 0.1)}" y="${f(yTop - h * 0.2)}" width="${f(w * 0.8)}" height="${f(h * 0.2 + 1)}" fill="${shade}"/>`
    }
    // Lit windows.
    const rows = Math.floor(h / (u * 3.5))
    for (let i = 0; i < rows; i++) {
      if (!r.chance(0.45)) continue
      const wx = x + w * r.range(0.15, 0.7)
      skyline += `<rect x="${f(wx)}" y="${f(yTop + u * 2 + i * u * 3.5)}" width="${f(u * 0.9)}" height="${f(u * 1.5)}" fill="${lighten(col(c, 0), 0.5)}" opacity="${f(r.range(0.5, 0.9))}"/>`
    }
    x += w * r.range(0.75, 1.05)
  }
  body += skyline
  // Ghats: stepped bands.
  const steps = r.int(5, 9)
  for (let i = 0; i < steps; i++) {
    const y = ghatY + ((waterY - ghatY) * i) / steps
    body += `<rect x="0" y="${f(y)}" width="${W}" height="${f((waterY - ghatY) / steps + 1)}" fill="${mix(silhouette, low, 0.15 + 0.25 * (i % 2))}"/>`
  }
  // Chhatris and tiny figures on the steps.
  for (let i = 0; i < r.int(6, 14); i++) {
    const fx = r.range(0.03, 0.97) * W
    const fy = ghatY + (waterY - ghatY) * r.range(0.1, 0.9)
    body += `<rect x="${f(fx)}" y="${f(fy - u * 2.2)}" width="${f(u * 0.7)}" height="${f(u * 2.2)}" fill="${r.pick([...c.pal, INK])}"/><circle cx="${f(fx + u * 0.35)}" cy="${f(fy - u * 2.6)}" r="${f(u * 0.45)}" fill="${INK}"/>`
  }
  for (let i = 0; i < r.int(1, 3); i++) {
    const cx = r.range(0.1, 0.9) * W
    const cw = u * r.range(6, 10)
    body += `<path d="M${f(cx - cw / 2)},${f(ghatY)} L${f(cx - cw / 2)},${f(ghatY - cw * 0.6)} Q${f(cx)},${f(ghatY - cw * 1.3)} ${f(cx + cw / 2)},${f(ghatY - cw * 0.6)} L${f(cx + cw / 2)},${f(ghatY)} Z" fill="${silhouette}"/>`
  }
  // Water with blurred reflection.
  body += `<rect x="0" y="${f(waterY)}" width="${W}" height="${f(H - waterY)}" fill="url(#${refl})"/>`
  body += `<g transform="translate(0,${f(2 * waterY - (waterY - ghatY))}) scale(1,-1) translate(0,${f(-ghatY)})" opacity="0.3"><g transform="translate(0,${f(ghatY)})">${skyline}</g></g>`
  for (let i = 0; i < 60; i++) {
    const y = waterY + (H - waterY) * Math.pow(r.next(), 1.2)
    const x0 = r.range(-0.05, 1) * W
    body += `<line x1="${f(x0)}" y1="${f(y)}" x2="${f(x0 + W * r.range(0.02, 0.12))}" y2="${f(y)}" stroke="${r.chance(0.6) ? lighten(low, 0.4) : darken(top, 0.3)}" stroke-width="${f(u * r.range(0.15, 0.4))}" opacity="${f(r.range(0.2, 0.6))}"/>`
  }
  // Boats.
  for (let i = 0; i < r.int(1, 4); i++) {
    const bx = r.range(0.1, 0.9) * W
    const by = waterY + (H - waterY) * r.range(0.2, 0.75)
    const bw = u * r.range(5, 11)
    body += `<path d="M${f(bx - bw)},${f(by - bw * 0.15)} Q${f(bx)},${f(by + bw * 0.35)} ${f(bx + bw)},${f(by - bw * 0.15)} L${f(bx + bw * 0.7)},${f(by - bw * 0.05)} L${f(bx - bw * 0.7)},${f(by - bw * 0.05)} Z" fill="${INK}"/>`
    if (r.chance(0.6))
      body += `<circle cx="${f(bx + bw * 0.2)}" cy="${f(by - bw * 0.45)}" r="${f(bw * 0.1)}" fill="${INK}"/><rect x="${f(bx + bw * 0.12)}" y="${f(by - bw * 0.37)}" width="${f(bw * 0.16)}" height="${f(bw * 0.3)}" fill="${INK}"/>`
    body += `<path d="M${f(bx - bw * 0.9)},${f(by + bw * 0.15)} L${f(bx + bw * 0.9)},${f(by + bw * 0.15)}" stroke="${INK}" stroke-width="${f(u * 0.2)}" opacity="0.3"/>`
  }
  return { defs, body, surface: 'canvas', scale: 2 }
}

const SKINS = ['#c68e67', '#a86f4c', '#8d5a3b', '#b97c57', '#7a4b30', '#d2a07c']

/** Stylised figures after Indian modernism: bold outline, flat colour, almond eyes. */
function figurative(c0: Ctx): Scene {
  const c = widen(c0)
  const { W, H, u, r } = c
  const line = INK
  const lw = u * 0.75
  const bgA = mix(col(c, 0), PAPER, 0.15)
  const bgB = darken(mix(col(c, 1), col(c, 0), 0.3), 0.1)
  let body = `<rect width="${W}" height="${H}" fill="${bgA}"/>`
  const split = H * r.range(0.6, 0.75)
  body += `<rect x="0" y="${f(split)}" width="${W}" height="${f(H - split)}" fill="${bgB}"/>`
  if (r.chance(0.6)) {
    const aw = W * r.range(0.45, 0.7)
    const ax = (W - aw) / 2
    const ay = H * 0.08
    body += `<path d="M${f(ax)},${f(split)} L${f(ax)},${f(ay + aw * 0.35)} Q${f(ax)},${f(ay)} ${f(W / 2)},${f(ay)} Q${f(ax + aw)},${f(ay)} ${f(ax + aw)},${f(ay + aw * 0.35)} L${f(ax + aw)},${f(split)} Z" fill="${lighten(mix(col(c, 2), bgA, 0.4), 0.1)}" stroke="${line}" stroke-width="${f(lw * 0.6)}"/>`
  }
  // Border of dots.
  const bw = u * 3
  body += `<rect x="${f(bw / 2)}" y="${f(bw / 2)}" width="${f(W - bw)}" height="${f(H - bw)}" fill="none" stroke="${darken(bgB, 0.2)}" stroke-width="${f(bw)}"/>`
  for (let x = bw; x < W - bw / 2; x += bw * 1.4) {
    body += `<circle cx="${f(x)}" cy="${f(bw / 2)}" r="${f(bw * 0.22)}" fill="${PAPER}"/><circle cx="${f(x)}" cy="${f(H - bw / 2)}" r="${f(bw * 0.22)}" fill="${PAPER}"/>`
  }
  const count = r.pick([1, 1, 2, 2, 3])
  const s = Math.min(W / (count * 0.62 + 0.25), H / 1.05)
  for (let i = 0; i < count; i++) {
    const cx = W * ((i + 1) / (count + 1))
    const base = H * r.range(0.9, 0.95)
    body += figure(c, cx, base, s * r.range(0.92, 1.02), r.pick(SKINS), lw, r.chance(0.5))
  }
  return { defs: '', body, surface: 'canvas' }
}

function figure(c: Ctx, cx: number, base: number, s: number, skin: string, lw: number, seated: boolean): string {
  const { r } = c
  const line = INK
  const garment = jitter(r, col(c, r.int(0, c.pal.length - 1)), 0.03)
  const drape = jitter(r, r.pick([col(c, 1), col(c, 2), PAPER, '#e7b33f']), 0.03)
  const headR = s * 0.085
  const headY = base - s * (seated ? 0.72 : 0.9)
  const shoulderY = headY + headR * 1.55
  const shoulderW = s * 0.17
  const hemW = seated ? s * 0.3 : s * 0.2
  const stroke = `stroke="${line}" stroke-width="${f(lw)}" stroke-linejoin="round" stroke-linecap="round"`
  let g = ''
  // Hair behind, bun.
  const hair = r.pick(['#1d1511', '#2b1d16', '#3a2a20'])
  g += `<circle cx="${f(cx + headR * 0.9)}" cy="${f(headY - headR * 0.2)}" r="${f(headR * 0.55)}" fill="${hair}" ${stroke}/>`
  g += `<ellipse cx="${f(cx)}" cy="${f(headY - headR * 0.1)}" rx="${f(headR * 1.08)}" ry="${f(headR * 1.2)}" fill="${hair}" ${stroke}/>`
  // Body / garment.
  const bodyPath = seated
    ? `M${f(cx - shoulderW)},${f(shoulderY)} Q${f(cx - shoulderW * 1.3)},${f(base - s * 0.35)} ${f(cx - hemW)},${f(base - s * 0.12)} Q${f(cx - hemW * 1.15)},${f(base)} ${f(cx)},${f(base)} Q${f(cx + hemW * 1.15)},${f(base)} ${f(cx + hemW)},${f(base - s * 0.12)} Q${f(cx + shoulderW * 1.3)},${f(base - s * 0.35)} ${f(cx + shoulderW)},${f(shoulderY)} Q${f(cx)},${f(shoulderY - headR * 0.4)} ${f(cx - shoulderW)},${f(shoulderY)} Z`
    : `M${f(cx - shoulderW)},${f(shoulderY)} Q${f(cx - shoulderW * 1.15)},${f(base - s * 0.45)} ${f(cx - hemW)},${f(base)} L${f(cx + hemW)},${f(base)} Q${f(cx + shoulderW * 1.15)},${f(base - s * 0.45)} ${f(cx + shoulderW)},${f(shoulderY)} Q${f(cx)},${f(shoulderY - headR * 0.4)} ${f(cx - shoulderW)},${f(shoulderY)} Z`
  g += `<path d="${bodyPath}" fill="${garment}" ${stroke}/>`
  // Pattern on garment.
  for (let k = 0; k < 14; k++) {
    const px = cx + r.range(-0.8, 0.8) * shoulderW
    const py = shoulderY + r.range(0.15, 0.9) * (base - shoulderY)
    const spread = shoulderW + ((hemW - shoulderW) * (py - shoulderY)) / (base - shoulderY)
    if (Math.abs(px - cx) > spread * 0.8) continue
    g += `<circle cx="${f(px)}" cy="${f(py)}" r="${f(s * 0.008)}" fill="${lighten(garment, 0.5)}"/>`
  }
  // Pallu drape, diagonal band with border.
  g += `<path d="M${f(cx - shoulderW * 0.9)},${f(shoulderY + s * 0.02)} L${f(cx - shoulderW * 0.35)},${f(shoulderY - s * 0.005)} L${f(cx + shoulderW * 1.05)},${f(shoulderY + (base - shoulderY) * 0.62)} L${f(cx + shoulderW * 0.55)},${f(shoulderY + (base - shoulderY) * 0.7)} Z" fill="${drape}" ${stroke}/>`
  g += `<path d="M${f(cx - shoulderW * 0.35)},${f(shoulderY + s * 0.01)} L${f(cx + shoulderW * 0.95)},${f(shoulderY + (base - shoulderY) * 0.63)}" stroke="${darken(drape, 0.35)}" stroke-width="${f(lw * 1.3)}" stroke-dasharray="${f(lw)} ${f(lw * 1.2)}"/>`
  // Neck.
  g += `<path d="M${f(cx - headR * 0.32)},${f(headY + headR * 0.8)} L${f(cx - headR * 0.36)},${f(shoulderY + s * 0.01)} Q${f(cx)},${f(shoulderY + headR * 0.35)} ${f(cx + headR * 0.36)},${f(shoulderY + s * 0.01)} L${f(cx + headR * 0.32)},${f(headY + headR * 0.8)} Z" fill="${skin}" ${stroke}/>`
  // Necklace.
  g += `<path d="M${f(cx - headR * 0.5)},${f(shoulderY + s * 0.005)} Q${f(cx)},${f(shoulderY + headR * 0.75)} ${f(cx + headR * 0.5)},${f(shoulderY + s * 0.005)}" fill="none" stroke="#d9a93a" stroke-width="${f(lw * 1.2)}"/>`
  // Arms: folded, hands together holding a flower or a pot.
  const handY = shoulderY + (base - shoulderY) * (seated ? 0.45 : 0.42)
  g += `<path d="M${f(cx - shoulderW * 0.95)},${f(shoulderY + s * 0.03)} Q${f(cx - shoulderW * 1.2)},${f(handY - s * 0.02)} ${f(cx - s * 0.015)},${f(handY)}" fill="none" stroke="${line}" stroke-width="${f(s * 0.05 + lw * 2)}" stroke-linecap="round"/>`
  g += `<path d="M${f(cx - shoulderW * 0.95)},${f(shoulderY + s * 0.03)} Q${f(cx - shoulderW * 1.2)},${f(handY - s * 0.02)} ${f(cx - s * 0.015)},${f(handY)}" fill="none" stroke="${skin}" stroke-width="${f(s * 0.05)}" stroke-linecap="round"/>`
  g += `<path d="M${f(cx + shoulderW * 0.95)},${f(shoulderY + s * 0.03)} Q${f(cx + shoulderW * 1.2)},${f(handY - s * 0.02)} ${f(cx + s * 0.015)},${f(handY)}" fill="none" stroke="${line}" stroke-width="${f(s * 0.05 + lw * 2)}" stroke-linecap="round"/>`
  g += `<path d="M${f(cx + shoulderW * 0.95)},${f(shoulderY + s * 0.03)} Q${f(cx + shoulderW * 1.2)},${f(handY - s * 0.02)} ${f(cx + s * 0.015)},${f(handY)}" fill="none" stroke="${skin}" stroke-width="${f(s * 0.05)}" stroke-linecap="round"/>`
  if (r.chance(0.5)) {
    // A lotus held up.
    const fy = handY - s * 0.07
    g += `<line x1="${f(cx)}" y1="${f(handY)}" x2="${f(cx)}" y2="${f(fy)}" stroke="${darken('#3f7a4a', 0.2)}" stroke-width="${f(lw)}"/>`
    for (const a of [-40, 0, 40]) {
      g += `<ellipse cx="${f(cx)}" cy="${f(fy - s * 0.025)}" rx="${f(s * 0.012)}" ry="${f(s * 0.03)}" transform="rotate(${a} ${f(cx)} ${f(fy)})" fill="#e98fa8" ${stroke}/>`
    }
  } else {
    g += `<ellipse cx="${f(cx)}" cy="${f(handY + s * 0.035)}" rx="${f(s * 0.06)}" ry="${f(s * 0.05)}" fill="#b5651d" ${stroke}/><rect x="${f(cx - s * 0.03)}" y="${f(handY - s * 0.02)}" width="${f(s * 0.06)}" height="${f(s * 0.02)}" fill="#b5651d" ${stroke}/>`
  }
  // Face.
  g += `<ellipse cx="${f(cx)}" cy="${f(headY + headR * 0.1)}" rx="${f(headR * 0.82)}" ry="${f(headR * 1.02)}" fill="${skin}" ${stroke}/>`
  // Hair parting over the forehead.
  g += `<path d="M${f(cx - headR * 0.85)},${f(headY - headR * 0.05)} Q${f(cx - headR * 0.5)},${f(headY - headR * 0.95)} ${f(cx)},${f(headY - headR * 0.72)} Q${f(cx + headR * 0.5)},${f(headY - headR * 0.95)} ${f(cx + headR * 0.85)},${f(headY - headR * 0.05)} Q${f(cx + headR * 0.7)},${f(headY - headR * 1.2)} ${f(cx)},${f(headY - headR * 1.22)} Q${f(cx - headR * 0.7)},${f(headY - headR * 1.2)} ${f(cx - headR * 0.85)},${f(headY - headR * 0.05)} Z" fill="${hair}"/>`
  // Almond eyes, brows joined to the nose line.
  const ey = headY + headR * 0.05
  for (const sgn of [-1, 1]) {
    const ex = cx + sgn * headR * 0.36
    g += `<path d="M${f(ex - headR * 0.24)},${f(ey)} Q${f(ex)},${f(ey - headR * 0.2)} ${f(ex + headR * 0.24)},${f(ey)} Q${f(ex)},${f(ey + headR * 0.14)} ${f(ex - headR * 0.24)},${f(ey)} Z" fill="#f6efe2" stroke="${line}" stroke-width="${f(lw * 0.7)}"/>`
    g += `<circle cx="${f(ex + sgn * headR * 0.02)}" cy="${f(ey - headR * 0.01)}" r="${f(headR * 0.075)}" fill="${line}"/>`
  }
  g += `<path d="M${f(cx - headR * 0.62)},${f(ey - headR * 0.2)} Q${f(cx - headR * 0.35)},${f(ey - headR * 0.38)} ${f(cx - headR * 0.06)},${f(ey - headR * 0.2)} L${f(cx - headR * 0.05)},${f(ey + headR * 0.38)} Q${f(cx)},${f(ey + headR * 0.45)} ${f(cx + headR * 0.08)},${f(ey + headR * 0.4)} M${f(cx + headR * 0.06)},${f(ey - headR * 0.2)} Q${f(cx + headR * 0.35)},${f(ey - headR * 0.38)} ${f(cx + headR * 0.62)},${f(ey - headR * 0.2)}" fill="none" stroke="${line}" stroke-width="${f(lw * 0.7)}"/>`
  g += `<path d="M${f(cx - headR * 0.18)},${f(ey + headR * 0.62)} Q${f(cx)},${f(ey + headR * 0.72)} ${f(cx + headR * 0.18)},${f(ey + headR * 0.62)} Q${f(cx)},${f(ey + headR * 0.56)} ${f(cx - headR * 0.18)},${f(ey + headR * 0.62)} Z" fill="#9e2f2a"/>`
  g += `<circle cx="${f(cx)}" cy="${f(ey - headR * 0.42)}" r="${f(headR * 0.07)}" fill="#b3261e"/>`
  // Earrings.
  g += `<circle cx="${f(cx - headR * 0.86)}" cy="${f(ey + headR * 0.4)}" r="${f(headR * 0.1)}" fill="#d9a93a" stroke="${line}" stroke-width="${f(lw * 0.5)}"/><circle cx="${f(cx + headR * 0.86)}" cy="${f(ey + headR * 0.4)}" r="${f(headR * 0.1)}" fill="#d9a93a" stroke="${line}" stroke-width="${f(lw * 0.5)}"/>`
  return g
}

/** Lotus pond: pads, flowers, buds, stems. */
function botanical(c: Ctx): Scene {
  const { W, H, u, r } = c
  const dark = r.chance(0.55)
  const ground = dark ? darken(mix(col(c, 0), '#10302a', 0.6), 0.35) : mix(PAPER, col(c, 0), 0.12)
  let body = `<rect width="${W}" height="${H}" fill="${ground}"/>`
  const soft = c.id('soft')
  const petalGlow = mix('#f2a0b8', col(c, 0), 0.35)
  const defs = `<radialGradient id="${soft}"><stop offset="0" stop-color="${petalGlow}" stop-opacity="0.55"/><stop offset="1" stop-color="${petalGlow}" stop-opacity="0"/></radialGradient>`
  // Water shimmer.
  for (let i = 0; i < 30; i++) {
    const y = r.range(0, 1) * H
    const x = r.range(-0.1, 1) * W
    body += `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x + W * r.range(0.05, 0.2))}" y2="${f(y)}" stroke="${dark ? lighten(ground, 0.2) : darken(ground, 0.12)}" stroke-width="${f(u * r.range(0.2, 0.5))}" opacity="0.5"/>`
  }
  const leaf = mix('#3d7a4f', col(c, 1), 0.25)
  const pads = r.int(4, 8)
  for (let i = 0; i < pads; i++) {
    const x = r.range(0.05, 0.95) * W
    const y = r.range(0.35, 0.95) * H
    const rx = Math.min(W, H) * r.range(0.08, 0.17)
    const ry = rx * r.range(0.45, 0.7)
    const fill = jitter(r, leaf, 0.05)
    const notch = r.range(0, 360)
    body += `<g transform="translate(${f(x)},${f(y)}) scale(1,${f(ry / rx)}) rotate(${f(notch)})"><path d="M0,0 L${f(rx)},${f(-rx * 0.08)} A${f(rx)},${f(rx)} 0 1 1 ${f(rx)},${f(rx * 0.08)} Z" fill="${fill}" stroke="${darken(fill, 0.3)}" stroke-width="${f(u * 0.3)}"/>`
    for (let k = 1; k < 10; k++) {
      const a = (k / 10) * Math.PI * 2
      body += `<line x1="0" y1="0" x2="${f(Math.cos(a) * rx * 0.92)}" y2="${f(Math.sin(a) * rx * 0.92)}" stroke="${lighten(fill, 0.25)}" stroke-width="${f(u * 0.2)}" opacity="0.7"/>`
    }
    body += `</g>`
  }
  const petal = mix('#f2a0b8', col(c, 0), 0.35)
  const flowers = r.int(1, 3)
  for (let i = 0; i < flowers; i++) {
    const x = W * ((i + 0.5 + r.range(-0.2, 0.2)) / flowers)
    const y = H * r.range(0.35, 0.6)
    const s = Math.min(W, H) * r.range(0.12, 0.2)
    body += `<path d="M${f(x)},${f(y + s * 0.2)} Q${f(x + r.range(-0.3, 0.3) * s)},${f(y + s * 1.2)} ${f(x + r.range(-0.5, 0.5) * s)},${f(H + 10)}" stroke="${darken(leaf, 0.2)}" stroke-width="${f(u * 0.8)}" fill="none"/>`
    body += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 1.3)}" fill="url(#${soft})"/>`
    const rows: [number, number, number][] = [
      [9, 1.0, 0.2],
      [7, 0.85, 0.0],
      [5, 0.65, -0.15],
    ]
    rows.forEach(([n, len, shade], ri) => {
      for (let k = 0; k < n; k++) {
        const a = -90 + ((k - (n - 1) / 2) * (ri === 0 ? 150 : 120)) / (n - 1)
        const pc = shade > 0 ? darken(petal, shade) : lighten(petal, -shade)
        const pl = s * len
        body += `<path d="M0,0 Q${f(pl * 0.3)},${f(-pl * 0.45)} 0,${f(-pl)} Q${f(-pl * 0.3)},${f(-pl * 0.45)} 0,0 Z" transform="translate(${f(x)},${f(y)}) rotate(${f(a + 90)})" fill="${pc}" stroke="${darken(petal, 0.45)}" stroke-width="${f(u * 0.25)}"/>`
      }
    })
    body += `<ellipse cx="${f(x)}" cy="${f(y - s * 0.1)}" rx="${f(s * 0.16)}" ry="${f(s * 0.08)}" fill="#e8c547"/>`
  }
  for (let i = 0; i < r.int(1, 3); i++) {
    const x = r.range(0.1, 0.9) * W
    const y = r.range(0.2, 0.45) * H
    const s = Math.min(W, H) * 0.07
    body += `<path d="M${f(x)},${f(y)} Q${f(x + s * 0.2)},${f(y + s * 2)} ${f(x + r.range(-0.5, 0.5) * s)},${f(H + 10)}" stroke="${darken(leaf, 0.2)}" stroke-width="${f(u * 0.6)}" fill="none"/><path d="M${f(x)},${f(y + s * 0.5)} Q${f(x + s * 0.4)},${f(y)} ${f(x)},${f(y - s * 0.6)} Q${f(x - s * 0.4)},${f(y)} ${f(x)},${f(y + s * 0.5)} Z" fill="${petal}" stroke="${darken(petal, 0.45)}" stroke-width="${f(u * 0.25)}"/>`
  }
  return { defs, body, surface: dark ? 'canvas' : 'paper', scale: 1.5 }
}

/** Gond / Madhubani-inspired mandala with dot-and-dash fill and a sawtooth border. */
function mandala(c: Ctx): Scene {
  const { W, H, u, r } = c
  const paper = r.chance(0.5)
  const ground = paper ? '#efe2c4' : darken(col(c, 0), 0.15)
  const line = paper ? INK : '#f4ead5'
  let body = `<rect width="${W}" height="${H}" fill="${ground}"/>`
  // Border: two lines with triangles.
  const m = u * 3
  const bw = u * 4
  body += `<rect x="${f(m)}" y="${f(m)}" width="${f(W - 2 * m)}" height="${f(H - 2 * m)}" fill="none" stroke="${line}" stroke-width="${f(u * 0.5)}"/>`
  body += `<rect x="${f(m + bw)}" y="${f(m + bw)}" width="${f(W - 2 * (m + bw))}" height="${f(H - 2 * (m + bw))}" fill="none" stroke="${line}" stroke-width="${f(u * 0.5)}"/>`
  const tri = col(c, 1)
  for (let x = m; x < W - m - bw * 0.9; x += bw) {
    body += `<path d="M${f(x)},${f(m + bw)} L${f(x + bw / 2)},${f(m)} L${f(x + bw)},${f(m + bw)} Z" fill="${tri}" stroke="${line}" stroke-width="${f(u * 0.25)}"/>`
    body += `<path d="M${f(x)},${f(H - m - bw)} L${f(x + bw / 2)},${f(H - m)} L${f(x + bw)},${f(H - m - bw)} Z" fill="${tri}" stroke="${line}" stroke-width="${f(u * 0.25)}"/>`
  }
  for (let y = m + bw; y < H - m - bw * 1.5; y += bw) {
    body += `<circle cx="${f(m + bw / 2)}" cy="${f(y + bw / 2)}" r="${f(bw * 0.2)}" fill="${line}"/><circle cx="${f(W - m - bw / 2)}" cy="${f(y + bw / 2)}" r="${f(bw * 0.2)}" fill="${line}"/>`
  }
  const cx = W / 2
  const cy = H / 2
  const Rmax = (Math.min(W, H) / 2 - m - bw) * 0.92
  const rings = r.int(4, 6)
  const fills = [...c.pal, paper ? '#d9a93a' : '#1c1713', paper ? '#ffffff' : lighten(col(c, 0), 0.4)]
  for (let i = rings; i >= 1; i--) {
    const R = (Rmax * i) / rings
    const inner = (Rmax * (i - 1)) / rings
    const n = 6 + i * r.pick([4, 6])
    const fill = fills[(i + r.int(0, 2)) % fills.length] ?? INK
    const shape = r.int(0, 2)
    for (let k = 0; k < n; k++) {
      const a = (k / n) * 360
      const wAng = (Math.PI / n) * R
      let petal: string
      if (shape === 0)
        petal = `M0,${f(-inner)} Q${f(wAng)},${f(-(inner + R) / 2)} 0,${f(-R)} Q${f(-wAng)},${f(-(inner + R) / 2)} 0,${f(-inner)} Z`
      else if (shape === 1) petal = `M${f(-wAng * 0.9)},${f(-inner)} L0,${f(-R)} L${f(wAng * 0.9)},${f(-inner)} Z`
      else petal = `M${f(-wAng * 0.8)},${f(-inner)} A${f(wAng * 0.8)},${f((R - inner) * 0.9)} 0 0 1 ${f(wAng * 0.8)},${f(-inner)} Z`
      body += `<path d="${petal}" transform="translate(${f(cx)},${f(cy)}) rotate(${f(a)})" fill="${fill}" stroke="${line}" stroke-width="${f(u * 0.35)}"/>`
      // Gond-style fill: dashes along the petal axis or dots.
      if (r.chance(0.5) || i > 2) {
        const dots = Math.max(2, Math.floor((R - inner) / (u * 1.6)))
        for (let d = 1; d < dots; d++) {
          const rr = inner + ((R - inner) * d) / dots
          body += `<circle cx="0" cy="${f(-rr)}" r="${f(u * 0.32)}" transform="translate(${f(cx)},${f(cy)}) rotate(${f(a)})" fill="${line}"/>`
        }
      }
    }
    body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(inner)}" fill="${ground}" stroke="${line}" stroke-width="${f(u * 0.35)}"/>`
    // Dashes around each ring.
    const dn = Math.floor((2 * Math.PI * inner) / (u * 1.2))
    if (inner > 0 && i % 2 === 0) {
      body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(inner - u * 0.8)}" fill="none" stroke="${line}" stroke-width="${f(u * 0.8)}" stroke-dasharray="${f(u * 0.25)} ${f((2 * Math.PI * inner) / Math.max(dn, 1) - u * 0.25)}"/>`
    }
  }
  body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f((Rmax / rings) * 0.6)}" fill="${col(c, 0)}" stroke="${line}" stroke-width="${f(u * 0.4)}"/>`
  // Fish in the corners (a Mithila sign of plenty).
  const fishL = Math.min(W, H) * 0.11
  const corners: [number, number, number][] = [
    [m + bw + fishL * 0.9, m + bw + fishL * 0.6, 35],
    [W - m - bw - fishL * 0.9, m + bw + fishL * 0.6, 145],
    [m + bw + fishL * 0.9, H - m - bw - fishL * 0.6, -35],
    [W - m - bw - fishL * 0.9, H - m - bw - fishL * 0.6, -145],
  ]
  if (Math.abs(W / H - 1) > 0.12 || r.chance(0.5)) {
    for (const [fx, fy, rot] of corners) {
      const fc = col(c, 2)
      body += `<g transform="translate(${f(fx)},${f(fy)}) rotate(${rot})"><path d="M${f(-fishL / 2)},0 Q0,${f(-fishL * 0.32)} ${f(fishL / 2)},0 Q0,${f(fishL * 0.32)} ${f(-fishL / 2)},0 Z" fill="${fc}" stroke="${line}" stroke-width="${f(u * 0.4)}"/><path d="M${f(-fishL / 2)},0 L${f(-fishL * 0.75)},${f(-fishL * 0.18)} L${f(-fishL * 0.75)},${f(fishL * 0.18)} Z" fill="${fc}" stroke="${line}" stroke-width="${f(u * 0.4)}"/><circle cx="${f(fishL * 0.3)}" cy="${f(-fishL * 0.03)}" r="${f(u * 0.6)}" fill="${line}"/>`
      for (let k = -3; k <= 3; k++)
        body += `<path d="M${f(k * fishL * 0.07)},${f(-fishL * 0.14)} q${f(fishL * 0.04)},${f(fishL * 0.14)} 0,${f(fishL * 0.28)}" fill="none" stroke="${line}" stroke-width="${f(u * 0.25)}"/>`
      body += `</g>`
    }
  }
  return { defs: '', body, surface: 'paper' }
}

/** Expressionist broad brush strokes: tapered ribbons with dry-brush streaks, and splatters. */
function gestural(c: Ctx): Scene {
  const { W, H, u, r } = c
  const dark = r.chance(0.45)
  const ground = dark ? darken(mix(col(c, 0), '#1b1b22', 0.7), 0.2) : mix('#efe8da', col(c, 0), 0.1)
  let body = `<rect width="${W}" height="${H}" fill="${ground}"/>`
  const colours = [...c.pal, ...c.pal, dark ? '#f1ece1' : INK, mix(col(c, 0), ground, 0.5)]
  const n = r.int(26, 40)
  const lean = r.range(-0.8, 0.8)
  for (let i = 0; i < n; i++) {
    const colour = jitter(r, r.pick(colours), 0.05)
    const x0 = r.range(-0.1, 1.0) * W
    const y0 = r.range(-0.05, 1.0) * H
    const len = Math.min(W, H) * r.range(0.25, 0.8)
    const ang = lean + r.gauss() * 0.9
    const width = u * r.range(3, 12)
    const bend = r.gauss() * 0.5
    const steps = 16
    const centre: [number, number][] = []
    for (let k = 0; k <= steps; k++) {
      const t = k / steps
      const a = ang + bend * (t - 0.5)
      centre.push([x0 + Math.cos(a) * len * t, y0 + Math.sin(a) * len * t])
    }
    const left: [number, number][] = []
    const right: [number, number][] = []
    centre.forEach(([x, y], k) => {
      const t = k / steps
      const a = ang + bend * (t - 0.5)
      const w = (width / 2) * Math.pow(Math.sin(Math.PI * Math.min(0.98, 0.08 + t * 0.92)), 0.35) * (1 + r.gauss() * 0.06)
      const nx = -Math.sin(a)
      const ny = Math.cos(a)
      left.push([x + nx * w + r.gauss() * u * 0.15, y + ny * w + r.gauss() * u * 0.15])
      right.push([x - nx * w + r.gauss() * u * 0.15, y - ny * w + r.gauss() * u * 0.15])
    })
    const poly = [...left, ...right.reverse()]
    body += `<path d="M${poly.map(([x, y]) => `${f(x)},${f(y)}`).join(' L')} Z" fill="${colour}" opacity="${f(r.range(0.55, 0.92))}"/>`
    // Dry-brush streaks running along the stroke.
    const bristles = r.int(3, 6)
    for (let b = 0; b < bristles; b++) {
      const off = (r.next() - 0.5) * width * 0.9
      const from = r.int(0, 4)
      const to = r.int(steps - 5, steps)
      const pts = centre.slice(from, to).map(([x, y], k): [number, number] => {
        const a = ang + bend * ((k + from) / steps - 0.5)
        return [x - Math.sin(a) * off, y + Math.cos(a) * off]
      })
      body += `<path d="${smoothOpen(pts)}" fill="none" stroke="${r.chance(0.5) ? lighten(colour, 0.3) : darken(colour, 0.3)}" stroke-width="${f(u * r.range(0.12, 0.45))}" opacity="${f(r.range(0.25, 0.6))}"/>`
    }
  }
  for (let i = 0; i < r.int(20, 60); i++) {
    body += `<circle cx="${f(r.range(0, 1) * W)}" cy="${f(r.range(0, 1) * H)}" r="${f(u * Math.pow(r.next(), 3) * 1.5 + u * 0.1)}" fill="${r.pick(colours)}" opacity="${f(r.range(0.5, 0.9))}"/>`
  }
  return { defs: '', body, surface: 'canvas', scale: 2 }
}

/** Ruled graphite lines, a single contour, or converging diagonals. */
function minimalLine(c: Ctx): Scene {
  const { W, H, u, r } = c
  const ground = mix('#f4f0e6', col(c, 0), 0.04)
  let body = `<rect width="${W}" height="${H}" fill="${ground}"/>`
  const variant = r.int(0, 2)
  const m = Math.min(W, H) * 0.1
  const grey = (t: number): string => mix('#d6d2c8', '#2a2a2a', Math.max(0, Math.min(1, t)))
  if (variant === 0) {
    const n = r.int(70, 130)
    const ph = r.range(0, 6)
    for (let i = 0; i < n; i++) {
      const y = m + ((H - 2 * m) * i) / (n - 1)
      const t = 0.5 + 0.45 * Math.sin((i / n) * Math.PI * r.range(1.5, 1.6) + ph)
      const wob = u * 0.15
      body += `<path d="M${f(m)},${f(y)} L${f(W * 0.35)},${f(y + r.gauss() * wob)} L${f(W * 0.7)},${f(y + r.gauss() * wob)} L${f(W - m)},${f(y)}" fill="none" stroke="${grey(t)}" stroke-width="${f(u * r.range(0.12, 0.22))}"/>`
    }
    if (r.chance(0.6)) {
      const y = m + (H - 2 * m) * r.range(0.3, 0.7)
      body += `<line x1="${f(m)}" y1="${f(y)}" x2="${f(W - m)}" y2="${f(y)}" stroke="${col(c, 0)}" stroke-width="${f(u * 0.35)}"/>`
    }
  } else if (variant === 1) {
    const cx = W / 2
    const cy = H / 2
    const R = Math.min(W, H) * 0.3
    const a1 = r.range(0.1, 0.3)
    const a2 = r.range(0.05, 0.18)
    const k1 = r.int(2, 4)
    const k2 = r.int(5, 8)
    for (let loop = 0; loop < r.int(2, 5); loop++) {
      const pts: [number, number][] = []
      const off = loop * 0.04
      for (let i = 0; i < 48; i++) {
        const a = (i / 48) * Math.PI * 2
        const rr = R * (1 + off + a1 * Math.sin(k1 * a + loop * 0.3) + a2 * Math.cos(k2 * a))
        pts.push([cx + Math.cos(a) * rr * (W > H ? 1.25 : 1), cy + Math.sin(a) * rr * (H > W ? 1.25 : 1)])
      }
      body += `<path d="${smoothClosed(pts)}" fill="none" stroke="${grey(0.85 - loop * 0.12)}" stroke-width="${f(u * 0.22)}"/>`
    }
    body += `<circle cx="${f(cx + r.range(-0.2, 0.2) * W)}" cy="${f(cy + r.range(-0.2, 0.2) * H)}" r="${f(u * r.range(2, 4))}" fill="${col(c, 0)}"/>`
  } else {
    const vx = r.range(0.2, 0.8) * W
    const vy = r.chance(0.5) ? -H * 0.2 : H * 1.2
    const n = r.int(40, 70)
    for (let i = 0; i < n; i++) {
      const x = m + ((W - 2 * m) * i) / (n - 1)
      const yEnd = vy < 0 ? H - m : m
      body += `<line x1="${f(x)}" y1="${f(yEnd)}" x2="${f(x + (vx - x) * 0.55)}" y2="${f(yEnd + (vy - yEnd) * 0.55)}" stroke="${grey(0.4 + (0.5 * (i % 3)) / 2)}" stroke-width="${f(u * 0.15)}"/>`
    }
    const gx = m
    const gy = m
    const cell = u * 4
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 4; j++) {
        body += `<rect x="${f(gx + i * cell)}" y="${f(gy + j * cell)}" width="${f(cell * 0.8)}" height="${f(cell * 0.8)}" fill="none" stroke="${grey(0.7)}" stroke-width="${f(u * 0.12)}"/>`
      }
    body += `<rect x="${f(gx + 2 * cell)}" y="${f(gy + cell)}" width="${f(cell * 0.8)}" height="${f(cell * 0.8)}" fill="${col(c, 0)}"/>`
  }
  return { defs: '', body, surface: 'paper' }
}

/** A vertical band whose edges step irregularly, as dyed-before-weaving threads do. */
function jaggedBand(r: Rng, x: number, w: number, H: number, u: number): string {
  const step = u * 1.6
  const left: string[] = []
  const right: string[] = []
  for (let y = 0; y <= H + step; y += step) {
    const dl = r.gauss() * u * 0.9
    const dr = r.gauss() * u * 0.9
    left.push(`${f(x + dl)},${f(y)} ${f(x + dl)},${f(y + step)}`)
    right.push(`${f(x + w + dr)},${f(y + step)} ${f(x + w + dr)},${f(y)}`)
  }
  return `M${left.join(' L')} L${right.reverse().join(' L')} Z`
}

/** Ikat bands with feathered edges, or a kunbi-style check. */
function textile(c: Ctx): Scene {
  const { W, H, u, r } = c
  const cream = '#efe5cf'
  const indigo = '#263a6b'
  const colours = [...c.pal, cream, indigo]
  const defs = ''
  let inner = ''
  const check = r.chance(0.35)
  if (check) {
    inner += `<rect width="${W}" height="${H}" fill="${col(c, 0)}"/>`
    let x = 0
    while (x < W) {
      const w = u * r.pick([1.5, 3, 6, 10])
      inner += `<rect x="${f(x)}" y="0" width="${f(w)}" height="${H}" fill="${r.pick(colours)}" opacity="0.55"/>`
      x += w + u * r.pick([3, 6, 10, 14])
    }
    let y = 0
    while (y < H) {
      const h = u * r.pick([1.5, 3, 6, 10])
      inner += `<rect x="0" y="${f(y)}" width="${W}" height="${f(h)}" fill="${r.pick(colours)}" opacity="0.5"/>`
      y += h + u * r.pick([3, 6, 10, 14])
    }
  } else {
    let x = 0
    while (x < W) {
      const w = W * r.range(0.06, 0.2)
      const base = r.pick(colours)
      inner += `<path d="${jaggedBand(r, x, w + 1, H, u)}" fill="${base}"/>`
      const motif = r.int(0, 3)
      const ac = r.pick(colours.filter((k) => k !== base))
      if (motif === 0) {
        // Chevrons / diamonds.
        const step = w * r.range(0.7, 1.2)
        for (let y = -step; y < H + step; y += step) {
          inner += `<path d="M${f(x + w / 2)},${f(y)} L${f(x + w * 0.92)},${f(y + step / 2)} L${f(x + w / 2)},${f(y + step)} L${f(x + w * 0.08)},${f(y + step / 2)} Z" fill="${ac}"/><path d="M${f(x + w / 2)},${f(y + step * 0.3)} L${f(x + w * 0.7)},${f(y + step / 2)} L${f(x + w / 2)},${f(y + step * 0.7)} L${f(x + w * 0.3)},${f(y + step / 2)} Z" fill="${base}"/>`
        }
      } else if (motif === 1) {
        for (let k = 0; k < 3; k++)
          inner += `<rect x="${f(x + w * (0.2 + k * 0.25))}" y="0" width="${f(w * 0.08)}" height="${H}" fill="${ac}"/>`
      } else if (motif === 2) {
        const step = w * 0.8
        for (let y = 0; y < H; y += step)
          inner += `<path d="M${f(x)},${f(y)} L${f(x + w / 2)},${f(y + step / 2)} L${f(x + w)},${f(y)}" fill="none" stroke="${ac}" stroke-width="${f(w * 0.12)}"/>`
      }
      x += w
    }
  }
  const body = inner
  return { defs, body: `<rect width="${W}" height="${H}" fill="${cream}"/>` + body, surface: 'cloth', postBlur: u * 0.35, scale: 2 }
}

/** A studio photograph of a sculpture on a plinth. */
function sculpture(c: Ctx): Scene {
  const { W, H, u, r } = c
  const back = c.id('back')
  const metal = c.id('metal')
  const shadow = c.id('shadow')
  const wall = mix('#d9d5ce', col(c, 1), 0.12)
  const base = col(c, 0)
  const defs =
    `<radialGradient id="${back}" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${lighten(wall, 0.35)}"/><stop offset="1" stop-color="${darken(wall, 0.25)}"/></radialGradient>` +
    `<radialGradient id="${metal}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${lighten(base, 0.55)}"/><stop offset="0.35" stop-color="${base}"/><stop offset="1" stop-color="${darken(base, 0.65)}"/></radialGradient>` +
    `<radialGradient id="${shadow}"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`
  let body = `<rect width="${W}" height="${H}" fill="url(#${back})"/>`
  const floor = H * 0.78
  body += `<rect x="0" y="${f(floor)}" width="${W}" height="${f(H - floor)}" fill="${darken(wall, 0.12)}"/>`
  const pw = Math.min(W * 0.4, H * 0.35)
  const ph = H * r.range(0.2, 0.3)
  const px = W / 2 - pw / 2
  const py = floor - ph + H * 0.04
  body += `<ellipse cx="${f(W / 2 + pw * 0.15)}" cy="${f(floor + H * 0.05)}" rx="${f(pw * 0.8)}" ry="${f(H * 0.04)}" fill="url(#${shadow})"/>`
  body += `<rect x="${f(px)}" y="${f(py)}" width="${f(pw)}" height="${f(ph)}" fill="#f3f1ec"/><rect x="${f(px + pw * 0.82)}" y="${f(py)}" width="${f(pw * 0.18)}" height="${f(ph)}" fill="#dcd8d0"/>`
  const top = py
  const avail = top - H * 0.08
  const variant = r.int(0, 2)
  const cx = W / 2
  if (variant === 0) {
    // Stacked river stones.
    let y = top
    const n = r.int(3, 5)
    for (let i = 0; i < n; i++) {
      const rx = pw * r.range(0.22, 0.42) * (1 - i * 0.12)
      const ry = Math.min(rx * r.range(0.35, 0.55), avail / n / 2)
      y -= ry
      const ox = r.range(-0.05, 0.05) * pw
      body += `<ellipse cx="${f(cx + ox)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#${metal})"/>`
      y -= ry * 0.85
    }
  } else if (variant === 1) {
    // A tall abstract figure.
    const h = avail * r.range(0.75, 0.95)
    const pts: [number, number][] = []
    const wBase = pw * 0.22
    for (let i = 0; i <= 8; i++) {
      const t = i / 8
      pts.push([cx + wBase * (0.4 + 0.6 * Math.sin(t * Math.PI * r.range(0.8, 1.2))) * (1 - t * 0.5) + r.gauss() * u * 0.6, top - h * t])
    }
    const left = pts.map(([x, y]): [number, number] => [2 * cx - x + r.gauss() * u * 0.8, y]).reverse()
    body += `<path d="${smoothClosed([...pts, ...left])}" fill="url(#${metal})"/>`
    body += `<ellipse cx="${f(cx)}" cy="${f(top - h - u * 2.5)}" rx="${f(u * 3.2)}" ry="${f(u * 3.8)}" fill="url(#${metal})"/>`
  } else {
    // Folded ring / kolam loop.
    const R = Math.min(pw * 0.45, avail * 0.45)
    const cy = top - R - u * 1
    body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R)}" fill="none" stroke="url(#${metal})" stroke-width="${f(R * 0.28)}"/>`
    body += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(R * 0.35)}" ry="${f(R)}" fill="none" stroke="url(#${metal})" stroke-width="${f(R * 0.16)}"/>`
    body += `<rect x="${f(cx - R * 0.2)}" y="${f(top - u * 1.5)}" width="${f(R * 0.4)}" height="${f(u * 1.5)}" fill="${darken(base, 0.5)}"/>`
  }
  return { defs, body, surface: 'photo', scale: 2 }
}

export const FAMILIES: Record<ArtworkKind, (c: Ctx) => Scene> = {
  colourField,
  geometric,
  landscape,
  cityscape,
  figurative,
  botanical,
  mandala,
  gestural,
  minimalLine,
  textile,
  sculpture,
}

export function buildScene(kind: ArtworkKind, W: number, H: number, r: Rng, pal: string[], idPrefix: string): Scene {
  let n = 0
  const id = (name: string): string => `${idPrefix}${name}${n++}`
  const palette = pal.length > 0 ? pal : ['#8c8c8c']
  return FAMILIES[kind]({ W, H, u: Math.min(W, H) / 100, r, pal: palette, id })
}

export { luminance }
