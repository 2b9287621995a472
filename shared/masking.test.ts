import { describe, expect, it } from 'vitest'
import { MASKED_CONTACT as X } from './conversations'
import { maskContactDetails } from './masking'

const mask = (text: string) => maskContactDetails(text).text

describe('maskContactDetails: e-mail addresses', () => {
  it.each([
    ['asha@example.com', X],
    ['Write to asha.rao+art@example.co.in please', `Write to ${X} please`],
    ['ASHA@EXAMPLE.COM', X],
    ['asha @ example . com', X],
    ['asha at example dot com', X],
    ['asha AT gmail DOT com', X],
    ['asha[at]example[dot]in', X],
    ['asha (at) gmail (dot) co (dot) in', X],
    ['asha{at}gmail{dot}com', X],
    ['asha_rao@mail-server.example.org.', `${X}.`],
    ['mail me: asha@gmail.com, or ravi@yahoo.in', `mail me: ${X}, or ${X}`],
  ])('%s', (typed, shown) => {
    expect(mask(typed)).toBe(shown)
    expect(maskContactDetails(typed).masked).toBe(true)
  })
})

describe('maskContactDetails: phone numbers', () => {
  it.each([
    ['9812345678', X],
    ['call 98123 45678 today', `call ${X} today`],
    ['+91 98123 45678', X],
    ['+91-98123-45678', X],
    ['+919812345678', X],
    ['0 98123 45678', X],
    ['098-1234-5678', X],
    ['98.12.34.56.78', X],
    ['(022) 2345 6789', X],
    ['022-23456789', X],
    ['+44 20 7946 0958', X],
    ['+1 (415) 555-0132', X],
    ['+65 6123 4567', X],
    ['9 8 1 2 3 4 5 6 7 8', X],
    ['nine eight one two three four five six seven eight', X],
    ['my number is nine 8 one 2 three 4 five 6 seven 8.', `my number is ${X}.`],
    ['WhatsApp: 98123/45678', `WhatsApp: ${X}`],
  ])('%s', (typed, shown) => {
    expect(mask(typed)).toBe(shown)
    expect(maskContactDetails(typed).masked).toBe(true)
  })
})

describe('maskContactDetails: what stays as typed', () => {
  it.each([
    'Is ₹1,50,000 your best price?',
    'The work is 120 x 90 cm, painted in 2024.',
    'Can it ship by 12-05-2026?',
    'I saw it at the gallery in Pune.',
    'Look at it in daylight, then we talk at noon.',
    'Someone at home will sign for it.',
    'Order KL-1234 arrived, thank you.',
    'The frame adds 2 cm on each side; one or two weeks to ship.',
    'Price 25000, or 24000 without the frame.',
    'The rate is 10.5 per cent.',
  ])('%s', (typed) => {
    expect(maskContactDetails(typed)).toEqual({ text: typed, masked: false })
  })
})
