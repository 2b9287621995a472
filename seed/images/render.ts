/**
 * Generated images for the demo catalogue: artworks, portraits, gallery banners and tiles.
 * Everything is drawn as SVG and rasterised with sharp; deterministic by seed, nothing downloaded.
 */
import sharp from 'sharp'
import type { ArtworkImageSpec, PortraitSpec } from '../data/types'
import { buildScene, type Scene } from './families'
import { darken, escapeXml, f, jitter, lighten, luminance, makeRng, mix, type Rng } from './util'

type Surface = Scene['surface']

const TEXTURE_SIZE = 512
/** Per-pixel offsets around zero, TEXTURE_SIZE x TEXTURE_SIZE, tileable. */
const textureCache = new Map<Surface, Promise<Int16Array>>()

/** A tileable grain made once per surface with feTurbulence (canvas weave, paper tooth, film grain). */
function texture(kind: Surface): Promise<Int16Array> {
  const cached = textureCache.get(kind)
  if (cached) return cached
  const S = TEXTURE_SIZE
  const grey = '<feColorMatrix type="matrix" values="0.33 0.33 0.33 0 0  0.33 0.33 0.33 0 0  0.33 0.33 0.33 0 0  0 0 0 0 1"/>'
  let filter: string
  let strength: number
  if (kind === 'paper') {
    filter = `<feTurbulence type="fractalNoise" baseFrequency="0.55" numOctaves="3" seed="7" stitchTiles="stitch"/>${grey}`
    strength = 0.4
  } else if (kind === 'photo') {
    filter = `<feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="1" seed="3" stitchTiles="stitch"/>${grey}`
    strength = 0.15
  } else {
    // Canvas and cloth: a weave of horizontally and vertically stretched noise.
    const fine = kind === 'cloth' ? '0.9 0.08' : '0.7 0.05'
    const fine2 = kind === 'cloth' ? '0.08 0.9' : '0.05 0.7'
    filter =
      `<feTurbulence type="fractalNoise" baseFrequency="${fine}" numOctaves="2" seed="11" stitchTiles="stitch" result="a"/>` +
      `<feTurbulence type="fractalNoise" baseFrequency="${fine2}" numOctaves="2" seed="23" stitchTiles="stitch" result="b"/>` +
      `<feBlend in="a" in2="b" mode="multiply"/>${grey}`
    strength = kind === 'cloth' ? 0.85 : 0.55
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}"><filter id="t" x="0" y="0" width="100%" height="100%">${filter}</filter><rect width="${S}" height="${S}" filter="url(#t)"/></svg>`
  const p = (async (): Promise<Int16Array> => {
    const { data } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true })
    let sum = 0
    for (let i = 0; i < S * S; i++) sum += data[i] ?? 0
    const mean = sum / (S * S)
    const out = new Int16Array(S * S)
    for (let i = 0; i < S * S; i++) out[i] = Math.round(((data[i] ?? 0) - mean) * strength)
    return out
  })()
  textureCache.set(kind, p)
  return p
}

/** Adds the grain to an RGB buffer in place, strongest in the mid-tones (like a soft-light blend). */
function applyGrain(px: Buffer, W: number, H: number, tex: Int16Array): void {
  const S = TEXTURE_SIZE
  const mask = S - 1
  const weight = new Float32Array(256)
  for (let v = 0; v < 256; v++) weight[v] = 0.45 + (0.55 * v * (255 - v)) / 16256
  let i = 0
  for (let y = 0; y < H; y++) {
    const row = (y & mask) * S
    for (let x = 0; x < W; x++) {
      const d = tex[row + (x & mask)] ?? 0
      for (let ch = 0; ch < 3; ch++, i++) {
        const c = px[i] ?? 0
        const v = c + d * (weight[c] ?? 1)
        px[i] = v < 0 ? 0 : v > 255 ? 255 : v
      }
    }
  }
}

/** An SVG document of viewBox W x H, rasterised at W/scale x H/scale pixels. */
function svgDoc(W: number, H: number, defs: string, body: string, scale = 1): Buffer {
  const pw = Math.max(1, Math.round(W / scale))
  const ph = Math.max(1, Math.round(H / scale))
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pw}" height="${ph}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none"><defs>${defs}</defs>${body}</svg>`,
  )
}

/**
 * Rasterise, optionally enlarge (scenes drawn at reduced resolution), lay the surface texture over it
 * and encode as JPEG.
 */
async function finish(svg: Buffer, surface: Surface | null, quality: number, W: number, H: number, postBlur = 0): Promise<Buffer> {
  const raster = await sharp(svg).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const info = raster.info
  let data = raster.data
  const sigma = (postBlur * info.width) / W
  if (info.width !== W || info.height !== H || sigma >= 0.3) {
    let img = sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } })
    if (sigma >= 0.3) img = sharp(await img.blur(sigma).raw().toBuffer(), { raw: { width: info.width, height: info.height, channels: 3 } })
    data = await img.resize(W, H, { kernel: 'linear' }).raw().toBuffer()
  }
  if (surface) applyGrain(data, W, H, await texture(surface))
  return sharp(data, { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality })
    .toBuffer()
}

function dims(aspect: number, longSide: number): [number, number] {
  const a = Number.isFinite(aspect) && aspect > 0 ? aspect : 1
  return a >= 1 ? [longSide, Math.max(1, Math.round(longSide / a))] : [Math.max(1, Math.round(longSide * a)), longSide]
}

/** JPEG of an artwork whose aspect matches spec.aspect (width / height). */
export async function renderArtwork(spec: ArtworkImageSpec, longSide = 1400): Promise<Buffer> {
  const [W, H] = dims(spec.aspect, longSide)
  const scene = buildScene(spec.kind, W, H, makeRng(spec.seed), spec.palette, 'a')
  return finish(svgDoc(W, H, scene.defs, scene.body, scene.scale ?? 1), scene.surface, 82, W, H, scene.postBlur ?? 0)
}

const HAIR = ['#17110e', '#231813', '#2e1f17', '#3b2a1f']
const CLOTHES = ['#f2ede2', '#2f3b52', '#8e2f2a', '#3e6b4f', '#d9a93a', '#5a3e6b', '#c4572a', '#1f1f1f', '#e4d3b8', '#2b5d8a']

/** A stylised head-and-shoulders portrait: flat shapes, no text. */
export async function renderPortrait(p: PortraitSpec, size = 600): Promise<Buffer> {
  const r = makeRng(p.seed * 7919 + 13)
  const S = size
  const k = S / 100
  const fem = p.presentation ? p.presentation === 'feminine' : r.chance(0.5)
  const skin = p.skin
  const shade = darken(skin, 0.18)
  const hair = r.chance(0.15) && !fem ? '#8d8a86' : r.pick(HAIR)
  const bgLum = luminance(p.bg)
  const cloth = r.pick(CLOTHES.filter((c) => Math.abs(luminance(c) - bgLum) > 0.2))
  const ink = '#1b1410'
  const cx = 50 + r.range(-3, 3)
  const headY = 42
  const hx = 15.5
  const hy = 19
  let g = `<rect width="100" height="100" fill="${p.bg}"/>`
  g += `<circle cx="${f(cx + r.range(-30, 30))}" cy="${f(r.range(15, 45))}" r="${f(r.range(25, 40))}" fill="${lighten(p.bg, 0.18)}" opacity="0.7"/>`
  g += `<path d="M0,${f(r.range(70, 85))} Q50,${f(r.range(55, 75))} 100,${f(r.range(70, 85))} L100,100 L0,100 Z" fill="${darken(p.bg, 0.08)}" opacity="0.5"/>`
  // Long hair falls behind the shoulders.
  const style = fem ? r.pick(['long', 'bun', 'bob', 'braid']) : r.pick(['short', 'short', 'wavy', 'curly'])
  if (style === 'long' || style === 'braid') {
    g += `<path d="M${f(cx - hx - 3)},${f(headY - 4)} Q${f(cx - hx - 6)},${f(headY + 30)} ${f(cx - hx - 2)},${f(headY + 40)} L${f(cx + hx + 2)},${f(headY + 40)} Q${f(cx + hx + 6)},${f(headY + 30)} ${f(cx + hx + 3)},${f(headY - 4)} Z" fill="${hair}"/>`
  }
  if (style === 'bun') g += `<circle cx="${f(cx + r.range(-6, 6))}" cy="${f(headY - hy - 3)}" r="7.5" fill="${hair}"/>`
  // Shoulders and garment.
  const sy = 76
  g += `<path d="M${f(cx - 42)},101 Q${f(cx - 40)},${f(sy)} ${f(cx - 14)},${f(sy - 3)} L${f(cx + 14)},${f(sy - 3)} Q${f(cx + 40)},${f(sy)} ${f(cx + 42)},101 Z" fill="${cloth}"/>`
  // Neck.
  g += `<path d="M${f(cx - 6.5)},${f(headY + 12)} L${f(cx - 7)},${f(sy - 2)} Q${f(cx)},${f(sy + 5)} ${f(cx + 7)},${f(sy - 2)} L${f(cx + 6.5)},${f(headY + 12)} Z" fill="${shade}"/>`
  // Neckline.
  const vneck = r.chance(0.5)
  g += vneck
    ? `<path d="M${f(cx - 9)},${f(sy - 3)} L${f(cx)},${f(sy + 9)} L${f(cx + 9)},${f(sy - 3)} Z" fill="${shade}"/>`
    : `<path d="M${f(cx - 9)},${f(sy - 3)} Q${f(cx)},${f(sy + 5)} ${f(cx + 9)},${f(sy - 3)} Z" fill="${shade}"/>`
  if (fem && r.chance(0.6)) {
    // A dupatta or sari pallu over one shoulder.
    const drape = r.pick(CLOTHES.filter((c) => c !== cloth))
    g += `<path d="M${f(cx + 10)},${f(sy - 3)} Q${f(cx + 28)},${f(sy - 1)} ${f(cx + 38)},101 L${f(cx + 18)},101 Q${f(cx + 14)},${f(sy + 8)} ${f(cx + 6)},${f(sy)} Z" fill="${drape}"/>`
    g += `<path d="M${f(cx + 10)},${f(sy - 3)} Q${f(cx + 28)},${f(sy - 1)} ${f(cx + 38)},101" fill="none" stroke="${mix(drape, '#d9a93a', 0.6)}" stroke-width="1.4"/>`
  } else if (!fem && r.chance(0.5)) {
    // Collar.
    g += `<path d="M${f(cx - 9)},${f(sy - 3)} L${f(cx - 4)},${f(sy + 6)} L${f(cx)},${f(sy + 2)} L${f(cx + 4)},${f(sy + 6)} L${f(cx + 9)},${f(sy - 3)}" fill="${lighten(cloth, 0.15)}" stroke="${darken(cloth, 0.25)}" stroke-width="0.5"/>`
  }
  // Ears.
  g += `<ellipse cx="${f(cx - hx + 0.5)}" cy="${f(headY + 2)}" rx="2.6" ry="4" fill="${shade}"/><ellipse cx="${f(cx + hx - 0.5)}" cy="${f(headY + 2)}" rx="2.6" ry="4" fill="${shade}"/>`
  if (fem && r.chance(0.7)) {
    const gold = '#d4a537'
    g += `<circle cx="${f(cx - hx + 0.3)}" cy="${f(headY + 6.5)}" r="1.4" fill="${gold}"/><circle cx="${f(cx + hx - 0.3)}" cy="${f(headY + 6.5)}" r="1.4" fill="${gold}"/>`
  }
  // Face.
  g += `<path d="M${f(cx - hx)},${f(headY - 4)} Q${f(cx - hx)},${f(headY + hy * 0.75)} ${f(cx)},${f(headY + hy)} Q${f(cx + hx)},${f(headY + hy * 0.75)} ${f(cx + hx)},${f(headY - 4)} Q${f(cx + hx)},${f(headY - hy)} ${f(cx)},${f(headY - hy)} Q${f(cx - hx)},${f(headY - hy)} ${f(cx - hx)},${f(headY - 4)} Z" fill="${skin}"/>`
  // Cheek shading.
  g += `<path d="M${f(cx + hx)},${f(headY - 4)} Q${f(cx + hx)},${f(headY + hy * 0.75)} ${f(cx)},${f(headY + hy)} Q${f(cx + hx * 0.7)},${f(headY + hy * 0.5)} ${f(cx + hx * 0.75)},${f(headY - 6)} Z" fill="${shade}" opacity="0.35"/>`
  // Hair on top.
  if (style === 'curly') {
    for (let i = 0; i < 16; i++) {
      const a = Math.PI + (i / 15) * Math.PI
      g += `<circle cx="${f(cx + Math.cos(a) * (hx + 0.5))}" cy="${f(headY - 5 + Math.sin(a) * (hy - 2))}" r="${f(r.range(3.5, 5))}" fill="${hair}"/>`
    }
  } else {
    const fringe = style === 'bob' ? headY - 6 : style === 'short' ? headY - 11 : headY - 9
    const part = cx + r.range(-5, 5)
    g += `<path d="M${f(cx - hx - 1.2)},${f(headY + (style === 'bob' ? 8 : -2))} Q${f(cx - hx - 2)},${f(headY - hy - 3)} ${f(cx)},${f(headY - hy - 3)} Q${f(cx + hx + 2)},${f(headY - hy - 3)} ${f(cx + hx + 1.2)},${f(headY + (style === 'bob' ? 8 : -2))} L${f(cx + hx - 1)},${f(fringe + 3)} Q${f(part + 4)},${f(fringe - 3)} ${f(part)},${f(fringe - 5)} Q${f(part - 6)},${f(fringe - 1)} ${f(cx - hx + 1)},${f(fringe + 3)} Z" fill="${hair}"/>`
    if (style === 'braid')
      g += `<path d="M${f(cx - hx)},${f(headY + 4)} Q${f(cx - hx - 5)},${f(headY + 20)} ${f(cx - hx - 1)},${f(headY + 36)}" stroke="${hair}" stroke-width="5" fill="none" stroke-linecap="round"/>`
  }
  // Features.
  const ey = headY + 1
  const eyeDx = 6.2
  const closed = r.chance(0.25)
  for (const s of [-1, 1]) {
    const ex = cx + s * eyeDx
    g += closed
      ? `<path d="M${f(ex - 2.4)},${f(ey)} Q${f(ex)},${f(ey + 1.6)} ${f(ex + 2.4)},${f(ey)}" stroke="${ink}" stroke-width="0.7" fill="none" stroke-linecap="round"/>`
      : `<ellipse cx="${f(ex)}" cy="${f(ey)}" rx="1.5" ry="1.7" fill="${ink}"/>`
    g += `<path d="M${f(ex - 3)},${f(ey - 3.8 - (fem ? 0.3 : 0))} Q${f(ex)},${f(ey - 5.2)} ${f(ex + 3)},${f(ey - 4)}" stroke="${darken(hair, 0.1)}" stroke-width="${fem ? 0.8 : 1.2}" fill="none" stroke-linecap="round"/>`
  }
  g += `<path d="M${f(cx - 0.5)},${f(ey + 1)} Q${f(cx + 1.8)},${f(ey + 6)} ${f(cx - 1.2)},${f(ey + 7)}" stroke="${darken(skin, 0.35)}" stroke-width="0.7" fill="none" stroke-linecap="round"/>`
  const lips = fem ? mix(darken(skin, 0.3), '#a0343a', 0.45) : darken(skin, 0.35)
  g += `<path d="M${f(cx - 3.6)},${f(ey + 10.5)} Q${f(cx)},${f(ey + 12.6)} ${f(cx + 3.6)},${f(ey + 10.5)} Q${f(cx)},${f(ey + 11.3)} ${f(cx - 3.6)},${f(ey + 10.5)} Z" fill="${lips}" stroke="${lips}" stroke-width="0.6" stroke-linejoin="round"/>`
  if (fem && r.chance(0.6)) g += `<circle cx="${f(cx)}" cy="${f(ey - 6)}" r="0.9" fill="#a3221d"/>`
  if (!fem && r.chance(0.45)) {
    // Beard and moustache.
    g += `<path d="M${f(cx - hx + 0.5)},${f(headY + 2)} Q${f(cx - hx + 1)},${f(headY + hy + 1)} ${f(cx)},${f(headY + hy + 2)} Q${f(cx + hx - 1)},${f(headY + hy + 1)} ${f(cx + hx - 0.5)},${f(headY + 2)} Q${f(cx + 9)},${f(headY + 10)} ${f(cx + 4)},${f(ey + 9.5)} Q${f(cx)},${f(ey + 8.5)} ${f(cx - 4)},${f(ey + 9.5)} Q${f(cx - 9)},${f(headY + 10)} ${f(cx - hx + 0.5)},${f(headY + 2)} Z" fill="${hair}" opacity="0.92"/>`
    g += `<path d="M${f(cx - 3.6)},${f(ey + 10.5)} Q${f(cx)},${f(ey + 11.8)} ${f(cx + 3.6)},${f(ey + 10.5)}" stroke="${lighten(hair, 0.25)}" stroke-width="0.6" fill="none"/>`
  } else if (!fem && r.chance(0.4)) {
    g += `<path d="M${f(cx - 4.5)},${f(ey + 9.8)} Q${f(cx)},${f(ey + 7.5)} ${f(cx + 4.5)},${f(ey + 9.8)} Q${f(cx)},${f(ey + 8.9)} ${f(cx - 4.5)},${f(ey + 9.8)} Z" fill="${hair}"/>`
  }
  if (r.chance(0.3)) {
    const fr = r.pick(['#1b1410', '#6b4a2b', '#9a8f80'])
    g += `<g fill="none" stroke="${fr}" stroke-width="0.9"><circle cx="${f(cx - eyeDx)}" cy="${f(ey)}" r="4"/><circle cx="${f(cx + eyeDx)}" cy="${f(ey)}" r="4"/><path d="M${f(cx - eyeDx + 4)},${f(ey - 0.5)} Q${f(cx)},${f(ey - 2)} ${f(cx + eyeDx - 4)},${f(ey - 0.5)}"/><path d="M${f(cx - eyeDx - 4)},${f(ey - 0.5)} L${f(cx - hx)},${f(ey - 1.5)} M${f(cx + eyeDx + 4)},${f(ey - 0.5)} L${f(cx + hx)},${f(ey - 1.5)}"/></g>`
  }
  const body = `<g transform="scale(${f(k)})">${g}</g>`
  return finish(svgDoc(S, S, '', body), 'paper', 85, S, S)
}

function framedWorks(r: Rng, palette: string[], W: number, wallBottom: number): string {
  let out = ''
  const n = r.int(3, 5)
  const margin = W * 0.06
  const slot = (W - 2 * margin) / n
  const eye = wallBottom * 0.5
  const kinds = ['colourField', 'geometric', 'landscape', 'gestural', 'minimalLine', 'botanical', 'textile'] as const
  for (let i = 0; i < n; i++) {
    const aspect = r.pick([0.75, 0.8, 1, 1.25, 1.5])
    const maxW = slot * r.range(0.5, 0.72)
    const maxH = wallBottom * r.range(0.42, 0.6)
    let w = maxW
    let h = w / aspect
    if (h > maxH) {
      h = maxH
      w = h * aspect
    }
    const x = margin + slot * i + (slot - w) / 2
    const y = eye - h / 2
    const pal = [r.pick(palette), r.pick(palette), r.pick(palette)]
    const scene = buildScene(r.pick(kinds), Math.round(w), Math.round(h), makeRng(r.int(1, 1e6)), pal, `w${i}`)
    const frame = r.pick(['#f5f2ec', '#1d1a17', '#8a6a45'])
    const fw = Math.max(4, w * 0.04)
    // Spotlight.
    out += `<ellipse cx="${f(x + w / 2)}" cy="${f(y + h * 0.2)}" rx="${f(w * 0.95)}" ry="${f(h * 0.95)}" fill="url(#spot)"/>`
    out += `<rect x="${f(x - fw + 6)}" y="${f(y - fw + 8)}" width="${f(w + 2 * fw)}" height="${f(h + 2 * fw)}" fill="#000" opacity="0.18" filter="url(#shadow)"/>`
    out += `<rect x="${f(x - fw)}" y="${f(y - fw)}" width="${f(w + 2 * fw)}" height="${f(h + 2 * fw)}" fill="${frame}"/>`
    out += `<svg x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" viewBox="0 0 ${Math.round(w)} ${Math.round(h)}"><defs>${scene.defs}</defs>${scene.body}</svg>`
    // Wall label.
    out += `<rect x="${f(x + w + fw + 10)}" y="${f(eye + h * 0.2)}" width="14" height="9" fill="#ffffff" opacity="0.8"/>`
  }
  return out
}

/** A gallery banner: a white-cube room with framed works on the wall. */
export async function renderBanner(seed: number, palette: string[], width = 1600, height = 600): Promise<Buffer> {
  const r = makeRng(seed * 31 + 5)
  const W = width
  const H = height
  const pal = palette.length > 0 ? palette : ['#8c8c8c']
  const wall = r.pick(['#f3f1ec', '#efece6', '#ece8df', mix('#f3f1ec', pal[0] ?? '#888888', 0.12)])
  const floorY = H * r.range(0.76, 0.82)
  const concrete = r.chance(0.5)
  const floor = concrete ? '#b9b6b0' : '#9b7653'
  const defs =
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darken(wall, 0.08)}"/><stop offset="0.6" stop-color="${wall}"/><stop offset="1" stop-color="${darken(wall, 0.05)}"/></linearGradient>` +
    `<radialGradient id="spot"><stop offset="0" stop-color="#fffaf0" stop-opacity="0.55"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${darken(floor, 0.1)}"/><stop offset="1" stop-color="${lighten(floor, 0.08)}"/></linearGradient>` +
    `<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>`
  let body = `<rect width="${W}" height="${H}" fill="url(#wall)"/>`
  // Ceiling track lights.
  body += `<rect x="0" y="0" width="${W}" height="${f(H * 0.03)}" fill="${darken(wall, 0.15)}"/>`
  for (let x = W * 0.08; x < W; x += W * r.range(0.12, 0.18)) {
    body += `<path d="M${f(x)},${f(H * 0.03)} l8,22 l14,0 l-6,-22 Z" fill="#2a2a2a"/>`
  }
  body += framedWorks(r, pal, W, floorY)
  // Skirting, floor and planks or polished concrete.
  body += `<rect x="0" y="${f(floorY - 6)}" width="${W}" height="6" fill="${darken(wall, 0.12)}"/>`
  body += `<rect x="0" y="${f(floorY)}" width="${W}" height="${f(H - floorY)}" fill="url(#floor)"/>`
  if (!concrete) {
    for (let i = 1; i < 6; i++) {
      const y = floorY + ((H - floorY) * i * i) / 36
      body += `<line x1="0" y1="${f(y)}" x2="${W}" y2="${f(y)}" stroke="${darken(floor, 0.25)}" stroke-width="1" opacity="0.5"/>`
    }
  } else {
    body += `<rect x="0" y="${f(floorY)}" width="${W}" height="${f((H - floorY) * 0.5)}" fill="#ffffff" opacity="0.12"/>`
  }
  // A bench or a visitor.
  if (r.chance(0.6)) {
    const bx = r.range(0.2, 0.7) * W
    const by = floorY + (H - floorY) * 0.45
    body += `<rect x="${f(bx)}" y="${f(by - 28)}" width="${f(W * 0.16)}" height="14" fill="#2b2622"/><rect x="${f(bx + 10)}" y="${f(by - 14)}" width="8" height="32" fill="#2b2622"/><rect x="${f(bx + W * 0.16 - 18)}" y="${f(by - 14)}" width="8" height="32" fill="#2b2622"/>`
  }
  if (r.chance(0.7)) {
    const vx = r.range(0.1, 0.9) * W
    const vh = H * 0.48
    const vy = floorY + (H - floorY) * 0.6
    const coat = r.pick(pal)
    body += `<ellipse cx="${f(vx)}" cy="${f(vy)}" rx="${f(vh * 0.12)}" ry="6" fill="#000" opacity="0.15"/>`
    body += `<rect x="${f(vx - vh * 0.045)}" y="${f(vy - vh * 0.42)}" width="${f(vh * 0.04)}" height="${f(vh * 0.42)}" fill="#2a2623"/><rect x="${f(vx + vh * 0.005)}" y="${f(vy - vh * 0.42)}" width="${f(vh * 0.04)}" height="${f(vh * 0.42)}" fill="#2a2623"/>`
    body += `<path d="M${f(vx - vh * 0.09)},${f(vy - vh * 0.38)} L${f(vx - vh * 0.07)},${f(vy - vh * 0.8)} Q${f(vx)},${f(vy - vh * 0.86)} ${f(vx + vh * 0.07)},${f(vy - vh * 0.8)} L${f(vx + vh * 0.09)},${f(vy - vh * 0.38)} Z" fill="${darken(coat, 0.2)}"/>`
    body += `<circle cx="${f(vx)}" cy="${f(vy - vh * 0.9)}" r="${f(vh * 0.065)}" fill="#1d1714"/>`
  }
  return finish(svgDoc(W, H, defs, body), 'photo', 82, W, H)
}

function wrapLabel(label: string, maxChars: number): string[] {
  const words = label.split(/\s+/)
  const lines: string[] = []
  let cur = ''
  for (const w of words) {
    if (cur && (cur + ' ' + w).length > maxChars) {
      lines.push(cur)
      cur = w
    } else cur = cur ? `${cur} ${w}` : w
  }
  if (cur) lines.push(cur)
  return lines
}

/** An abstract tile for dictionary terms, shop categories and guides, with an optional serif label. */
export async function renderTile(seed: number, palette: string[], label?: string, width = 800, height = 600): Promise<Buffer> {
  const r = makeRng(seed * 131 + 17)
  const W = width
  const H = height
  const pal = palette.length > 0 ? palette : ['#8c8c8c']
  const base = pal[0] ?? '#8c8c8c'
  const u = Math.min(W, H) / 100
  const ground = r.chance(0.5) ? darken(base, 0.45) : mix('#f1eadb', base, 0.25)
  let defs = ''
  let body = `<rect width="${W}" height="${H}" fill="${ground}"/>`
  for (let i = 0; i < r.int(4, 7); i++) {
    const g = `glow${i}`
    const colour = jitter(r, r.pick(pal), 0.05)
    defs += `<radialGradient id="${g}"><stop offset="0" stop-color="${colour}" stop-opacity="${f(r.range(0.6, 0.95))}"/><stop offset="0.55" stop-color="${colour}" stop-opacity="0.45"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`
    body += `<circle cx="${f(r.range(0, 1) * W)}" cy="${f(r.range(0, 1) * H)}" r="${f(Math.min(W, H) * r.range(0.25, 0.6))}" fill="url(#${g})"/>`
  }
  const motif = r.int(0, 2)
  const lineCol = luminance(ground) > 0.5 ? '#1c1713' : '#f4ede0'
  if (motif === 0) {
    for (let i = 0; i < 14; i++) {
      const y = (H * (i + 0.5)) / 14
      body += `<path d="M0,${f(y)} Q${f(W / 4)},${f(y - u * 3)} ${f(W / 2)},${f(y)} T${W},${f(y)}" fill="none" stroke="${lineCol}" stroke-width="${f(u * 0.2)}" opacity="0.25"/>`
    }
  } else if (motif === 1) {
    for (let i = 0; i < 5; i++)
      body += `<circle cx="${f(W * r.range(0.2, 0.8))}" cy="${f(H * r.range(0.2, 0.8))}" r="${f(u * r.range(8, 30))}" fill="none" stroke="${lineCol}" stroke-width="${f(u * 0.3)}" opacity="0.3"/>`
  } else {
    for (let x = u * 4; x < W; x += u * 5)
      for (let y = u * 4; y < H; y += u * 5)
        body += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(u * 0.35)}" fill="${lineCol}" opacity="0.18"/>`
  }
  if (label) {
    const lines = wrapLabel(label, 16)
    const longest = Math.max(...lines.map((l) => l.length))
    const fs = Math.min(H * 0.2, (W * 0.84) / (longest * 0.56), (H * 0.7) / (lines.length * 1.15))
    const textCol = '#fbf7ef'
    const blockH = lines.length * fs * 1.15
    body += `<rect x="0" y="${f(H / 2 - blockH / 2 - fs * 0.5)}" width="${W}" height="${f(blockH + fs)}" fill="#14100c" opacity="0.38"/>`
    lines.forEach((l, i) => {
      const y = H / 2 - blockH / 2 + fs * 0.9 + i * fs * 1.15
      body += `<text x="${W / 2}" y="${f(y)}" text-anchor="middle" font-family="DejaVu Serif" font-size="${f(fs)}" fill="${textCol}">${escapeXml(l)}</text>`
    })
  }
  return finish(svgDoc(W, H, defs, body), 'paper', 82, W, H)
}
