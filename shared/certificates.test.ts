import { describe, expect, it } from 'vitest'
import { CERTIFICATE_ALPHABET, dimensionsInBothUnits, editionLine, normaliseCertificateNumber } from './certificates'

describe('certificate numbers', () => {
  it('take a number as typed (any case, spaces) in its stored form, and refuse what cannot be one', () => {
    expect(normaliseCertificateNumber(' kala-7k3m-q9td-2hxw-8prn ')).toBe('KALA-7K3M-Q9TD-2HXW-8PRN')
    expect(normaliseCertificateNumber('KALA-7K3M-Q9TD-2HXW')).toBeNull()
    // Look-alikes (0, O, 1, I, L) are never in a number.
    expect(normaliseCertificateNumber('KALA-0000-OOOO-1111-IIII')).toBeNull()
    expect(normaliseCertificateNumber('KALA-7K3M-Q9TD-2HXW-8PRN-')).toBeNull()
    expect(CERTIFICATE_ALPHABET).not.toMatch(/[01OIL]/)
  })
})

describe('what a certificate prints', () => {
  it('gives a size in inches and centimetres, width × height (× depth), and nothing without both sides', () => {
    expect(dimensionsInBothUnits(24, 36)).toEqual({ inches: '24 × 36 in', cm: '61 × 91.4 cm' })
    expect(dimensionsInBothUnits(12.5, 12.5, 2)).toEqual({ inches: '12.5 × 12.5 × 2 in', cm: '31.8 × 31.8 × 5.1 cm' })
    expect(dimensionsInBothUnits(null, 36)).toBeNull()
  })

  it('names the impression of a limited edition when it is known, the edition otherwise, nothing for an original', () => {
    expect(editionLine('limited', 25, 2)).toBe('Impression 2/25')
    expect(editionLine('limited', 25, null)).toBe('Limited edition of 25')
    expect(editionLine('open', null, null)).toBe('Open edition')
    expect(editionLine('original', null, null)).toBeNull()
  })
})
