'use client'
/**
 * In a return's edit view (collections/Returns.ts): the one action its state allows, through
 * POST …/returns/:id/<action> (collections/returnEndpoints.ts): approve or decline with the reason
 * the buyer reads; record the return shipment; mark it received in good or damaged condition (the
 * refund follows, once); and, once it is back, put the work on sale again when staff decide to.
 */
import { Button, useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState, type CSSProperties } from 'react'
import {
  RETURN_STAFF_REASON_MAX,
  RETURN_STATE_LABELS,
  RETURN_TRACKING_MAX,
  type ReturnAction,
  type ReturnState,
} from '../../shared/returns'

const hint: CSSProperties = { margin: '0 0 0.5rem', color: 'var(--theme-elevation-600)', fontSize: '0.85rem' }
const row: CSSProperties = { display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }
const input: CSSProperties = { width: '100%', marginBottom: '0.5rem' }

export function ReturnActions() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const state = useFormFields(([fields]) => fields.state?.value as ReturnState | undefined)
  const restocked = useFormFields(([fields]) => Boolean(fields.restockedAt?.value))
  const refundStatus = useFormFields(([fields]) => fields['refund.status']?.value as string | undefined)
  const [reason, setReason] = useState('')
  const [carrier, setCarrier] = useState('')
  const [tracking, setTracking] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  if (!id || !state) return null

  async function act(action: ReturnAction, body: Record<string, string> = {}) {
    setBusy(true)
    try {
      const res = await fetch(`${config.routes.api}/returns/${id}/${action}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      const answer = (await res.json().catch(() => ({}))) as { message?: string; errors?: { message: string }[] }
      setMessage(
        res.ok
          ? { ok: true, text: answer.message ?? 'Done.' }
          : { ok: false, text: answer.errors?.[0]?.message ?? `Refused (${res.status}).` },
      )
      if (res.ok) router.refresh()
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="field-type" style={{ marginBottom: '1.5rem' }} aria-label="Return actions" role="group">
      <span className="field-label">{RETURN_STATE_LABELS[state]}</span>
      {state === 'requested' && (
        <>
          <p style={hint}>Approve the return, or decline it with a reason the buyer reads in their orders and by e-mail.</p>
          <label htmlFor="return-reason" className="field-label" style={{ fontWeight: 400 }}>
            Reason for declining (the buyer reads it)
          </label>
          <textarea
            id="return-reason"
            value={reason}
            maxLength={RETURN_STAFF_REASON_MAX}
            rows={3}
            onChange={(e) => setReason(e.target.value)}
            style={input}
          />
          <div style={row}>
            <Button buttonStyle="primary" size="small" disabled={busy} onClick={() => void act('approve')}>
              Approve
            </Button>
            <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void act('reject', { reason })}>
              Reject with this reason
            </Button>
          </div>
        </>
      )}
      {state === 'approved' && (
        <>
          <p style={hint}>Record the return shipment: the buyer sees it in Track Order.</p>
          <label htmlFor="return-carrier" className="field-label" style={{ fontWeight: 400 }}>
            Carrier
          </label>
          <input
            id="return-carrier"
            value={carrier}
            maxLength={RETURN_TRACKING_MAX}
            onChange={(e) => setCarrier(e.target.value)}
            style={input}
          />
          <label htmlFor="return-tracking" className="field-label" style={{ fontWeight: 400 }}>
            Tracking number
          </label>
          <input
            id="return-tracking"
            value={tracking}
            maxLength={RETURN_TRACKING_MAX}
            onChange={(e) => setTracking(e.target.value)}
            style={input}
          />
          <Button
            buttonStyle="primary"
            size="small"
            disabled={busy}
            onClick={() => void act('ship', { carrier, trackingNumber: tracking })}
          >
            Add the return shipment
          </Button>
        </>
      )}
      {state === 'in_transit' && (
        <>
          <p style={hint}>When the work is back, say how it arrived. The buyer is then refunded the work&apos;s price, once.</p>
          <div style={row}>
            <Button buttonStyle="primary" size="small" disabled={busy} onClick={() => void act('receive', { condition: 'good' })}>
              Mark received: good
            </Button>
            <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void act('receive', { condition: 'damaged' })}>
              Mark received: damaged
            </Button>
          </div>
        </>
      )}
      {(state === 'received' || state === 'refunded') && (
        <>
          <p style={hint}>
            {refundStatus === 'processed'
              ? 'The buyer has been refunded.'
              : refundStatus === 'failed'
                ? 'The refund was refused by the payment provider: see the refund below.'
                : 'The refund is on its way.'}{' '}
            {restocked ? 'The work is back on sale.' : 'The work stays off sale until you put it back.'}
          </p>
          {!restocked && (
            <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void act('restock')}>
              Put the work back on sale
            </Button>
          )}
        </>
      )}
      {state === 'rejected' && <p style={hint}>Declined. The buyer has been told why.</p>}
      {message && (
        <p role={message.ok ? 'status' : 'alert'} style={{ color: message.ok ? 'var(--theme-success-600)' : 'var(--theme-error-600)' }}>
          {message.text}
        </p>
      )}
    </div>
  )
}
