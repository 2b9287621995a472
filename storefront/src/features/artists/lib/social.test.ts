import { describe, expect, it } from 'vitest'
import { socialLinks, socialUrl } from './social'

describe('social links', () => {
  it('turns handles into profile URLs', () => {
    expect(socialUrl('instagram', '@meera.iyer.studio')).toBe('https://www.instagram.com/meera.iyer.studio')
    expect(socialUrl('x', 'kabirdeshpande')).toBe('https://x.com/kabirdeshpande')
    expect(socialUrl('linkedin', 'meera-iyer-artist')).toBe('https://www.linkedin.com/in/meera-iyer-artist')
  })

  it('keeps URLs, completes bare hosts and refuses anything else', () => {
    expect(socialUrl('instagram', 'https://instagram.com/meera')).toBe('https://instagram.com/meera')
    expect(socialUrl('x', 'twitter.com/kabir')).toBe('https://twitter.com/kabir')
    expect(socialUrl('x', 'javascript:alert(1)')).toBeNull()
    expect(socialUrl('instagram', 'two words')).toBeNull()
    expect(socialUrl('instagram', '  ')).toBeNull()
    expect(socialUrl('linkedin', null)).toBeNull()
  })

  it('lists only the filled networks, in order', () => {
    expect(socialLinks({ instagram: null, x: '@k', linkedin: 'in-k' }).map((l) => l.label)).toEqual(['X', 'LinkedIn'])
    expect(socialLinks({ instagram: '', x: null, linkedin: null })).toEqual([])
  })
})
