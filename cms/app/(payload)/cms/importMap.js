import { InrCell as InrCell_263062925c754e4f1153575236cd4975 } from '../../../../cms/admin/Inr'
import { InrAmount as InrAmount_263062925c754e4f1153575236cd4975 } from '../../../../cms/admin/Inr'
import { PaiseCell as PaiseCell_263062925c754e4f1153575236cd4975 } from '../../../../cms/admin/Inr'
import { PayoutActions as PayoutActions_7ba673431dfce702f54ff8e24c3502d1 } from '../../../../cms/admin/PayoutActions'
import { PayoutsOverview as PayoutsOverview_43c00c651578dbdba9416a47abb3ea92 } from '../../../../cms/admin/PayoutsOverview'
import { ReturnActions as ReturnActions_db00ef94fb9c2712547d66148bf99bba } from '../../../../cms/admin/ReturnActions'
import { FinanceNavLink as FinanceNavLink_ea21be70b446c360b2fb273c11fe16af } from '../../../../cms/admin/FinanceNavLink'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { FinanceView as FinanceView_5158ca7c9ea759dcbdf4a1c8bc743ae0 } from '../../../../cms/admin/FinanceView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/admin/Inr#InrCell": InrCell_263062925c754e4f1153575236cd4975,
  "/cms/admin/Inr#InrAmount": InrAmount_263062925c754e4f1153575236cd4975,
  "/cms/admin/Inr#PaiseCell": PaiseCell_263062925c754e4f1153575236cd4975,
  "/cms/admin/PayoutActions#PayoutActions": PayoutActions_7ba673431dfce702f54ff8e24c3502d1,
  "/cms/admin/PayoutsOverview#PayoutsOverview": PayoutsOverview_43c00c651578dbdba9416a47abb3ea92,
  "/cms/admin/ReturnActions#ReturnActions": ReturnActions_db00ef94fb9c2712547d66148bf99bba,
  "/cms/admin/FinanceNavLink#FinanceNavLink": FinanceNavLink_ea21be70b446c360b2fb273c11fe16af,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/cms/admin/FinanceView#FinanceView": FinanceView_5158ca7c9ea759dcbdf4a1c8bc743ae0,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
