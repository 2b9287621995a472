'use client'
/**
 * "Settle now" on the Finance page and above the Payouts list: runs the hourly settlement at once
 * (POST …/payout-transfers/settle), then shows the fresh figures.
 */
import { Button, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

export function SettleNowButton() {
  const { config } = useConfig()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  async function settle() {
    setBusy(true)
    try {
      const res = await fetch(`${config.routes.api}/payout-transfers/settle`, { method: 'POST', credentials: 'include' })
      const body = (await res.json().catch(() => ({}))) as { message?: string; errors?: { message: string }[] }
      setMessage(
        res.ok
          ? { ok: true, text: body.message ?? 'Settled.' }
          : { ok: false, text: body.errors?.[0]?.message ?? `Refused (${res.status}).` },
      )
      if (res.ok) router.refresh()
    } finally {
      setBusy(false)
    }
  }
  return (
    <span style={{ display: 'inline-flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <Button buttonStyle="secondary" size="small" margin={false} disabled={busy} onClick={() => void settle()}>
        {busy ? 'Settling…' : 'Settle now'}
      </Button>
      {message && (
        <span role={message.ok ? 'status' : 'alert'} style={{ color: message.ok ? 'var(--theme-success-600)' : 'var(--theme-error-600)' }}>
          {message.text}
        </span>
      )}
    </span>
  )
}
