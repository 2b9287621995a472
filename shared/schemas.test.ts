import { describe, expect, it } from 'vitest'
import { ADDRESS_MESSAGES, MESSAGES } from './messages'
import { addressInput, addressSchema, artworkFormSchema, profileUpdateSchema, signupSchema } from './schemas'

const work = {
  artistName: 'Meera Iyer',
  title: 'Monsoon Window',
  medium: 'Oil',
  material: 'canvas',
  height: '30',
  width: '24',
  depth: '1',
  price: '12000',
  available: 'true',
}
/** The first message the form shows for `field`, or the parsed value. */
const priceOf = (price: unknown) => {
  const r = artworkFormSchema.safeParse({ ...work, price })
  return r.success ? r.data.price : r.error.issues.find((i) => i.path[0] === 'price')?.message
}

describe('the artwork form schema', () => {
  it('takes a price as people type it: grouped the Indian or the international way, with or without ₹', () => {
    expect(priceOf('12000')).toBe(12000)
    expect(priceOf('12,000')).toBe(12000)
    expect(priceOf('1,20,000')).toBe(120000)
    expect(priceOf('120,000')).toBe(120000)
    expect(priceOf('12,34,567.50')).toBe(1234567.5)
    expect(priceOf('₹ 45,000')).toBe(45000)
    expect(priceOf(2500)).toBe(2500)
  })

  it('refuses what is not a number, and says a missing one is required', () => {
    for (const bad of ['1,2,3', '12,00', ',000', '12.000,5', '-5', 'abc', '1e5']) expect(priceOf(bad), bad).toBe(MESSAGES.nonNegative)
    expect(priceOf('')).toBe(MESSAGES.required)
    expect(priceOf('   ')).toBe(MESSAGES.required)
  })
})

describe('the sign-up schema', () => {
  it('names each missing field as required', () => {
    const r = signupSchema.safeParse({
      role: 'artist',
      fullName: '',
      username: 'meera',
      email: '',
      password: 'a-long-password',
      cpassword: '',
    })
    expect(r.success).toBe(false)
    const first = (field: string) => r.error?.issues.find((i) => i.path[0] === field)?.message
    expect([first('fullName'), first('email'), first('cpassword')]).toEqual([MESSAGES.required, MESSAGES.required, MESSAGES.required])
  })
})

describe('the address schema (issue 18)', () => {
  const home = {
    billingName: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9812345678',
    line1: '12 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560025',
    country: 'India',
  }
  /** The parsed address, or each field's first message. */
  const check = (changes: Record<string, unknown>) => {
    const r = addressSchema.safeParse({ ...home, ...changes })
    if (r.success) return r.data
    const messages: Record<string, string> = {}
    for (const i of r.error.issues) messages[String(i.path[0])] ??= i.message
    return messages
  }

  it('refuses what was saved before: a broken e-mail, a phone of letters or too few digits, a short or lettered PIN', () => {
    expect(check({ email: 'asha@@example', phone: 'abc', pincode: '5600' })).toEqual({
      email: MESSAGES.email,
      phone: ADDRESS_MESSAGES.phoneIndia,
      pincode: ADDRESS_MESSAGES.pin,
    })
    expect(check({ phone: '12', pincode: 'ABCDEF' })).toEqual({ phone: ADDRESS_MESSAGES.phoneIndia, pincode: ADDRESS_MESSAGES.pin })
    for (const email of ['asha@example', 'asha.example.com', 'asha @example.com', '@example.com'])
      expect(check({ email }), email).toEqual({ email: MESSAGES.email })
  })

  it('takes an Indian mobile as people type it and stores its 10 digits; a PIN has 6 digits, the first 1-9', () => {
    for (const phone of ['9812345678', '+91 98123 45678', '+91-98123-45678', '098123 45678', '91 9812345678', ' 98123-45678 '])
      expect(check({ phone }), phone).toMatchObject({ phone: '9812345678' })
    for (const phone of ['5812345678', '981234567', '98123456789', '+1 415 555 0123', '+9198123456', '(98123) 45678', ''])
      expect(check({ phone }), phone).toEqual({ phone: ADDRESS_MESSAGES.phoneIndia })
    expect(check({ pincode: '560 025' })).toMatchObject({ pincode: '560025' })
    for (const pincode of ['056002', '56002', '5600250', '56OO25', ''])
      expect(check({ pincode }), pincode).toEqual({ pincode: ADDRESS_MESSAGES.pin })
  })

  it("follows the chosen country's postcode rule and takes an international number with + and 8-15 digits", () => {
    const abroad = (country: string, pincode: string, phone = '+1 415-555-0123') => check({ country, pincode, phone })
    expect(abroad('United States', '94105')).toMatchObject({ pincode: '94105', phone: '+14155550123' })
    expect(abroad('United States', '94105 1234')).toMatchObject({ pincode: '94105-1234' })
    expect(abroad('United States', '560025')).toEqual({ pincode: ADDRESS_MESSAGES.zip })
    expect(abroad('United Kingdom', 'sw1a1aa', '+44 20 7946 0958')).toMatchObject({ pincode: 'SW1A 1AA', phone: '+442079460958' })
    expect(abroad('United Kingdom', 'M1 1AE')).toMatchObject({ pincode: 'M1 1AE' })
    expect(abroad('United Kingdom', '12345')).toEqual({ pincode: ADDRESS_MESSAGES.ukPostcode })
    expect(abroad('Canada', 'k1a 0b1')).toMatchObject({ pincode: 'K1A 0B1' })
    expect(abroad('Germany', '10115', '+49 30 1234567')).toMatchObject({ pincode: '10115', phone: '+49301234567' })
    for (const pincode of ['12', 'ABCDEFGHIJK', '-1234', '12_34'])
      expect(abroad('Germany', pincode), pincode).toEqual({ pincode: ADDRESS_MESSAGES.postcode })
    for (const phone of ['4155550123', '+1234567', '+1234567890123456', '+44 (0)20 7946 0958'])
      expect(abroad('United States', '94105', phone), phone).toEqual({ phone: ADDRESS_MESSAGES.phoneInternational })
    expect(check({ country: 'Narnia' })).toEqual({ country: ADDRESS_MESSAGES.country })
    expect(check({ country: undefined })).toEqual({ country: ADDRESS_MESSAGES.country })
  })

  it('shows every wrong field at once, the empty ones too', () => {
    expect(check({ billingName: '', phone: '', pincode: '', email: '' })).toEqual({
      billingName: MESSAGES.required,
      email: MESSAGES.required,
      phone: ADDRESS_MESSAGES.phoneIndia,
      pincode: ADDRESS_MESSAGES.pin,
    })
  })

  it('holds in the profile update too, and reads a stored row (its id, default mark and nulls)', () => {
    const r = profileUpdateSchema.safeParse({ addresses: [{ ...home, phone: '12' }] })
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['addresses.0.phone', ADDRESS_MESSAGES.phoneIndia]])
    const stored = { ...home, id: 'row-1', isDefault: true, line2: null, phone: '+91 98123 45678' }
    expect(addressSchema.parse(addressInput(stored))).toEqual({ ...home, phone: '9812345678' })
  })
})
