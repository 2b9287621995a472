import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { ImagePicker, type PickedImage } from './image-picker'

const SLOTS = ['Front', 'Back', 'Signature / marking']

function Picker() {
  const [images, setImages] = useState<PickedImage[]>([])
  return <ImagePicker label="Artwork images" slots={SLOTS} images={images} onChange={setImages} />
}

const png = (name: string, bytes = 100) => new File([new Uint8Array(bytes)], name, { type: 'image/png' })
const input = () => screen.getByLabelText('Choose artwork images')
/** Each picked image's place and name, in order: 'Front: a.png'. */
const placed = () => screen.queryAllByRole('img').map((img) => img.getAttribute('alt'))

beforeAll(() => {
  // jsdom has no object URLs.
  URL.createObjectURL ??= () => 'blob:preview'
  URL.revokeObjectURL ??= () => {}
})

describe('ImagePicker', () => {
  it('takes up to 3 images in order front, back, signature, and refuses a fourth', async () => {
    const user = userEvent.setup()
    render(<Picker />)
    await user.upload(input(), [png('front.png'), png('back.png')])
    expect(placed()).toEqual(['Front: front.png', 'Back: back.png'])
    expect(screen.getByText(/Next: Signature \/ marking/)).toBeInTheDocument()

    await user.upload(input(), [png('sign.png')])
    expect(placed()).toEqual(['Front: front.png', 'Back: back.png', 'Signature / marking: sign.png'])
    // Full: no more room to drop or choose.
    expect(screen.queryByLabelText('Choose artwork images')).not.toBeInTheDocument()
  })

  it('says Maximum 3 images allowed. when more are chosen at once', async () => {
    const user = userEvent.setup()
    render(<Picker />)
    await user.upload(input(), [png('1.png'), png('2.png'), png('3.png'), png('4.png')])
    expect(placed()).toHaveLength(3)
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum 3 images allowed.')
  })

  it('refuses files that are not images or are over 5 MB with the shared messages', async () => {
    const user = userEvent.setup({ applyAccept: false })
    render(<Picker />)
    await user.upload(input(), [
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
      png('huge.png', 5 * 1024 * 1024 + 1),
      png('ok.png'),
    ])
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('cv.pdf: Only image files can be uploaded (JPEG, PNG, WebP, AVIF or GIF).')
    expect(alert).toHaveTextContent('huge.png: Images must be 5 MB or smaller.')
    expect(placed()).toEqual(['Front: ok.png'])
    expect(input()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif,image/gif')
  })

  it('chooses which image is the front, moves and removes them', async () => {
    const user = userEvent.setup()
    render(<Picker />)
    await user.upload(input(), [png('a.png'), png('b.png'), png('c.png')])
    // c.png becomes the front: the two swap places.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Use c.png as' }), 'Front')
    expect(placed()).toEqual(['Front: c.png', 'Back: b.png', 'Signature / marking: a.png'])

    await user.click(screen.getByRole('button', { name: 'Move b.png earlier' }))
    expect(placed()).toEqual(['Front: b.png', 'Back: c.png', 'Signature / marking: a.png'])

    const first = screen.getAllByRole('listitem')[0]!
    await user.click(within(first).getByRole('button', { name: 'Remove b.png' }))
    expect(placed()).toEqual(['Front: c.png', 'Back: a.png'])
  })
})
