import { InrCell as InrCell_263062925c754e4f1153575236cd4975 } from '../../../../cms/admin/Inr'
import { InrAmount as InrAmount_263062925c754e4f1153575236cd4975 } from '../../../../cms/admin/Inr'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/admin/Inr#InrCell": InrCell_263062925c754e4f1153575236cd4975,
  "/cms/admin/Inr#InrAmount": InrAmount_263062925c754e4f1153575236cd4975,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
