'use client'
/**
 * In a payout's edit view (collections/PayoutTransfers.ts): hold it for a dispute, or release it
 * ahead of the return window, with a reason that is logged (POST …/payout-transfers/:id/hold or
 * …/release). Shown only while there is something to hold or release.
 */
import { Button, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { PAYOUT_MESSAGES, PAYOUT_REASON_MAX, type PayoutStaffAction } from '../../shared/payouts'

export function PayoutActions() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const state = useFormFields(([fields]) => fields.state?.value as string | undefined)
  const held = useFormFields(([fields]) => fields.heldByStaff?.value === true)
  const [reason, setReason] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  if (!id || state === 'processed' || state === 'reversed') return null

  async function act(action: PayoutStaffAction) {
    if (!reason.trim()) return setMessage({ ok: false, text: PAYOUT_MESSAGES.reasonRequired })
    setBusy(true)
    try {
      const res = await fetch(`${config.routes.api}/payout-transfers/${id}/${action}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ reason }),
      })
      const body = (await res.json().catch(() => ({}))) as { message?: string; errors?: { message: string }[] }
      setMessage(
        res.ok ? { ok: true, text: body.message ?? 'Done.' } : { ok: false, text: body.errors?.[0]?.message ?? `Refused (${res.status}).` },
      )
      if (res.ok) {
        setReason('')
        router.refresh()
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }}>
      <span className="field-label">{held ? 'Held by staff' : 'Hold or release by hand'}</span>
      <p style={{ margin: '0 0 0.5rem', color: 'var(--theme-elevation-600)', fontSize: '0.85rem' }}>
        {held
          ? 'This payout waits until someone releases it. Releasing pays it now, even inside the return window.'
          : 'Hold this payout for a dispute, or release it ahead of the return window. The reason is logged.'}
      </p>
      <label htmlFor="payout-reason" className="field-label" style={{ fontWeight: 400 }}>
        Reason for the hold or release
      </label>
      <textarea
        id="payout-reason"
        value={reason}
        maxLength={PAYOUT_REASON_MAX}
        rows={3}
        onChange={(e) => setReason(e.target.value)}
        style={{ width: '100%', marginBottom: '0.5rem' }}
      />
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        {!held && (
          <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void act('hold')}>
            Hold payout
          </Button>
        )}
        <Button buttonStyle="primary" size="small" disabled={busy} onClick={() => void act('release')}>
          Release payout
        </Button>
      </div>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} style={{ color: message.ok ? 'var(--theme-success-600)' : 'var(--theme-error-600)' }}>
          {message.text}
        </p>
      )}
    </div>
  )
}
