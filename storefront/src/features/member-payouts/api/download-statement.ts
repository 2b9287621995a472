import { api } from '@/lib/api-client'

const FILE_NAME = 'kala-payout-statement.csv'

/**
 * GET /api/admin/payouts/statement.csv with the member's token (a plain link would go without it),
 * saved as a file through a temporary object URL.
 */
export async function downloadStatement(): Promise<void> {
  const csv = await api.get<string | null>('/api/admin/payouts/statement.csv')
  const url = URL.createObjectURL(new Blob([csv ?? ''], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = FILE_NAME
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
