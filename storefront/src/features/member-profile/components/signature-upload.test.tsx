import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Me } from '@shared/api-types'
import { MESSAGES, PROFILE_MESSAGES } from '@shared/messages'
import { tokenStorage } from '@/lib/token-storage'
import { makeMe } from '@/testing/checkout-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { ProfilePage } from './profile-page'

function serve(me: Me) {
  const sent: { type: string }[] = []
  server.use(
    http.get('/api/user/me', () => HttpResponse.json(me)),
    http.put('/api/admin/update-profile', async ({ request }) => {
      const file = (await request.formData()).get('signature')
      if (file && typeof file !== 'string') sent.push({ type: file.type })
      return HttpResponse.json({
        user: { ...me, signature: { url: '/media/sig.jpg', alt: 'Signature', width: 600, height: 200 } },
      })
    }),
  )
  return sent
}

describe("an artist's signature for certificates", { timeout: 20_000 }, () => {
  beforeEach(() => tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' }))

  it('is offered to artists, refuses an upload with no file, and saves a PNG, showing it', async () => {
    const sent = serve(makeMe({ role: 'artist', fullName: 'Meera Iyer' }))
    const user = userEvent.setup()
    renderWithApp(<ProfilePage />)
    const section = await screen.findByRole('region', { name: 'Signature for certificates' })
    expect(within(section).getByText('No signature yet')).toBeInTheDocument()
    await user.click(within(section).getByRole('button', { name: 'Upload signature' }))
    expect(within(section).getByRole('alert')).toHaveTextContent(MESSAGES.uploadImage)
    await user.upload(within(section).getByLabelText('Choose a signature image'), new File(['png'], 'sig.png', { type: 'image/png' }))
    await user.click(within(section).getByRole('button', { name: 'Upload signature' }))
    expect(await screen.findByText(PROFILE_MESSAGES.signatureSaved)).toBeInTheDocument()
    expect(sent).toEqual([{ type: 'image/png' }])
    expect(await within(section).findByRole('img', { name: 'Signature of Meera Iyer' })).toHaveAttribute('src', '/media/sig.jpg')
  })

  it('is not offered to a collector', async () => {
    serve(makeMe({ role: 'collector' }))
    renderWithApp(<ProfilePage />)
    await screen.findByRole('heading', { name: 'Personal Information' })
    expect(screen.queryByRole('region', { name: 'Signature for certificates' })).not.toBeInTheDocument()
  })
})
