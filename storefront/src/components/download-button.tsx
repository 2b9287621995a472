import { useState } from 'react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { toast } from '@/components/ui/toast-store'
import { api, errorMessage } from '@/lib/api-client'

/** Hands a fetched file to the browser as a download under `fileName`. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has handed the file over: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

type DownloadButtonProps = Omit<ButtonProps, 'onClick' | 'loading'> & { path: string; fileName: string }

/**
 * A member's file (an invoice PDF) behind their sign-in: fetched with the session's token, since a
 * plain link carries none, then saved; a refusal shows the server's sentence as a toast.
 */
export function DownloadButton({ path, fileName, children, ...rest }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      saveBlob(await api.file(path), fileName)
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button {...rest} loading={busy} onClick={() => void download()}>
      {children}
    </Button>
  )
}
