/**
 * One stored certificate as its PDF: the snapshot, its images, and the addresses it prints (the
 * verify page and the handbook, on this site's public address).
 */
import type { Payload } from 'payload'
import type { Certificate } from '../../payload-types'
import { HANDBOOK_SLUG } from '../../shared/certificates'
import { paths } from '../../shared/paths'
import { publicUrl } from '../publicUrl'
import { signatureImage, workImage } from './media'
import { renderCertificatePdf } from './pdf'
import type { CertificateSnapshot } from './snapshot'

export const verifyUrl = (number: string): string => `${publicUrl()}${paths.verify.certificate.getHref(number)}`

export async function certificatePdf(payload: Payload, certificate: Certificate): Promise<Buffer> {
  const snapshot = certificate.snapshot as CertificateSnapshot
  const [image, signature] = await Promise.all([workImage(payload, snapshot.imageId), signatureImage(payload, snapshot.signatureId)])
  return renderCertificatePdf({
    number: certificate.number,
    verifyUrl: verifyUrl(certificate.number),
    handbookUrl: `${publicUrl()}${paths.learn.guide.getHref(HANDBOOK_SLUG)}`,
    state: certificate.state,
    revokedAt: certificate.revokedAt ?? null,
    snapshot,
    image,
    signature,
  })
}
