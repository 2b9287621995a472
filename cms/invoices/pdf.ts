/**
 * The invoice as a PDF, printed from its stored snapshot with pdfkit in the site's faces: Noto
 * Serif for headings, Noto Sans for text (the fallbacks named in the storefront's font stacks; both
 * carry the rupee sign). A4, one invoice per page (a long one runs on), calm: ink on white, one
 * hairline rule colour, the accent only in the wordmark. Several invoices make one document (the
 * buyer's invoices of an order with works from two sellers).
 */
import { createRequire } from 'node:module'
import { join } from 'node:path'
import PDFDocument from 'pdfkit'
import { indianAmount, ratePercent, rupeeAmount } from '../../shared/gst'
import { INVOICE_LABELS as L, INVOICE_MESSAGES } from '../../shared/invoices'
import type { InvoiceLine, InvoiceSnapshot, Party } from './snapshot'

const INK = '#1c1a17'
const MUTED = '#5c564d'
const LINE = '#e2dbcf'
const PAPER = '#f7f4ee'
const ACCENT = '#9e3b24'
const MARGIN = 48
const PAGE = { width: 595.28, height: 841.89 }
const WIDTH = PAGE.width - 2 * MARGIN

/** The font files, found from the project's root at run time (a bundler must not inline them). */
function fontFiles(): Record<string, string> {
  const resolve = createRequire(join(process.cwd(), 'package.json')).resolve
  const font = (family: 'sans' | 'serif', weight: string, file: string) => resolve(`@expo-google-fonts/noto-${family}/${weight}/${file}`)
  return {
    sans: font('sans', '400Regular', 'NotoSans_400Regular.ttf'),
    sansMedium: font('sans', '500Medium', 'NotoSans_500Medium.ttf'),
    serif: font('serif', '400Regular', 'NotoSerif_400Regular.ttf'),
    serifBold: font('serif', '600SemiBold', 'NotoSerif_600SemiBold.ttf'),
  }
}

const longDate = (ymd: string) =>
  new Date(`${ymd}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

type Doc = PDFKit.PDFDocument

function label(doc: Doc, text: string, x: number, y: number, width?: number) {
  doc.font('sansMedium').fontSize(7.5).fillColor(MUTED).text(text.toUpperCase(), x, y, { width, characterSpacing: 0.8 })
}

/** A party's block; answers the y below it. */
function partyBlock(doc: Doc, title: string, p: Party, x: number, y: number, width: number, delivery: string[] | null = null): number {
  label(doc, title, x, y, width)
  doc
    .font('serif')
    .fontSize(12)
    .fillColor(INK)
    .text(p.name, x, y + 13, { width })
  doc.font('sans').fontSize(8.5).fillColor(INK)
  doc.text(`${L.gstin}: ${p.gstin ?? INVOICE_MESSAGES.unregistered}`, { width })
  if (p.state) doc.text(`${L.state}: ${p.state}${p.stateCode ? ` (code ${p.stateCode})` : ''}`, { width })
  doc.fillColor(MUTED)
  for (const line of p.address) doc.text(line, { width })
  if (delivery) {
    label(doc, L.deliveryAddress, x, doc.y + 8, width)
    doc
      .font('sans')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(delivery.join('\n'), x, doc.y + 2, { width })
  }
  return doc.y
}

type Column = { title: string; width: number; align: 'left' | 'right'; cell: (l: InvoiceLine, i: number) => string }

function columnsFor(s: InvoiceSnapshot): Column[] {
  const money = (k: keyof InvoiceLine) => (l: InvoiceLine) => indianAmount(l[k] as number)
  const lead: Column[] = [
    { title: '#', width: 18, align: 'left', cell: (_l, i) => String(i + 1) },
    { title: L.description, width: 0, align: 'left', cell: (l) => l.description },
    { title: L.heading[s.kind], width: 44, align: 'left', cell: (l) => l.hsn },
  ]
  const tax: Column[] =
    s.regime === 'none'
      ? []
      : [
          { title: L.rate, width: 34, align: 'right', cell: (l) => ratePercent(l.rateBasisPoints) },
          { title: L.taxable, width: 68, align: 'right', cell: money('taxablePaise') },
          ...(s.regime === 'intra'
            ? [
                { title: L.cgst, width: 56, align: 'right', cell: money('cgstPaise') } as Column,
                { title: L.sgst, width: 56, align: 'right', cell: money('sgstPaise') } as Column,
              ]
            : [{ title: L.igst, width: 60, align: 'right', cell: money('igstPaise') } as Column]),
        ]
  const cols = [...lead, ...tax, { title: L.total, width: 70, align: 'right', cell: money('totalPaise') } as Column]
  const fixed = cols.reduce((n, c) => n + c.width, 0)
  cols[1].width = WIDTH - fixed
  return cols
}

function table(doc: Doc, s: InvoiceSnapshot, top: number): number {
  const cols = columnsFor(s)
  const pad = 5
  let y = top
  doc.rect(MARGIN, y, WIDTH, 20).fill(PAPER)
  let x = MARGIN
  for (const c of cols) {
    doc
      .font('sansMedium')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(c.title, x + pad, y + 6.5, { width: c.width - 2 * pad, align: c.align })
    x += c.width
  }
  y += 20
  s.lines.forEach((line, i) => {
    doc.font('sans').fontSize(8.5)
    const height = Math.max(...cols.map((c) => doc.heightOfString(c.cell(line, i), { width: c.width - 2 * pad }))) + 2 * pad + 2
    if (y + height > PAGE.height - MARGIN - 140) {
      doc.addPage()
      y = MARGIN
    }
    x = MARGIN
    for (const c of cols) {
      doc.fillColor(INK).text(c.cell(line, i), x + pad, y + pad + 1, { width: c.width - 2 * pad, align: c.align })
      x += c.width
    }
    y += height
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke()
  })
  return y
}

function totals(doc: Doc, s: InvoiceSnapshot, top: number): number {
  const t = s.totals
  const rows: [string, number][] =
    s.regime === 'none'
      ? []
      : [
          [L.taxable, t.taxablePaise],
          ...(s.regime === 'intra'
            ? ([
                [L.cgst, t.cgstPaise],
                [L.sgst, t.sgstPaise],
              ] as [string, number][])
            : ([[L.igst, t.igstPaise]] as [string, number][])),
        ]
  const x = MARGIN + WIDTH - 220
  let y = top + 12
  for (const [name, paise] of rows) {
    doc.font('sans').fontSize(9).fillColor(MUTED).text(name, x, y, { width: 110 })
    doc.fillColor(INK).text(rupeeAmount(paise), x + 110, y, { width: 110, align: 'right' })
    y += 15
  }
  doc
    .moveTo(x, y + 2)
    .lineTo(MARGIN + WIDTH, y + 2)
    .lineWidth(0.75)
    .strokeColor(INK)
    .stroke()
  y += 9
  doc.font('serifBold').fontSize(12).fillColor(INK).text(L.total, x, y, { width: 110 })
  doc.text(rupeeAmount(t.totalPaise), x + 110, y, { width: 110, align: 'right' })
  return y + 22
}

function page(doc: Doc, s: InvoiceSnapshot) {
  // Masthead: the wordmark, the document's kind, and its number and date.
  doc.font('serifBold').fontSize(13).fillColor(ACCENT).text('Kala', MARGIN, MARGIN)
  doc
    .font('serif')
    .fontSize(22)
    .fillColor(INK)
    .text(s.documentType, MARGIN, MARGIN + 20)
  const metaX = MARGIN + WIDTH - 200
  const meta: [string, string][] = [
    [L.number, s.number],
    [L.date, longDate(s.invoiceDate)],
    [L.order, s.orderNumber],
    [L.placeOfSupply, s.placeOfSupply ? `${s.placeOfSupply.name} (${s.placeOfSupply.code})` : '—'],
  ]
  let y = MARGIN + 2
  for (const [k, v] of meta) {
    doc.font('sans').fontSize(8).fillColor(MUTED).text(k, metaX, y, { width: 80 })
    doc
      .font('sansMedium')
      .fontSize(8.5)
      .fillColor(INK)
      .text(v, metaX + 80, y - 0.5, { width: 120, align: 'right' })
    y += 14
  }
  y = Math.max(y, MARGIN + 52) + 14
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke()

  // The parties, side by side.
  const half = (WIDTH - 24) / 2
  const supplierTitle = L.supplier[s.kind]
  const recipientTitle = L.recipient[s.kind]
  // The buyer's address on record is their delivery address: printed once, under its own label.
  const recipient = { ...s.recipient, address: s.deliveryAddress ? [] : s.recipient.address }
  const bottom = Math.max(
    partyBlock(doc, supplierTitle, s.supplier, MARGIN, y + 16, half),
    partyBlock(doc, recipientTitle, recipient, MARGIN + half + 24, y + 16, half, s.deliveryAddress),
  )

  // The lines, the totals, the amount in words, the notes.
  label(doc, L.amountsIn, MARGIN, bottom + 20)
  let after = table(doc, s, bottom + 34)
  after = totals(doc, s, after)
  label(doc, L.inWords, MARGIN, after + 6)
  doc
    .font('serif')
    .fontSize(10)
    .fillColor(INK)
    .text(s.amountInWords, MARGIN, after + 19, { width: WIDTH })
  doc.moveDown(1.4)
  doc.font('sans').fontSize(7.5).fillColor(MUTED)
  for (const note of s.notes) doc.text(note, MARGIN, doc.y, { width: WIDTH, lineGap: 1.5 })
}

/** One PDF holding these invoices, each from a new page. */
export function renderInvoicesPdf(invoices: readonly InvoiceSnapshot[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    autoFirstPage: false,
    info: { Title: invoices.map((s) => `${s.documentType} ${s.number}`).join(', '), Author: 'Kala', Creator: 'Kala' },
  })
  for (const [name, file] of Object.entries(fontFiles())) doc.registerFont(name, file)
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  for (const s of invoices) {
    doc.addPage()
    page(doc, s)
  }
  doc.end()
  return done
}
