import { describe, expect, it } from 'vitest'
import { MESSAGES } from './messages'
import { artworkFormSchema, signupSchema } from './schemas'

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
