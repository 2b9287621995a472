/** Deterministic randomness, colour maths and SVG helpers shared by the generators. */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  range(min: number, max: number): number
  int(min: number, maxInclusive: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
  /** Roughly normal, mean 0, sd 1. */
  gauss(): number
}

/** mulberry32: small, fast, good enough for art. */
export function makeRng(seed: number): Rng {
  let a = (seed >>> 0) ^ 0x9e3779b9
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  // Warm up so that nearby seeds diverge.
  for (let i = 0; i < 4; i++) next()
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new Error('pick from empty list')
      return item
    },
    chance: (p) => next() < p,
    gauss: () => {
      const u = Math.max(next(), 1e-9)
      const v = next()
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
    },
  }
}

type Rgb = [number, number, number]

export function hexToRgb(hex: string): Rgb {
  const h = hex.replace('#', '')
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h
  const n = parseInt(full, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

export function rgbToHex([r, g, b]: Rgb): string {
  const c = (v: number): string =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0')
  return `#${c(r)}${c(g)}${c(b)}`
}

/** Linear mix: t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a)
  const y = hexToRgb(b)
  return rgbToHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t])
}
export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t)
export const darken = (c: string, t: number): string => mix(c, '#000000', t)

export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

/** Shift a colour slightly at random (for painterly variation). */
export function jitter(r: Rng, hex: string, amount: number): string {
  const [x, y, z] = hexToRgb(hex)
  const d = (): number => r.gauss() * amount * 255
  const k = d() * 0.6
  return rgbToHex([x + k + d() * 0.4, y + k + d() * 0.4, z + k + d() * 0.4])
}

export const f = (n: number): string => (Math.round(n * 10) / 10).toString()

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Smooth closed path through points (Catmull-Rom to cubic Bezier). */
export function smoothClosed(pts: [number, number][]): string {
  const n = pts.length
  const p = (i: number): [number, number] => pts[((i % n) + n) % n] as [number, number]
  let d = `M${f(p(0)[0])},${f(p(0)[1])}`
  for (let i = 0; i < n; i++) {
    const p0 = p(i - 1)
    const p1 = p(i)
    const p2 = p(i + 1)
    const p3 = p(i + 2)
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += `C${f(c1[0] ?? 0)},${f(c1[1] ?? 0)} ${f(c2[0] ?? 0)},${f(c2[1] ?? 0)} ${f(p2[0])},${f(p2[1])}`
  }
  return d + 'Z'
}

/** Smooth open path through points. */
export function smoothOpen(pts: [number, number][]): string {
  const n = pts.length
  const p = (i: number): [number, number] => pts[Math.max(0, Math.min(n - 1, i))] as [number, number]
  let d = `M${f(p(0)[0])},${f(p(0)[1])}`
  for (let i = 0; i < n - 1; i++) {
    const p0 = p(i - 1)
    const p1 = p(i)
    const p2 = p(i + 1)
    const p3 = p(i + 2)
    const c1x = p1[0] + (p2[0] - p0[0]) / 6
    const c1y = p1[1] + (p2[1] - p0[1]) / 6
    const c2x = p2[0] - (p3[0] - p1[0]) / 6
    const c2y = p2[1] - (p3[1] - p1[1]) / 6
    d += `C${f(c1x)},${f(c1y)} ${f(c2x)},${f(c2y)} ${f(p2[0])},${f(p2[1])}`
  }
  return d
}

/** A unique-ish id prefix so that nested SVG fragments do not clash. */
export function idGen(prefix: string): (name: string) => string {
  let i = 0
  return (name: string) => `${prefix}${name}${i++}`
}
