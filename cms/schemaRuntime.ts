/**
 * The one door from the Payload schema (collections/, access/, hooks/, globals/) into the server's
 * runtime: what its hooks and access rules call. The linter lets those folders import cms/ only
 * through this file (eslint.config.js), so the schema's dependencies on the server stay this list.
 */
export { onArtworkChange } from './alerts'
export { cancelEmailChange } from './api/auth/emailChange'
export { spendPasswordWork } from './api/auth/passwordHash'
export { revokeOtherSessions } from './api/auth/sessions'
export { verifyAccessToken } from './api/auth/tokens'
export { accountOf } from './catalogue/accounts'
export { followAccount } from './catalogue/accountVisibility'
export { pairHasPaid, subjectOf } from './conversations/subjects'
export { publicAccountWhere, publicGalleryWhere, saleStatusOf, visibleWhere } from './catalogue/saleRules'
export { escapeHtml } from './mail/escapeHtml'
export { removeAvifFiles } from './media/avif'
export { publicUrl } from './publicUrl'
export { financeCsv, financeSummary, FINANCE_PERIODS, type FinancePeriod } from './sales/finance'
export { fulfilmentError, moveFulfilment, orderById } from './sales/orderMachine'
export { actOnPayout, PayoutActionError, settleAll } from './sales/payouts'
export { actOnReturn, ReturnError } from './sales/returns'
export { indexArtist, indexArtwork, indexGallery, unindexArtist, unindexArtwork, unindexGallery } from './search/hooks'
export { dayOf } from './stats/day'
export { statsStore } from './stats/store'
