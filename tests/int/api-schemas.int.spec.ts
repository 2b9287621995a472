/**
 * shared/api-schemas.ts (the answers' zod schemas, for the OpenAPI document) says what
 * shared/api-types.ts (the types the storefront reads) says: each schema's inferred type and its
 * type are assignable both ways. Checked by the type checker (`npx tsc --noEmit`); the test below
 * only keeps vitest content.
 */
import { expect, it } from 'vitest'
import type { z } from 'zod'
import type * as S from '../../shared/api-schemas'
import { NAMED_RESPONSE_SCHEMAS } from '../../shared/api-schemas'
import type * as T from '../../shared/api-types'

type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Same<Schema extends z.ZodType, Type> = Mutual<z.infer<Schema>, Type>
/** A type error names the entry that is not `true`. */
type AllTrue<T extends true[]> = T

/** Compiles only when every entry is `true`. */
export type Proofs = AllTrue<
  [
    Same<typeof S.ImageVariantSchema, T.ImageVariant>,
    Same<typeof S.ImageSetSchema, T.ImageSet>,
    Same<typeof S.ArtworkSchema, T.Artwork>,
    Same<typeof S.ArtworkReviewSchema, T.ArtworkReview>,
    Same<typeof S.OwnArtworkSchema, T.OwnArtwork>,
    Same<ReturnType<typeof S.pagedSchema<'artworks', typeof S.ArtworkSchema>>, T.Paged<'artworks', T.Artwork>>,
    Same<typeof S.ArtistSummarySchema, T.ArtistSummary>,
    Same<typeof S.EducationEntrySchema, T.EducationEntry>,
    Same<typeof S.AwardEntrySchema, T.AwardEntry>,
    Same<typeof S.PublicationEntrySchema, T.PublicationEntry>,
    Same<typeof S.ExhibitionEntrySchema, T.ExhibitionEntry>,
    Same<typeof S.WorkshopEntrySchema, T.WorkshopEntry>,
    Same<typeof S.SocialLinksSchema, T.SocialLinks>,
    Same<typeof S.PublicProfileSchema, T.PublicProfile>,
    Same<typeof S.AddressSchema, T.Address>,
    Same<typeof S.MeSchema, T.Me>,
    Same<typeof S.GallerySchema, T.Gallery>,
    Same<typeof S.ExhibitionSchema, T.Exhibition>,
    Same<typeof S.ArtworkCollectionSchema, T.ArtworkCollection>,
    Same<typeof S.DictionaryCategorySchema, T.DictionaryCategory>,
    Same<typeof S.DictionaryTermSchema, T.DictionaryTerm>,
    Same<typeof S.OrderItemSchema, T.OrderItem>,
    Same<typeof S.ShipmentSchema, T.Shipment>,
    Same<typeof S.RefundSchema, T.Refund>,
    Same<typeof S.OrderSchema, T.Order>,
    Same<typeof S.CartLineSchema, T.CartLine>,
    Same<typeof S.CartResponseSchema, T.CartResponse>,
    Same<typeof S.CheckoutPrefillSchema, T.CheckoutPrefill>,
    Same<typeof S.CheckoutSessionSchema, T.CheckoutSession>,
    Same<typeof S.VerifyResponseSchema, T.VerifyResponse>,
    Same<typeof S.CheckoutSuccessSchema, T.CheckoutSuccess>,
    Same<typeof S.CheckoutFailureSchema, T.CheckoutFailure>,
    Same<typeof S.SaleItemSchema, T.SaleItem>,
    Same<typeof S.SellerFeeSchema, T.SellerFee>,
    Same<typeof S.PayablesSchema, T.Payables>,
    Same<typeof S.SaleOrderSchema, T.SaleOrder>,
    Same<typeof S.EnquirySchema, T.Enquiry>,
    Same<typeof S.DayCountSchema, T.DayCount>,
    Same<typeof S.DayRevenueSchema, T.DayRevenue>,
    Same<typeof S.SellerDashboardSchema, T.SellerDashboard>,
    Same<typeof S.BuyerDashboardSchema, T.BuyerDashboard>,
    Same<typeof S.DashboardSchema, T.Dashboard>,
    Same<typeof S.ApiErrorBodySchema, T.ApiErrorBody>,
  ]
>
const proved: Proofs = Array.from({ length: 40 }, () => true as const) as Proofs

it('mirrors every response type of shared/api-types.ts', () => {
  expect(proved.every(Boolean)).toBe(true)
  expect(Object.keys(NAMED_RESPONSE_SCHEMAS).length).toBeGreaterThan(30)
})
