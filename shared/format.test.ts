import { describe, expect, it } from 'vitest'
import { excerpt, formatCardPrice, formatDimensions, formatMediumOnMaterial, formatPrice, formatShortPrice, stripHtml } from './format'

describe('formatPrice (full form)', () => {
  it('uses Indian grouping and the rupee sign', () => {
    expect(formatPrice(125000)).toBe('₹1,25,000')
    expect(formatPrice(45000)).toBe('₹45,000')
    expect(formatPrice(12500000)).toBe('₹1,25,00,000')
    expect(formatPrice(0)).toBe('₹0')
  })
  it('shows paise only when there are some', () => {
    expect(formatPrice(1250.5)).toBe('₹1,250.50')
  })
  it('formats USD with western grouping', () => {
    expect(formatPrice(125000, 'USD')).toBe('$125,000')
  })
  it("says 'Price on request' when there is no price", () => {
    expect(formatPrice(null)).toBe('Price on request')
    expect(formatPrice(undefined)).toBe('Price on request')
  })
})

describe('formatCardPrice (card form)', () => {
  it("adds the '/-' suffix", () => {
    expect(formatCardPrice(125000)).toBe('₹1,25,000/-')
    expect(formatCardPrice(999)).toBe('₹999/-')
  })
  it('rounds to whole rupees', () => {
    expect(formatCardPrice(45000.4)).toBe('₹45,000/-')
  })
  it('has no suffix in USD', () => {
    expect(formatCardPrice(1500, 'USD')).toBe('$1,500')
  })
  it("says 'Price on request' when there is no price", () => {
    expect(formatCardPrice(null)).toBe('Price on request')
  })
})

describe('formatShortPrice (k, L, Cr)', () => {
  it('uses k under a lakh', () => {
    expect(formatShortPrice(45000)).toBe('₹45k')
    expect(formatShortPrice(45500)).toBe('₹45.5k')
    expect(formatShortPrice(1000)).toBe('₹1k')
  })
  it('uses L from a lakh', () => {
    expect(formatShortPrice(100000)).toBe('₹1L')
    expect(formatShortPrice(125000)).toBe('₹1.25L')
    expect(formatShortPrice(2500000)).toBe('₹25L')
  })
  it('uses Cr from a crore', () => {
    expect(formatShortPrice(10000000)).toBe('₹1Cr')
    expect(formatShortPrice(32500000)).toBe('₹3.25Cr')
    expect(formatShortPrice(12500000000)).toBe('₹1,250Cr')
  })
  it('rounds up across a unit boundary instead of showing 100k', () => {
    expect(formatShortPrice(99999)).toBe('₹1L')
    expect(formatShortPrice(99400)).toBe('₹99.4k')
  })
  it('shows small amounts whole', () => {
    expect(formatShortPrice(850)).toBe('₹850')
  })
  it('supports USD compact forms', () => {
    expect(formatShortPrice(1500, 'USD')).toBe('$1.5K')
    expect(formatShortPrice(3000000, 'USD')).toBe('$3M')
  })
  it("says 'Price on request' when there is no price", () => {
    expect(formatShortPrice(null)).toBe('Price on request')
  })
})

describe('formatDimensions and formatMediumOnMaterial', () => {
  it("reads 'W x H in.'", () => {
    expect(formatDimensions(24, 36)).toBe('24 x 36 in.')
    expect(formatDimensions(24.5, 30)).toBe('24.5 x 30 in.')
    expect(formatDimensions(null, 30)).toBeNull()
  })
  it("reads 'medium on material'", () => {
    expect(formatMediumOnMaterial('Oil', 'Canvas')).toBe('Oil on Canvas')
    expect(formatMediumOnMaterial('Bronze', null)).toBe('Bronze')
  })
})

describe('excerpt', () => {
  const bio = '<p>Meera Iyer paints the <strong>Coromandel</strong> coast &amp; its monsoon light.</p>'

  it('strips HTML and decodes entities', () => {
    expect(stripHtml(bio)).toBe('Meera Iyer paints the Coromandel coast & its monsoon light.')
  })
  it('returns short text whole, without an ellipsis', () => {
    expect(excerpt(bio, 240)).toBe('Meera Iyer paints the Coromandel coast & its monsoon light.')
  })
  it('cuts at a word boundary and adds an ellipsis', () => {
    const result = excerpt(bio, 30)
    expect(result).toBe('Meera Iyer paints the…')
    expect(result.length - 1).toBeLessThanOrEqual(30)
  })
  it('keeps a word that ends exactly at the limit', () => {
    expect(excerpt('one two three four', 13)).toBe('one two three…')
  })
  it('drops trailing punctuation before the ellipsis', () => {
    expect(excerpt('Light, water, and stone carry the work.', 13)).toBe('Light, water…')
  })
  it('cuts a single long word at the limit', () => {
    expect(excerpt('Supercalifragilistic', 5)).toBe('Super…')
  })
  it('handles empty input', () => {
    expect(excerpt(null, 10)).toBe('')
  })
  it('respects the 240 and 340 character limits on long bios', () => {
    const long = `<p>${'word '.repeat(200)}</p>`
    expect(excerpt(long, 240).length).toBeLessThanOrEqual(241)
    expect(excerpt(long, 340).endsWith('…')).toBe(true)
  })
})
