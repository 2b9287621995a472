/**
 * The certificate of authenticity as a PDF, printed from its snapshot with pdfkit in the site's
 * faces (Noto Serif and Noto Sans, as the invoices). A document people keep and frame: A4 on warm
 * paper inside a double hairline frame, the work's image, its particulars in two calm columns, the
 * artist's signature (or a line to sign by hand), and the number with its verify address printed
 * in full beside a QR code drawn as vector squares (crisp at any print size). A revoked
 * certificate carries the word across the page and the date it was revoked.
 */
import { createRequire } from 'node:module'
import { join } from 'node:path'
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { CERTIFICATE_LABELS as L, CERTIFICATE_MESSAGES, longDate } from '../../shared/certificates'
import type { CertificateSnapshot } from './snapshot'

const INK = '#1c1a17'
const MUTED = '#6b6358'
const RULE = '#c9bfae'
const PAPER = '#fbf8f2'
const ACCENT = '#9e3b24'
const PAGE = { width: 595.28, height: 841.89 }
const FRAME = 26
const MARGIN = 64
const WIDTH = PAGE.width - 2 * MARGIN

function fontFiles(): Record<string, string> {
  const resolve = createRequire(join(process.cwd(), 'package.json')).resolve
  const font = (family: 'sans' | 'serif', weight: string, file: string) => resolve(`@expo-google-fonts/noto-${family}/${weight}/${file}`)
  return {
    sans: font('sans', '400Regular', 'NotoSans_400Regular.ttf'),
    sansMedium: font('sans', '500Medium', 'NotoSans_500Medium.ttf'),
    serif: font('serif', '400Regular', 'NotoSerif_400Regular.ttf'),
    serifItalic: font('serif', '400Regular_Italic', 'NotoSerif_400Regular_Italic.ttf'),
    serifBold: font('serif', '600SemiBold', 'NotoSerif_600SemiBold.ttf'),
  }
}

type Doc = PDFKit.PDFDocument
/** An image file with its size in pixels. */
export type Picture = { data: Buffer; width: number; height: number }

export type CertificateToPrint = {
  number: string
  verifyUrl: string
  handbookUrl: string
  state: 'valid' | 'revoked'
  revokedAt: string | null
  snapshot: CertificateSnapshot
  /** JPEG of the work; null when its image is gone. */
  image: Picture | null
  /** PNG of the signature, paper transparent; null: a line to sign by hand. */
  signature: Picture | null
}

function label(doc: Doc, text: string, x: number, y: number, width: number, align: 'left' | 'center' | 'right' = 'left') {
  doc.font('sansMedium').fontSize(7).fillColor(MUTED).text(text.toUpperCase(), x, y, { width, align, characterSpacing: 1.2 })
}

function hairline(doc: Doc, x1: number, y: number, x2: number, colour = RULE, width = 0.5) {
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(colour).stroke()
}

/** The QR code's dark modules as filled squares, `size` points wide, from (x, y). */
function qr(doc: Doc, url: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' })
  const cell = size / modules.size
  doc.save().fillColor(INK)
  for (let r = 0; r < modules.size; r++)
    for (let c = 0; c < modules.size; c++) if (modules.get(r, c)) doc.rect(x + c * cell, y + r * cell, cell + 0.05, cell + 0.05)
  doc.fill().restore()
}

function frame(doc: Doc) {
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(PAPER)
  doc
    .rect(FRAME, FRAME, PAGE.width - 2 * FRAME, PAGE.height - 2 * FRAME)
    .lineWidth(0.8)
    .strokeColor(RULE)
    .stroke()
  doc
    .rect(FRAME + 5, FRAME + 5, PAGE.width - 2 * FRAME - 10, PAGE.height - 2 * FRAME - 10)
    .lineWidth(0.35)
    .strokeColor(RULE)
    .stroke()
}

/** The particulars in two columns of label over value; answers the y below them. */
function particulars(doc: Doc, rows: [string, string][], top: number): number {
  const gap = 28
  const col = (WIDTH - gap) / 2
  let y = top
  for (let i = 0; i < rows.length; i += 2) {
    let bottom = y
    for (const [j, row] of rows.slice(i, i + 2).entries()) {
      const x = MARGIN + j * (col + gap)
      label(doc, row[0], x, y, col)
      doc
        .font('serif')
        .fontSize(10.5)
        .fillColor(INK)
        .text(row[1], x, y + 11, { width: col, lineGap: 1 })
      bottom = Math.max(bottom, doc.y)
    }
    y = bottom + 12
  }
  return y
}

function page(doc: Doc, c: CertificateToPrint) {
  const s = c.snapshot
  frame(doc)
  let y = 62
  doc.font('serifBold').fontSize(11).fillColor(ACCENT).text('Kala', MARGIN, y, { width: WIDTH, align: 'center', characterSpacing: 3 })
  y += 22
  doc.font('serif').fontSize(25).fillColor(INK).text(CERTIFICATE_MESSAGES.title, MARGIN, y, { width: WIDTH, align: 'center' })
  y = doc.y + 8
  hairline(doc, PAGE.width / 2 - 36, y, PAGE.width / 2 + 36, ACCENT, 0.6)
  y += 18

  // The work: its image in a hairline mount, then its title and artist.
  const box = { width: 300, height: 220 }
  if (c.image) {
    const img = c.image
    const scale = Math.min(box.width / img.width, box.height / img.height)
    const w = img.width * scale
    const h = img.height * scale
    const x = (PAGE.width - w) / 2
    doc.image(img.data, x, y, { width: w, height: h })
    doc
      .rect(x - 6, y - 6, w + 12, h + 12)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke()
    y += h + 22
  }
  doc.font('serifItalic').fontSize(18).fillColor(INK).text(s.title, MARGIN, y, { width: WIDTH, align: 'center' })
  doc
    .font('sans')
    .fontSize(10.5)
    .fillColor(MUTED)
    .text(s.artistName, MARGIN, doc.y + 3, { width: WIDTH, align: 'center' })
  y = doc.y + 12
  doc
    .font('serif')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(L.statement(s.artistName), MARGIN + 40, y, { width: WIDTH - 80, align: 'center', lineGap: 1.5 })
  y = doc.y + 16
  hairline(doc, MARGIN, y, MARGIN + WIDTH)
  y += 14

  const rows: [string, string][] = [
    [L.artist, s.artistName],
    [L.title, s.title],
    [L.year, s.year ?? '—'],
    [L.medium, s.mediumOnMaterial || '—'],
    [L.dimensions, s.dimensions ? `${s.dimensions.inches}\n${s.dimensions.cm}` : '—'],
    ...(s.edition ? ([[L.edition, s.edition]] as [string, string][]) : []),
    [L.dateOfSale, longDate(s.soldAt)],
    ...(s.buyerName ? ([[L.collector, s.buyerName]] as [string, string][]) : []),
    ...(s.supersedes ? ([[L.replaces, s.supersedes]] as [string, string][]) : []),
  ]
  y = particulars(doc, rows, y)

  // The foot: the signature on the left, the number, address and code on the right.
  const footTop = Math.max(y + 6, PAGE.height - FRAME - 170)
  hairline(doc, MARGIN, footTop, MARGIN + WIDTH)
  const sigWidth = 165
  const sigLine = footTop + 84
  if (c.signature) {
    const img = c.signature
    const scale = Math.min(sigWidth / img.width, 58 / img.height)
    doc.image(img.data, MARGIN, sigLine - 4 - img.height * scale, { width: img.width * scale, height: img.height * scale })
  }
  hairline(doc, MARGIN, sigLine, MARGIN + sigWidth, MUTED, 0.5)
  label(doc, L.signature, MARGIN, sigLine + 6, sigWidth)
  doc
    .font('serif')
    .fontSize(9.5)
    .fillColor(INK)
    .text(s.artistName, MARGIN, sigLine + 17, { width: sigWidth })

  const code = 78
  const codeX = MARGIN + WIDTH - code
  const codeY = footTop + 16
  qr(doc, c.verifyUrl, codeX, codeY, code)
  const textRight = codeX - 16
  const textWidth = 200
  label(doc, L.number, textRight - textWidth, codeY + 2, textWidth, 'right')
  doc
    .font('sansMedium')
    .fontSize(11.5)
    .fillColor(INK)
    .text(c.number, textRight - textWidth, codeY + 13, { width: textWidth, align: 'right', characterSpacing: 0.6 })
  label(doc, L.verify, textRight - textWidth, codeY + 36, textWidth, 'right')
  // The address on one line, however long the site's domain: a smaller size rather than a break in it.
  let size = 7.5
  doc.font('sans')
  while (size > 5 && doc.fontSize(size).widthOfString(c.verifyUrl) > textWidth) size -= 0.25
  doc
    .fontSize(size)
    .fillColor(INK)
    .text(c.verifyUrl, textRight - textWidth, codeY + 47, { width: textWidth, align: 'right', link: c.verifyUrl, lineBreak: false })
  doc
    .font('sans')
    .fontSize(7)
    .fillColor(MUTED)
    .text(L.verifyNote, textRight - textWidth, codeY + 59, { width: textWidth, align: 'right' })

  doc
    .font('sans')
    .fontSize(7)
    .fillColor(MUTED)
    .text(`${L.handbook} ${c.handbookUrl}`, MARGIN, PAGE.height - FRAME - 30, { width: WIDTH, align: 'center', link: c.handbookUrl })

  if (c.state === 'revoked') {
    const when = longDate(c.revokedAt ?? new Date().toISOString())
    doc.save()
    doc.rotate(-30, { origin: [PAGE.width / 2, PAGE.height / 2] })
    doc
      .font('serifBold')
      .fontSize(92)
      .fillColor(ACCENT)
      .fillOpacity(0.16)
      .text(L.revoked, 0, PAGE.height / 2 - 60, { width: PAGE.width, align: 'center', characterSpacing: 8 })
    doc.restore()
    doc
      .font('sansMedium')
      .fontSize(8.5)
      .fillColor(ACCENT)
      .text(L.revokedNote(when), MARGIN, FRAME + 16, { width: WIDTH, align: 'center' })
  }
}

/** The certificate as one A4 page. */
export function renderCertificatePdf(c: CertificateToPrint): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: `${CERTIFICATE_MESSAGES.title} ${c.number}`, Author: 'Kala', Creator: 'Kala' },
  })
  for (const [name, file] of Object.entries(fontFiles())) doc.registerFont(name, file)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.addPage()
  page(doc, c)
  doc.end()
  return done
}
