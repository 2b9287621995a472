import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { authenticated } from '../access/authenticated'
import { staffOrOwner } from '../access/staffOrOwner'
import { LIMITS } from '../shared/constants'
import { AVIF_SIZES } from '../shared/images'
import { removeAvifFiles } from '../cms/schemaRuntime'
import { checkImageContent } from '../hooks/checkImageContent'
import { setOwner } from '../hooks/setOwner'
import { ownerField } from './fields/owner'

/** Uploaded images: artwork photos, covers, portraits, banners. Sizes are made by sharp. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Catalogue', useAsTitle: 'alt' },
  access: {
    read: anyone,
    create: authenticated,
    update: staffOrOwner(),
    delete: staffOrOwner(),
  },
  hooks: {
    beforeOperation: [checkImageContent],
    beforeChange: [setOwner],
    // The AVIF forms are files Payload did not make (cms/media/avif.ts): they go with the image.
    afterDelete: [({ req, doc }) => removeAvifFiles(req.payload, doc)],
  },
  upload: {
    // Where the files go: MEDIA_DIR, set by payload.config.ts (mediaIn) for the configuration it builds.
    staticDir: 'data/media',
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
    focalPoint: true,
    formatOptions: { format: 'jpeg', options: { quality: 84 } },
    resizeOptions: { width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true },
    imageSizes: [
      {
        name: 'thumbnail',
        width: 320,
        height: 320,
        fit: 'inside',
        withoutEnlargement: true,
        formatOptions: { format: 'webp', options: { quality: 78 } },
      },
      {
        name: 'card',
        width: 640,
        height: 800,
        fit: 'inside',
        withoutEnlargement: true,
        formatOptions: { format: 'webp', options: { quality: 80 } },
      },
      // What a phone asks for across its width (412 px at 1.75 device pixels: 721), near enough
      // that it is not sent the medium size's half as many pixels again (issue 22).
      {
        name: 'phone',
        width: 800,
        height: 1000,
        fit: 'inside',
        withoutEnlargement: true,
        formatOptions: { format: 'webp', options: { quality: 78 } },
      },
      {
        name: 'medium',
        width: 960,
        height: 1200,
        fit: 'inside',
        withoutEnlargement: true,
        formatOptions: { format: 'webp', options: { quality: 78 } },
      },
      {
        name: 'large',
        width: 1400,
        height: 1400,
        fit: 'inside',
        withoutEnlargement: true,
        formatOptions: { format: 'jpeg', options: { quality: 84 } },
      },
      {
        name: 'webp',
        width: 1400,
        height: 1400,
        fit: 'inside',
        withoutEnlargement: true,
        formatOptions: { format: 'webp', options: { quality: 80 } },
      },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    { name: 'alt', type: 'text', required: true, maxLength: LIMITS.maxAltLength },
    ownerField({ required: false, readOnly: true }),
    // The S3 adapter's per-object folder (cms/mediaStorage.ts), which it adds to the collection when
    // it is on. Declared here too, so the schema and its migrations are the same with either storage.
    { name: '_objectKey', type: 'text', admin: { hidden: true, readOnly: true } },
    {
      // Made by the jobs queue after the upload (cms/media/avif.ts); nobody writes them through the API.
      name: 'avif',
      type: 'group',
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        description: 'AVIF forms of the thumbnail, card, phone, medium and large sizes, made in the background after the upload.',
      },
      fields: [
        { name: 'madeAt', type: 'date' },
        ...AVIF_SIZES.map((name) => ({
          name,
          type: 'group' as const,
          fields: [
            { name: 'filename', type: 'text' as const },
            { name: 'width', type: 'number' as const },
            { name: 'height', type: 'number' as const },
            { name: 'filesize', type: 'number' as const },
          ],
        })),
      ],
    },
  ],
}

/** Media with its files in `dir` (MEDIA_DIR). */
export function mediaIn(dir: string): CollectionConfig {
  const upload = typeof Media.upload === 'object' ? Media.upload : {}
  return { ...Media, upload: { ...upload, staticDir: dir } }
}
