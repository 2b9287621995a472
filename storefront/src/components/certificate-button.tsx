import { DownloadButton } from '@/components/download-button'
import { CERTIFICATE_API, CERTIFICATE_MESSAGES, certificateFileName } from '@shared/certificates'

/**
 * One sold work's certificate of authenticity as a PDF: the buyer's from their order, the seller's
 * copy (to print and put in the box) from their sale. Named for the work, so each of an order's
 * buttons says which certificate it fetches.
 */
export function CertificateButton({
  who,
  orderId,
  lineId,
  reference,
  title,
}: {
  who: 'buyer' | 'seller'
  orderId: string
  lineId: string
  /** The order's number and the line's place in it: the file's name. */
  reference: string
  title: string
}) {
  const text = who === 'buyer' ? CERTIFICATE_MESSAGES.download : CERTIFICATE_MESSAGES.sellerCopy
  return (
    <DownloadButton
      variant="link"
      size="sm"
      path={who === 'buyer' ? CERTIFICATE_API.order(orderId, lineId) : CERTIFICATE_API.sale(orderId, lineId)}
      fileName={certificateFileName(reference)}
      aria-label={`${text}: ${title}`}
      className="mt-1.5 justify-start text-left text-xs text-ink-soft"
    >
      {text}
    </DownloadButton>
  )
}
