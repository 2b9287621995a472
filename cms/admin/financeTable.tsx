/** Shared pieces of the back office's money screens (FinanceView, PayoutsOverview): amounts and figure tiles. */
import type { ReactNode } from 'react'
import { formatInr } from '../../shared/checkout-messages'

export const inrOfPaise = (paise: number): string => formatInr(paise / 100)

export function Figures({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section
      aria-label={label}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', gap: '0.75rem', margin: '0 0 1.5rem' }}
    >
      {children}
    </section>
  )
}

export function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div
      role="group"
      aria-label={label}
      style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '0.75rem 1rem' }}
    >
      <div style={{ fontSize: '0.8rem', color: 'var(--theme-elevation-600)' }}>{label}</div>
      <div style={{ fontSize: '1.35rem', fontVariantNumeric: 'tabular-nums', marginTop: '0.25rem' }}>{value}</div>
      {note && <div style={{ fontSize: '0.75rem', color: 'var(--theme-elevation-500)', marginTop: '0.25rem' }}>{note}</div>}
    </div>
  )
}
