/**
 * Checks the demo catalogue's coverage and integrity rules. Exits 1 with a list of problems.
 *   node --import ./scripts/node/register.mjs seed/data/validate.ts
 */
import { CATEGORIES, COLORS, MEDIUMS, MOODS, SIZE_VALUES, STYLES, sizeClassOf } from '../../shared/constants'
import { addressSchema, firstIssue } from '../../shared/schemas'
import { ARTWORK_KINDS } from './types'
import { artists } from './artists'
import { artworkCollections, buildArtworks } from './artworks'
import { shopCategories } from './categories'
import { dictionaryCategories, dictionaryTerms } from './dictionary'
import { galleries } from './galleries'
import { guides } from './guides'
import { DEMO_PASSWORD, demoMembers, staff } from './members'
import { siteSettings } from './site'
import type { SeedAddress, SeedUser } from './types'

const problems: string[] = []
const fail = (msg: string): void => {
  problems.push(msg)
}
const check = (cond: boolean, msg: string): void => {
  if (!cond) fail(msg)
}

function unique(label: string, values: string[], caseInsensitive = false): void {
  const seen = new Set<string>()
  for (const v of values) {
    const k = caseInsensitive ? v.toLowerCase() : v
    if (seen.has(k)) fail(`duplicate ${label}: ${v}`)
    seen.add(k)
  }
}
function atLeast<T extends string>(label: string, universe: readonly T[], values: T[], min: number): void {
  for (const u of universe) {
    const n = values.filter((v) => v === u).length
    if (n < min) fail(`${label} '${u}' appears ${n} times (need ≥${min})`)
  }
}
const isYear = (y: string | undefined): boolean => typeof y === 'string' && /^\d{4}$/.test(y)
const isPhone = (p: string | undefined): boolean => typeof p === 'string' && /^\d{10}$/.test(p)
const noFiller = (label: string, text: string): void => {
  if (/lorem|ipsum|\bTODO\b|placeholder|\bTBD\b/i.test(text)) fail(`${label} contains filler text`)
}

// ---- Users ----
const allUsers: SeedUser[] = [...staff, ...demoMembers, ...artists, ...galleries]
unique('username', allUsers.map((u) => u.username), true)
unique('email', allUsers.map((u) => u.email), true)
check(DEMO_PASSWORD === 'kala-demo-2025', 'DEMO_PASSWORD must be kala-demo-2025')
check(staff.some((u) => u.email === 'admin@kala.test' && u.role === 'admin'), 'staff needs admin@kala.test (admin)')
check(staff.some((u) => u.email === 'editor@kala.test' && u.role === 'editor'), 'staff needs editor@kala.test (editor)')
for (const [email, role] of [
  ['explorer@kala.test', 'explorer'],
  ['collector@kala.test', 'collector'],
  ['researcher@kala.test', 'researcher'],
] as const) {
  check(demoMembers.some((u) => u.email === email && u.role === role), `demo member ${email} (${role}) missing`)
}
check(artists[0]?.email === 'artist@kala.test', 'the first artist must be artist@kala.test')
check(galleries[0]?.email === 'gallery@kala.test', 'the first gallery must be gallery@kala.test')
check(!demoMembers.some((u) => u.email === 'artist@kala.test' || u.email === 'gallery@kala.test'), 'artist/gallery demos must not be duplicated in demoMembers')
const buyers = demoMembers.filter((u) => !u.email.startsWith('explorer@') && !u.email.startsWith('collector@') && !u.email.startsWith('researcher@'))
check(buyers.length >= 6, `need ≥6 extra buyers, have ${buyers.length}`)
for (const b of buyers) {
  check(b.role === 'collector' || b.role === 'explorer', `buyer ${b.username} must be collector or explorer`)
  const n = b.addresses?.length ?? 0
  check(n >= 1 && n <= 2, `buyer ${b.username} needs 1-2 addresses, has ${n}`)
}
for (const u of allUsers) {
  if (u.phone !== undefined) check(isPhone(u.phone), `phone of ${u.username} must be 10 digits: ${u.phone}`)
  for (const a of u.addresses ?? []) checkAddress(u.username, a)
}
function checkAddress(who: string, a: SeedAddress): void {
  check(isPhone(a.phone), `address phone of ${who} must be 10 digits`)
  check(/^\d{6}$/.test(a.pincode), `pincode of ${who} must be 6 digits: ${a.pincode}`)
  // The rules every saved address keeps (the Users collection refuses the seed otherwise).
  const parsed = addressSchema.safeParse(a)
  check(parsed.success, `address of ${who} breaks the address rules: ${parsed.success ? '' : firstIssue(parsed.error)}`)
  check(a.country === 'India', `country of ${who} must be India`)
  for (const k of ['billingName', 'email', 'line1', 'line2', 'city', 'state'] as const) check(a[k].trim().length > 0, `address ${k} of ${who} is empty`)
}

// ---- Artists ----
check(artists.length >= 14, `need ≥14 artists, have ${artists.length}`)
unique('artist slug', artists.map((a) => a.slug))
for (const a of artists) {
  check(a.role === 'artist', `${a.username} role must be artist`)
  check(a.slug === a.username, `${a.username} slug must equal username`)
  const paras = (a.bio.match(/<p>/g) ?? []).length
  check(paras >= 2 && paras <= 3, `${a.username} bio needs 2-3 <p>, has ${paras}`)
  check(a.bio.length >= 600 && a.bio.length <= 1200, `${a.username} bio is ${a.bio.length} chars (need 600-1200)`)
  noFiller(`${a.username} bio`, a.bio)
  for (const e of a.education) check(isYear(e.yearStart) && isYear(e.yearEnd), `${a.username} education years must be 4 chars`)
  for (const e of [...a.workshops, ...a.exhibitions, ...a.awards, ...a.publications]) check(isYear(e.year), `${a.username} has a bad year: ${e.year}`)
  for (const e of a.exhibitions) check(e.type === 'Solo' || e.type === 'Group', `${a.username} exhibition type`)
  check(a.practice.palette.every((c) => (COLORS as readonly string[]).includes(c)), `${a.username} palette has unknown colours`)
}
check(artists.filter((a) => a.exhibitions.length > 4).length >= 3, 'need ≥3 artists with more than 4 exhibitions')

// ---- Galleries ----
check(galleries.length >= 5, `need ≥5 galleries, have ${galleries.length}`)
unique('gallery slug', galleries.map((g) => g.slug))
const artistNames = new Set(artists.map((a) => a.username))
const exSlugs: string[] = []
for (const g of galleries) {
  check(g.role === 'gallery', `${g.username} role must be gallery`)
  check(g.slug === g.username, `${g.username} slug must equal username`)
  check(g.bio.length >= 400 && g.bio.length <= 700, `${g.username} bio is ${g.bio.length} chars (need 400-700)`)
  check(isYear(g.founded), `${g.username} founded must be 4 chars`)
  check(g.represented.length >= 2 && g.represented.length <= 4, `${g.username} represents ${g.represented.length} artists (need 2-4)`)
  for (const u of g.represented) check(artistNames.has(u), `${g.username} represents unknown artist ${u}`)
  check(g.exhibitions.some((e) => e.startOffsetDays < 0 && e.endOffsetDays > 0), `${g.username} has no current exhibition`)
  check(g.exhibitions.some((e) => e.startOffsetDays > 0), `${g.username} has no upcoming exhibition`)
  check(g.exhibitions.some((e) => e.endOffsetDays < 0), `${g.username} has no archived exhibition`)
  for (const e of g.exhibitions) {
    exSlugs.push(e.slug)
    check(e.startOffsetDays < e.endOffsetDays, `${g.username}/${e.slug} ends before it starts`)
    for (const u of e.artistUsernames) check(artistNames.has(u), `${e.slug} lists unknown artist ${u}`)
    const sentences = e.description.split(/(?<=[.!?])\s+/).length
    check(sentences >= 2 && sentences <= 3, `${e.slug} description has ${sentences} sentences (need 2-3)`)
  }
}
unique('exhibition slug', exSlugs)

// ---- Artworks ----
const works = buildArtworks()
const again = buildArtworks()
check(JSON.stringify(works) === JSON.stringify(again), 'buildArtworks() is not deterministic')
check(works.length >= 130, `need ≥130 artworks, have ${works.length}`)
unique('artwork key', works.map((w) => w.key))
unique('artwork title', works.map((w) => w.title), true)
atLeast('category', CATEGORIES, works.map((w) => w.category), 3)
atLeast('style', STYLES, works.map((w) => w.style), 3)
atLeast('medium', MEDIUMS, works.map((w) => w.medium), 3)
atLeast('mood', MOODS, works.map((w) => w.mood), 3)
atLeast('size', SIZE_VALUES, works.map((w) => sizeClassOf(w.width, w.height)), 3)
atLeast('colour', COLORS, works.flatMap((w) => w.colors), 3)
const owners = new Set([...artists.map((a) => a.username), ...galleries.map((g) => g.username)])
const collectionKeys = new Set(artworkCollections.map((c) => c.key))
for (const w of works) {
  check(owners.has(w.ownerUsername), `${w.key} owner ${w.ownerUsername} is not an artist or gallery`)
  const g = galleries.find((x) => x.username === w.ownerUsername)
  if (g) {
    const a = artists.find((x) => x.fullName === w.artistName)
    check(a !== undefined && g.represented.includes(a.username), `${w.key} is owned by ${g.username} but its artist is not represented there`)
  } else {
    check(artists.find((x) => x.username === w.ownerUsername)?.fullName === w.artistName, `${w.key} artistName does not match its owner`)
  }
  const artist = artists.find((x) => x.username === w.artistUsername)
  check(artist?.fullName === w.artistName, `${w.key} artistUsername does not name its artist`)
  if (g) check(g.represented.includes(w.artistUsername), `${w.key} names an artist ${g.username} does not represent`)
  else check(w.artistUsername === w.ownerUsername, `${w.key} is an artist's own work but names another artist`)
  // "edition of ten" in a description is what the listing says it is.
  const said = /edition of ([a-z-]+)/i.exec(w.description)?.[1]?.toLowerCase()
  const NUMBERS: Record<string, number> = { three: 3, five: 5, ten: 10, 'twenty-five': 25, fifty: 50 }
  if (said) check(w.edition.kind === 'limited' && w.edition.size === NUMBERS[said], `${w.key} says "edition of ${said}" but is ${w.edition.kind} ${w.edition.size}`)
  check(w.edition.kind === 'original' ? w.edition.size === null : (w.edition.size ?? 0) >= 2, `${w.key} edition size does not fit its kind`)
  check(w.colors.length >= 1 && w.colors.length <= 3, `${w.key} needs 1-3 colours`)
  check(w.image.palette.length === w.colors.length, `${w.key} palette length differs from colours`)
  check((ARTWORK_KINDS as readonly string[]).includes(w.image.kind), `${w.key} unknown image kind`)
  check(Math.abs(w.image.aspect - w.width / w.height) < 0.01, `${w.key} image aspect does not match width/height`)
  if (w.price === null) check(w.saleState !== 'sold' && w.status === 'published', `${w.key} on request must be published and unsold`)
  else {
    check(w.price >= 3000 && w.price <= 800000, `${w.key} price ${w.price} out of range`)
    check(w.price % 500 === 0, `${w.key} price ${w.price} not rounded`)
  }
  check(w.width > 0 && w.height > 0 && w.depth >= 0, `${w.key} bad dimensions`)
  if (w.yearOfCreation !== undefined) check(isYear(w.yearOfCreation), `${w.key} year must be 4 chars`)
  check(w.saleState === 'sold' ? !w.available : w.available, `${w.key} available must be false exactly when sold`)
  if (w.collectionKey) {
    check(collectionKeys.has(w.collectionKey), `${w.key} has unknown collection ${w.collectionKey}`)
    check(artworkCollections.find((c) => c.key === w.collectionKey)?.ownerUsername === w.ownerUsername, `${w.key} is in a collection owned by someone else`)
  }
  const sentences = w.description.split(/(?<=[.!?”])\s+(?=[A-Z“])/).length
  check(sentences >= 2 && sentences <= 4, `${w.key} description has ${sentences} sentences (need 2-4)`)
  noFiller(w.key, `${w.title} ${w.description} ${w.interpretation}`)
}
const sold = works.filter((w) => w.saleState === 'sold').length / works.length
const unpublished = works.filter((w) => w.status === 'unpublished').length / works.length
check(sold >= 0.07 && sold <= 0.13, `about 10% should be sold, is ${(sold * 100).toFixed(1)}%`)
check(unpublished >= 0.03 && unpublished <= 0.08, `about 5% should be unpublished, is ${(unpublished * 100).toFixed(1)}%`)
check(works.some((w) => w.yearOfCreation === undefined), 'a few artworks should have no year')
check(works.some((w) => galleries.some((g) => g.username === w.ownerUsername)), 'some artworks should be owned by galleries')
check(works.some((w) => w.edition.kind === 'limited'), 'some prints and photographs should be limited editions')
const priced = works.flatMap((w) => (w.price === null ? [] : [w.price]))
const midBand = priced.filter((p) => p >= 8000 && p <= 150000).length / works.length
check(midBand >= 0.55, `most prices should be 8,000 to 1,50,000 (is ${(midBand * 100).toFixed(0)}%)`)
check(priced.filter((p) => p >= 300000).length >= 3, 'a few works should cost several lakh')
const onRequest = works.length - priced.length
check(onRequest >= 3 && onRequest <= 8, `a few works should be priced on request, are ${onRequest}`)

// ---- Collections ----
check(artworkCollections.length >= 10, `need ≥10 collections, have ${artworkCollections.length}`)
unique('collection key', artworkCollections.map((c) => c.key))
for (const c of artworkCollections) {
  check(artistNames.has(c.ownerUsername), `collection ${c.key} must be owned by an artist`)
  check(works.some((w) => w.collectionKey === c.key), `collection ${c.key} is empty`)
}

// ---- Dictionary ----
check(dictionaryCategories.length >= 8, `need ≥8 dictionary categories, have ${dictionaryCategories.length}`)
check(dictionaryTerms.length >= 64, `need ≥64 terms, have ${dictionaryTerms.length}`)
unique('dictionary category slug', dictionaryCategories.map((c) => c.slug))
unique('term slug', dictionaryTerms.map((t) => t.slug))
unique('term', dictionaryTerms.map((t) => t.term), true)
const termSlugs = new Set(dictionaryTerms.map((t) => t.slug))
for (const c of dictionaryCategories) {
  const n = dictionaryTerms.filter((t) => t.categorySlug === c.slug).length
  check(n >= 6, `dictionary category ${c.slug} has ${n} terms (need ≥6)`)
}
for (const t of dictionaryTerms) {
  check(dictionaryCategories.some((c) => c.slug === t.categorySlug), `term ${t.slug} has unknown category ${t.categorySlug}`)
  check(t.relatedTerms.length >= 2 && t.relatedTerms.length <= 4, `term ${t.slug} needs 2-4 related terms`)
  for (const r of t.relatedTerms) {
    check(termSlugs.has(r), `term ${t.slug} relates to unknown term ${r}`)
    check(r !== t.slug, `term ${t.slug} relates to itself`)
  }
  noFiller(t.slug, t.definition)
}

// ---- Shop categories ----
const byType = (type: string): string[] => shopCategories.filter((c) => c.type === type).map((c) => c.name)
for (const c of CATEGORIES) check(byType('category').includes(c), `shop category missing: ${c}`)
for (const s of STYLES) check(byType('style').includes(s), `shop style missing: ${s}`)
for (const m of MEDIUMS) check(byType('medium').includes(m), `shop medium missing: ${m}`)
for (const m of MOODS) check(byType('mood').includes(m), `shop mood missing: ${m}`)
unique('shop category slug', shopCategories.map((c) => c.slug))

// ---- Guides ----
const GUIDE_SLUGS = ['interpreting-abstract-art', 'investing-vs-buying-for-love', 'framing-and-preserving-your-art', 'starting-a-collection', 'artist-stories', 'buying-with-emotion']
for (const s of GUIDE_SLUGS) check(guides.some((g) => g.slug === s), `guide missing: ${s}`)
for (const g of guides) {
  check(g.sections.length >= 4 && g.sections.length <= 6, `guide ${g.slug} has ${g.sections.length} sections (need 4-6)`)
  const words = g.sections.map((s) => `${s.heading} ${s.body}`).join(' ').split(/\s+/).length
  check(words >= 550 && words <= 950, `guide ${g.slug} has ${words} words (aim 600-900)`)
  for (const s of g.sections) noFiller(`${g.slug}/${s.heading}`, s.body)
}

// ---- Site ----
check(siteSettings.siteName === 'Kala' && siteSettings.prelaunch === false, 'site settings: name Kala, prelaunch false')
check(siteSettings.email === 'hello@kala.art' && siteSettings.supportEmail === 'support@kala.art', 'site e-mails')
check(siteSettings.instagram === '@kala.art', 'site instagram handle')

if (problems.length > 0) {
  console.error(`Seed data validation FAILED with ${problems.length} problem(s):`)
  for (const p of problems) console.error(`  - ${p}`)
  process.exit(1)
}
console.log(
  `Seed data OK: ${artists.length} artists, ${galleries.length} galleries, ${galleries.reduce((n, g) => n + g.exhibitions.length, 0)} exhibitions, ` +
    `${works.length} artworks, ${artworkCollections.length} collections, ${dictionaryCategories.length} dictionary categories, ` +
    `${dictionaryTerms.length} terms, ${shopCategories.length} shop categories, ${guides.length} guides, ${staff.length + demoMembers.length} staff/members.`,
)
