import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '@shared/constants'
import { SERVER_DATA_ID, seedServerData } from './server-data'

function embed(text: string) {
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = SERVER_DATA_ID
  script.textContent = text
  document.body.appendChild(script)
}

afterEach(() => {
  document.getElementById(SERVER_DATA_ID)?.remove()
  window.localStorage.clear()
})

describe('seedServerData', () => {
  it("puts the server's answers in the cache under their keys, once", () => {
    embed(JSON.stringify({ queries: [{ queryKey: ['public', 'artwork', '12'], data: { artwork: { title: 'Margazhi Morning' } } }] }))
    const client = new QueryClient()
    expect(seedServerData(client)).toBe(1)
    expect(client.getQueryData(['public', 'artwork', '12'])).toEqual({ artwork: { title: 'Margazhi Morning' } })
    expect(document.getElementById(SERVER_DATA_ID)).toBeNull()
  })

  it('leaves a signed-in member to fetch their own view of the page', () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'token')
    embed(JSON.stringify({ queries: [{ queryKey: ['public', 'artwork', '12'], data: { artwork: {} } }] }))
    const client = new QueryClient()
    expect(seedServerData(client)).toBe(0)
    expect(client.getQueryData(['public', 'artwork', '12'])).toBeUndefined()
  })

  it('seeds nothing from a page without data or with unreadable data', () => {
    const client = new QueryClient()
    expect(seedServerData(client)).toBe(0)
    embed('{not json')
    expect(seedServerData(client)).toBe(0)
    expect(client.getQueryCache().getAll()).toHaveLength(0)
  })
})
