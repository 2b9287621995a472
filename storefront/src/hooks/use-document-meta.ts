import { useEffect } from 'react'

export type DocumentMeta = {
  /** The page's own title; ' · Kala' is appended. */
  title: string
  description?: string
  /** Absolute or root-relative image URL for Open Graph. */
  image?: string | null
  type?: 'website' | 'article' | 'product' | 'profile'
}

const SITE = 'Kala'

function setMeta(attr: 'name' | 'property', key: string, content: string | null | undefined) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`)
  if (!content) {
    tag?.remove()
    return
  }
  if (!tag) {
    tag = document.createElement('meta')
    tag.setAttribute(attr, key)
    document.head.appendChild(tag)
  }
  tag.setAttribute('content', content)
}

function absolute(url: string): string {
  try {
    return new URL(url, window.location.origin).toString()
  } catch {
    // Not a URL at all: leave it out of the tags rather than publish garbage.
    return ''
  }
}

/** Sets <title>, the meta description and the Open Graph tags of the current page. */
export function useDocumentMeta({ title, description, image, type = 'website' }: DocumentMeta) {
  useEffect(() => {
    const fullTitle = title === SITE ? SITE : `${title} · ${SITE}`
    document.title = fullTitle
    setMeta('name', 'description', description)
    setMeta('property', 'og:title', fullTitle)
    setMeta('property', 'og:description', description)
    setMeta('property', 'og:type', type)
    setMeta('property', 'og:url', window.location.href)
    setMeta('property', 'og:image', image ? absolute(image) : null)
    setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary')
  }, [title, description, image, type])
}
