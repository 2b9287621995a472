import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { CertificateVerification } from '@shared/certificates'
import { CERTIFICATE_MESSAGES } from '@shared/certificates'
import { RATE_LIMIT_MESSAGES } from '@shared/messages'
import VerifyCertificateRoute from '@/app/routes/verify/certificate'
import VerifyFormRoute from '@/app/routes/verify/form'
import { renderWithApp } from '@/testing/render'
import { server } from '@/testing/server'

const NUMBER = 'KALA-7K3M-Q9TD-2HXW-8PRN'
const certificate: CertificateVerification = {
  number: NUMBER,
  state: 'valid',
  revokedAt: null,
  soldAt: '2026-11-20T09:30:00.000Z',
  work: {
    title: 'Monsoon Window',
    artistName: 'Meera Iyer',
    artistHref: '/artist/meera-iyer',
    workHref: '/shop/artwork/meera-iyer/monsoon-window',
    year: '2024',
    mediumOnMaterial: 'Oil on canvas',
    dimensions: { inches: '36 × 24 in', cm: '91.4 × 61 cm' },
    edition: null,
    image: { url: '/media/7.jpg', alt: '', width: 1200, height: 1600 },
  },
  supersedes: null,
}

function serve(status: number, body: unknown) {
  const asked: string[] = []
  server.use(
    http.get('/api/verify/:number', ({ params }) => {
      asked.push(String(params.number))
      return HttpResponse.json(body as Record<string, unknown>, { status })
    }),
  )
  return asked
}

const open = (number = NUMBER) =>
  renderWithApp(<VerifyCertificateRoute />, {
    path: '/verify/:number',
    initialEntry: `/verify/${number}`,
    routes: [{ path: '/verify', element: <VerifyFormRoute /> }],
  })

describe('the verify page', { timeout: 20_000 }, () => {
  it('shows a valid certificate: the work, its artist linked, both units of size, the month of sale, and nothing about the buyer', async () => {
    const asked = serve(200, { certificate })
    open()
    expect(await screen.findByRole('status')).toHaveTextContent('Valid')
    expect(asked).toEqual([NUMBER])
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(NUMBER)
    expect(screen.getByRole('link', { name: 'Meera Iyer' })).toHaveAttribute('href', '/artist/meera-iyer')
    expect(screen.getByRole('link', { name: 'Monsoon Window' })).toHaveAttribute('href', '/shop/artwork/meera-iyer/monsoon-window')
    expect(screen.getByText('36 × 24 in')).toBeInTheDocument()
    expect(screen.getByText(/91\.4 × 61 cm/)).toBeInTheDocument()
    expect(screen.getByText('November 2026')).toBeInTheDocument()
    expect(screen.getByText(CERTIFICATE_MESSAGES.validExplained)).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/buyer|owner|Asha|Rao/i)
  })

  it('says a revoked certificate was revoked, and on which day', async () => {
    serve(200, { certificate: { ...certificate, state: 'revoked', revokedAt: '2026-12-03T08:00:00.000Z', supersedes: null } })
    open()
    expect(await screen.findByRole('status')).toHaveTextContent('Revoked on 3 December 2026')
    expect(screen.getByText(CERTIFICATE_MESSAGES.revokedExplained)).toBeInTheDocument()
    expect(screen.queryByText('Valid')).not.toBeInTheDocument()
  })

  it('answers an unknown number with the server’s sentence and the form to try another', async () => {
    serve(404, { error: CERTIFICATE_MESSAGES.unknownNumber })
    open('KALA-2222-3333-4444-5555')
    expect(await screen.findByRole('alert')).toHaveTextContent(CERTIFICATE_MESSAGES.unknownNumber)
    expect(screen.getByRole('textbox', { name: /Certificate number/ })).toHaveValue('KALA-2222-3333-4444-5555')
  })

  it('passes on the rate limit’s sentence', async () => {
    serve(429, { error: RATE_LIMIT_MESSAGES.verify })
    open()
    expect(await screen.findByRole('alert')).toHaveTextContent(RATE_LIMIT_MESSAGES.verify)
  })

  it('the form refuses what cannot be a number, and opens one typed in lower case', async () => {
    const asked = serve(200, { certificate })
    renderWithApp(<VerifyFormRoute />, {
      path: '/verify',
      routes: [{ path: '/verify/:number', element: <VerifyCertificateRoute /> }],
    })
    const user = userEvent.setup()
    const field = screen.getByRole('textbox', { name: /Certificate number/ })
    await user.type(field, 'KALA-12')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText(CERTIFICATE_MESSAGES.verifyMalformed)).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, NUMBER.toLowerCase())
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Valid')
    expect(asked).toEqual([NUMBER])
  })
})
