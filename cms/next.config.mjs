import { withPayload } from '@payloadcms/next/withPayload'

/** Next serves only the Payload back office (/cms); Express in front of it serves everything else. */
const nextConfig = {
  // One copy of Payload's code for Next and Express, so both share the instance and its classes.
  serverExternalPackages: [
    'payload',
    '@payloadcms/db-sqlite',
    '@payloadcms/db-postgres',
    '@payloadcms/db-mongodb',
    '@payloadcms/drizzle',
    'sharp',
    'libsql',
    '@libsql/client',
    // Reads its own font metrics from disk at run time (cms/invoices/pdf.ts): not for bundling.
    'pdfkit',
  ],
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true },
  images: { unoptimized: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
