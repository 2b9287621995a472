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
  experimental: {
    // No source maps for the back office's server chunks: the serving process runs with source maps
    // on (tsx turns them on for Kala's own TypeScript), and Node would then parse and keep the map of
    // every chunk Next loads, some 48 MB of heap per process once /cms has been opened (issue 22:
    // 400 MB per serving process). A back-office stack trace names Next's chunk instead.
    turbopackSourceMaps: false,
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
