import { describe, expect, it } from 'vitest'
import {
  amountInWords,
  financialYearOf,
  indianAmount,
  indianDate,
  numberInWords,
  ratePercent,
  rupeeAmount,
  splitTax,
  taxOfInclusive,
} from './gst'

describe('taxOfInclusive', () => {
  it('takes the tax back out of a price that includes it', () => {
    // ₹1,05,000 at 5 %: ₹1,00,000 taxable and ₹5,000 tax.
    expect(taxOfInclusive(10_500_000, 500)).toEqual({ taxablePaise: 10_000_000, taxPaise: 500_000 })
    // ₹45,000 at 12 %: 45000 × 100 / 112 = 40178.571… → ₹40,178.57, tax ₹4,821.43.
    expect(taxOfInclusive(4_500_000, 1200)).toEqual({ taxablePaise: 4_017_857, taxPaise: 482_143 })
  })
  it('always adds up to the price, and charges nothing at 0 %', () => {
    for (const price of [1, 99, 100, 12_345, 4_500_001, 99_999_999])
      for (const rate of [0, 500, 1200, 1800]) {
        const { taxablePaise, taxPaise } = taxOfInclusive(price, rate)
        expect(taxablePaise + taxPaise).toBe(price)
        expect(taxPaise).toBeGreaterThanOrEqual(0)
      }
    expect(taxOfInclusive(12_345, 0)).toEqual({ taxablePaise: 12_345, taxPaise: 0 })
  })
  it('rounds the taxable value half up to the paisa', () => {
    // 21 × 100 / 105 = 20 exactly; 22 × 100 / 105 = 20.952… → 21.
    expect(taxOfInclusive(21, 500).taxablePaise).toBe(20)
    expect(taxOfInclusive(22, 500).taxablePaise).toBe(21)
  })
})

describe('splitTax', () => {
  it('halves the tax into CGST and SGST within a state, the odd paisa to CGST', () => {
    expect(splitTax(500_000, true)).toEqual({ cgstPaise: 250_000, sgstPaise: 250_000, igstPaise: 0 })
    expect(splitTax(482_143, true)).toEqual({ cgstPaise: 241_072, sgstPaise: 241_071, igstPaise: 0 })
  })
  it('charges IGST across states', () => {
    expect(splitTax(482_143, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 482_143 })
  })
})

describe('financialYearOf', () => {
  it('runs April to March in India’s time', () => {
    expect(financialYearOf(new Date('2027-03-31T12:00:00+05:30'))).toBe('2026-27')
    expect(financialYearOf(new Date('2027-04-01T00:00:00+05:30'))).toBe('2027-28')
    // 31 March 20:00 UTC is already 1 April in India.
    expect(financialYearOf(new Date('2027-03-31T20:00:00Z'))).toBe('2027-28')
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00')
    expect(indianDate(new Date('2027-03-31T20:00:00Z'))).toBe('2027-04-01')
  })
})

describe('amounts in digits', () => {
  it('groups in lakhs and crores with two decimals', () => {
    expect(indianAmount(12_500_000)).toBe('1,25,000.00')
    expect(indianAmount(1_234_567_890)).toBe('1,23,45,678.90')
    expect(indianAmount(5)).toBe('0.05')
    expect(rupeeAmount(99_900)).toBe('₹999.00')
    expect(ratePercent(250)).toBe('2.5%')
    expect(ratePercent(1800)).toBe('18%')
  })
})

describe('amounts in words (Indian numbering)', () => {
  it('writes lakhs, crores and paise', () => {
    expect(amountInWords(12_500_050)).toBe('Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only')
    expect(amountInWords(4_500_000)).toBe('Rupees Forty-Five Thousand Only')
    expect(amountInWords(1_234_567_890)).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Paise Only',
    )
    expect(amountInWords(75)).toBe('Seventy-Five Paise Only')
    expect(amountInWords(0)).toBe('Rupees Zero Only')
    expect(amountInWords(10_000)).toBe('Rupees One Hundred Only')
  })
  it('writes crores above ninety-nine in Indian numbering too', () => {
    expect(numberInWords(1_000_000_000)).toBe('One Hundred Crore')
    expect(numberInWords(1_01_00_00_011)).toBe('One Hundred One Crore Eleven')
  })
  it('refuses what is not a whole amount', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError)
    expect(() => numberInWords(1.5)).toThrow(RangeError)
  })
})
