/** Fallback site settings, used until (or when) GET /api/public/site-settings answers. */
export const SITE_FALLBACK = {
  name: 'Kala',
  email: 'support@kala.art',
  phone: '+91 22 6900 1100',
  instagram: '@kala.art',
  address: 'Kala Art Pvt. Ltd., Kala Ghoda, Fort, Mumbai 400001, India',
} as const

export const SITE_URL_FALLBACK = 'https://kala.art'
