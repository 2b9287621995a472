/**
 * Certificates of authenticity for the member area (shared/certificates.ts CERTIFICATE_API): the
 * buyer's of one line of their order, and the seller's copy to put in the box. Each reads the
 * certificate as the caller through the Local API (overrideAccess: false), so who sees what is
 * decided in access/certificatePartyOrStaff.ts; anyone else hears the same 404 as for a line
 * without a certificate.
 */
import type { Request, Response } from 'express'
import { Router } from 'express'
import type { Payload, Where } from 'payload'
import { isStaffUser } from '../../../access/checkRole'
import type { User } from '../../../payload-types'
import { CERTIFICATE_MESSAGES, certificateFileName } from '../../../shared/certificates'
import { certificatePdf } from '../../certificates/print'
import { notFound } from '../http/errors'
import { requireUser } from '../http/user'
import { docId } from './docId'
import { noStore } from './noStore'

export function certificatesRouter(payload: Payload): Router {
  const router = Router()
  router.use(['/user/orders', '/admin/sales'], noStore)

  const send = (role: 'buyer' | 'seller') => async (req: Request, res: Response) => {
    const user: User = requireUser(req)
    const orderId = docId(payload, req.params.orderId)
    const lineId = String(req.params.lineId ?? '').slice(0, 64)
    if (orderId === null) throw notFound(CERTIFICATE_MESSAGES.noCertificate)
    const mine: Where = isStaffUser(user) ? {} : { [role]: { equals: user.id } }
    const { docs } = await payload.find({
      collection: 'certificates',
      where: { and: [{ order: { equals: orderId } }, { lineId: { equals: lineId } }, mine] },
      limit: 1,
      depth: 0,
      overrideAccess: false,
      user,
    })
    const certificate = docs[0]
    if (!certificate) throw notFound(CERTIFICATE_MESSAGES.noCertificate)
    const pdf = await certificatePdf(payload, certificate)
    res
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${certificateFileName(certificate.number)}"`,
      })
      .send(pdf)
  }

  router.get('/user/orders/:orderId/certificates/:lineId', send('buyer'))
  router.get('/admin/sales/:orderId/certificates/:lineId', send('seller'))
  return router
}
