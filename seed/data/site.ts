/** Site-wide settings for the demo. */
import type { SiteSettings } from './types'

export const siteSettings: SiteSettings = {
  siteName: 'Kala',
  tagline: 'Original art from India’s studios, straight to your walls.',
  phone: '+91 98200 12345',
  email: 'hello@kala.art',
  supportEmail: 'support@kala.art',
  address: '2nd Floor, Rampart Row House, 14 K. Dubash Marg, Kala Ghoda, Fort, Mumbai 400001, Maharashtra, India',
  instagram: '@kala.art',
  socials: {
    instagram: 'https://instagram.com/kala.art',
    x: 'https://x.com/kala_art',
    linkedin: 'https://www.linkedin.com/company/kala-art',
    facebook: 'https://www.facebook.com/kala.art',
  },
  prelaunch: false,
}
