import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Me } from '@shared/api-types'
import { tokenStorage } from '@/lib/token-storage'
import { makeMe } from '@/testing/checkout-fixtures'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'
import { ProfilePage } from './profile-page'

type Sent = { type: string; size: number }

function serveMe(me: Me) {
  server.use(http.get('/api/user/me', () => HttpResponse.json(me)))
}

/** Records each profilePhoto the server receives: its type and size (jsdom's File loses its name on the way to MSW). */
function serveUpload(): Sent[] {
  const sent: Sent[] = []
  server.use(
    http.put('/api/admin/update-profile', async ({ request }) => {
      // Node's File, not jsdom's: read, not checked with instanceof.
      const photo = (await request.formData()).get('profilePhoto')
      if (photo && typeof photo !== 'string') sent.push({ type: photo.type, size: photo.size })
      return HttpResponse.json({ user: makeMe() })
    }),
  )
  return sent
}

/**
 * jsdom decodes no image and draws nothing: a chosen file opens as a photo of `width` x `height`
 * (or fails to, like a broken file), and the canvas records what it is asked to draw and encodes
 * a small JPEG blob.
 */
function browserImages(width: number, height: number, { readable = true } = {}) {
  URL.createObjectURL ??= () => 'blob:photo'
  URL.revokeObjectURL ??= () => {}
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(width)
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(height)
  const setSrc = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!.set!
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement, value: string) {
    setSrc.call(this, value)
    setTimeout(() => this.dispatchEvent(new Event(readable ? 'load' : 'error')))
  })
  const canvas = { width: 0, height: 0, drawn: [] as number[][] }
  const context = {
    fillStyle: '',
    fillRect: () => {},
    imageSmoothingEnabled: false,
    imageSmoothingQuality: 'low',
    drawImage: (_image: unknown, ...numbers: number[]) => canvas.drawn.push(numbers.map((n) => Math.round(n))),
  }
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    canvas.width = this.width
    canvas.height = this.height
    return context as never
  })
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type, quality) =>
    callback(new Blob([`jpeg at ${String(quality)}`], { type: type ?? 'image/png' })),
  )
  return canvas
}

async function choosePhoto(name = 'studio.png') {
  const user = userEvent.setup()
  renderWithApp(<ProfilePage />, { path: '/admin/profile' })
  const form = await screen.findByRole('form', { name: 'Profile photo' })
  await user.upload(within(form).getByLabelText('Choose a photo'), new File(['png'], name, { type: 'image/png' }))
  return { user, form }
}

describe('the profile photo’s crop step', () => {
  beforeEach(() => {
    tokenStorage.setTokens({ accessToken: 'token', refreshToken: 'refresh' })
    serveMe(makeMe({ photo: null }))
  })

  it('asks for the size it shows', async () => {
    renderWithApp(<ProfilePage />, { path: '/admin/profile' })
    expect(
      await screen.findByText('1000 x 1000 px or larger, JPG or PNG, up to 5 MB. You frame it as a square before it is saved.'),
    ).toBeVisible()
  })

  it('opens on the chosen file with its controls; Cancel returns without uploading, and Upload photo opens it again', async () => {
    browserImages(3000, 2000)
    const sent = serveUpload()
    const { user, form } = await choosePhoto()
    const dialog = await screen.findByRole('dialog', { name: 'Frame your photo' })
    expect(dialog).toHaveAccessibleDescription(/zoom with the slider, or use the arrow keys and \+ and -/)
    const frame = within(dialog).getByRole('group', { name: 'Photo position' })
    // Focus starts on the photo, so the keys work at once.
    expect(frame).toHaveFocus()
    expect(within(dialog).getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuetext', '100%')
    expect(within(dialog).getByRole('button', { name: 'Zoom out' })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Zoom in' })).toBeEnabled()
    expect(within(dialog).getByText('Profile page')).toBeVisible()
    expect(within(dialog).getByText('Avatar')).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Save photo' })).toBeEnabled()

    await user.keyboard('+')
    expect(within(dialog).getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuetext', '125%')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent).toEqual([])

    await user.click(within(form).getByRole('button', { name: 'Upload photo' }))
    const again = await screen.findByRole('dialog', { name: 'Frame your photo' })
    expect(within(again).getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuetext', '100%')
  })

  it('saves the framed square: the keys move and zoom it, and the upload is a JPEG of 1000 x 1000 px', async () => {
    const canvas = browserImages(3000, 2000)
    const sent = serveUpload()
    const { user } = await choosePhoto()
    const dialog = await screen.findByRole('dialog', { name: 'Frame your photo' })
    // Zoom 1.25 shows 1600 x 1600 of the 3000 x 2000 photo, centred: from (700, 200). The right
    // arrow moves the photo right by 2 % of the frame: the crop starts 32 px further left.
    await user.keyboard('+{ArrowRight}')
    await user.click(within(dialog).getByRole('button', { name: 'Save photo' }))
    expect(await screen.findByText('Profile photo updated.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent).toHaveLength(1)
    expect(sent[0]?.type).toBe('image/jpeg')
    expect(sent[0]?.size).toBeGreaterThan(0)
    expect(canvas.drawn).toEqual([[668, 200, 1600, 1600, 0, 0, 1000, 1000]])
    expect([canvas.width, canvas.height]).toEqual([1000, 1000])
  })

  it('drags the photo with the pointer', async () => {
    const canvas = browserImages(3000, 2000)
    serveUpload()
    const { user } = await choosePhoto()
    const dialog = await screen.findByRole('dialog', { name: 'Frame your photo' })
    const frame = within(dialog).getByRole('group', { name: 'Photo position' })
    // jsdom lays nothing out: the frame reads as 400 px square.
    vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 400, 400))
    frame.setPointerCapture = () => {}
    // 100 px right is a quarter of the frame: 500 of the photo's 2000 px shown, from x 500 to 0.
    await user.pointer([
      { keys: '[MouseLeft>]', target: frame, coords: { x: 200, y: 200 } },
      { coords: { x: 300, y: 200 } },
      { keys: '[/MouseLeft]' },
    ])
    await user.click(within(dialog).getByRole('button', { name: 'Save photo' }))
    expect(await screen.findByText('Profile photo updated.')).toBeInTheDocument()
    expect(canvas.drawn).toEqual([[0, 0, 2000, 2000, 0, 0, 1000, 1000]])
  })

  it('crops a small photo to the square without enlarging it, and says it may look soft', async () => {
    const canvas = browserImages(600, 400)
    const sent = serveUpload()
    const { user } = await choosePhoto()
    const dialog = await screen.findByRole('dialog', { name: 'Frame your photo' })
    expect(within(dialog).getByText(/^This crop is 400 x 400 px and may look soft on large screens/)).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Save photo' }))
    expect(await screen.findByText('Profile photo updated.')).toBeInTheDocument()
    expect(canvas.drawn).toEqual([[100, 0, 400, 400, 0, 0, 400, 400]])
    expect(sent.map((s) => s.type)).toEqual(['image/jpeg'])
  })

  it('keeps the crop step open with the server’s sentence when the upload fails', async () => {
    browserImages(3000, 2000)
    server.use(
      http.put('/api/admin/update-profile', () => HttpResponse.json({ error: 'Images must be 5 MB or smaller.' }, { status: 413 })),
    )
    const { user } = await choosePhoto()
    const dialog = await screen.findByRole('dialog', { name: 'Frame your photo' })
    await user.click(within(dialog).getByRole('button', { name: 'Save photo' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Images must be 5 MB or smaller.')
    expect(within(dialog).getByRole('button', { name: 'Save photo' })).toBeEnabled()
  })

  it('says so when the chosen file cannot be opened as an image', async () => {
    browserImages(0, 0, { readable: false })
    await choosePhoto('broken.png')
    expect(await screen.findByRole('alert')).toHaveTextContent('This image could not be opened. Please choose another JPG or PNG.')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
