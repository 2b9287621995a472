import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ReviewBadge } from './review-badge'

describe('ReviewBadge', () => {
  it('says a pending work awaits review', () => {
    render(<ReviewBadge review={{ state: 'pending', reason: null }} />)
    expect(screen.getByText('Awaiting review')).toBeInTheDocument()
  })

  it("shows a rejected work's reason as staff wrote it", () => {
    render(<ReviewBadge review={{ state: 'rejected', reason: 'The photo is blurred.' }} />)
    expect(screen.getByText('Rejected: The photo is blurred.')).toBeInTheDocument()
    expect(screen.queryByText('Awaiting review')).not.toBeInTheDocument()
  })

  it('shows nothing for an approved work', () => {
    const { container } = render(<ReviewBadge review={{ state: 'approved', reason: null }} />)
    expect(container).toBeEmptyDOMElement()
  })
})
