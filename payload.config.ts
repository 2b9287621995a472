import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SanitizedConfig } from 'payload'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { ArtworkCollections } from './collections/ArtworkCollections'
import { ArtworkViews } from './collections/ArtworkViews'
import { Artworks } from './collections/Artworks'
import { Categories } from './collections/Categories'
import { ContactMessages } from './collections/ContactMessages'
import { DictionaryCategories } from './collections/DictionaryCategories'
import { DictionaryTerms } from './collections/DictionaryTerms'
import { Enquiries } from './collections/Enquiries'
import { Exhibitions } from './collections/Exhibitions'
import { Representations } from './collections/Representations'
import { Carts } from './collections/Carts'
import { FeeRates } from './collections/FeeRates'
import { Invoices } from './collections/Invoices'
import { Certificates } from './collections/Certificates'
import { TaxRates } from './collections/TaxRates'
import { LedgerEntries } from './collections/LedgerEntries'
import { PayoutAccounts } from './collections/PayoutAccounts'
import { PayoutTransfers } from './collections/PayoutTransfers'
import { Returns } from './collections/Returns'
import { ViewingRooms } from './collections/ViewingRooms'
import { Galleries } from './collections/Galleries'
import { Guides } from './collections/Guides'
import { Likes } from './collections/Likes'
import { Follows } from './collections/Follows'
import { Conversations } from './collections/Conversations'
import { Messages } from './collections/Messages'
import { MailLog } from './collections/MailLog'
import { mediaIn } from './collections/Media'
import { ownCopy } from './collections/ownCopy'
import { Orders } from './collections/Orders'
import { PaymentEvents } from './collections/PaymentEvents'
import { RateLimitCounters } from './collections/RateLimitCounters'
import { RefreshTokens } from './collections/RefreshTokens'
import { SaleClaims } from './collections/SaleClaims'
import { Offers } from './collections/Offers'
import { SearchEntries } from './collections/SearchEntries'
import { Alerts } from './collections/Alerts'
import { Notifications } from './collections/Notifications'
import { SellerStats } from './collections/SellerStats'
import { Users, withSecureCookies } from './collections/Users'
import { ViewMarks } from './collections/ViewMarks'
import { guardEveryCollection } from './access/guardEveryCollection'
import { guardLockedDocuments } from './access/lockedDocuments'
import { databaseAdapter } from './cms/db'
import { type Env, loadEnv } from './cms/env'
import { kalaEmailAdapter } from './cms/mail/emailAdapter'
import { mediaStorage } from './cms/mediaStorage'
import { salesJobs } from './cms/sales/jobs'
import { HomeCuration } from './globals/HomeCuration'
import { SiteSettings } from './globals/SiteSettings'
import { LIMITS } from './shared/constants'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * Kala's Payload configuration for a given environment. The server builds it once (the default
 * export, from the process's environment); the integration tests build one per test file, each on
 * a database of its own, in one process (tests/int/helpers/payload.ts), so each build works on its
 * own copy of the collections (collections/ownCopy.ts).
 *
 * The locks' access and the rules every collection keeps are set on the sanitised config
 * (access/lockedDocuments.ts, access/guardEveryCollection.ts say why).
 */
export function kalaConfig(env: Env): Promise<SanitizedConfig> {
  return guardEveryCollection(
    guardLockedDocuments(
      buildConfig({
        serverURL: env.PUBLIC_URL,
        secret: env.PAYLOAD_SECRET,
        routes: { admin: '/cms', api: '/cms/api', graphQL: '/cms/api/graphql', graphQLPlayground: '/cms/api/graphql-playground' },
        admin: {
          user: Users.slug,
          meta: { titleSuffix: ' · Kala back office' },
          // Payload's own avatar, served with the admin: Gravatar's images are outside the CSP.
          avatar: 'default',
          importMap: { baseDir: dirname, importMapFile: path.resolve(dirname, 'cms/app/(payload)/cms/importMap.js') },
          components: {
            // Staff's money: the Finance page, linked under the collections (cms/admin/FinanceView.tsx).
            views: { finance: { Component: '/cms/admin/FinanceView#FinanceView', path: '/finance' } },
            afterNavLinks: ['/cms/admin/FinanceNavLink#FinanceNavLink'],
          },
        },
        collections: [
          // The back office's session cookie is Secure when the shop is served over HTTPS (issue 16).
          ownCopy(withSecureCookies(Users, env.PUBLIC_URL?.startsWith('https:') === true)),
          ownCopy(Artworks),
          ownCopy(ArtworkCollections),
          ownCopy(Galleries),
          ownCopy(Exhibitions),
          ownCopy(Representations),
          ownCopy(Orders),
          ownCopy(Carts),
          ownCopy(FeeRates),
          ownCopy(TaxRates),
          ownCopy(Invoices),
          ownCopy(Certificates),
          ownCopy(LedgerEntries),
          ownCopy(PayoutAccounts),
          ownCopy(PayoutTransfers),
          ownCopy(Returns),
          ownCopy(Offers),
          ownCopy(PaymentEvents),
          ownCopy(SaleClaims),
          ownCopy(MailLog),
          ownCopy(Enquiries),
          ownCopy(ContactMessages),
          ownCopy(Likes),
          ownCopy(Follows),
          ownCopy(ViewingRooms),
          ownCopy(Alerts),
          ownCopy(Notifications),
          ownCopy(Conversations),
          ownCopy(Messages),
          ownCopy(Categories),
          ownCopy(DictionaryCategories),
          ownCopy(DictionaryTerms),
          ownCopy(Guides),
          ownCopy(mediaIn(env.MEDIA_DIR)),
          ownCopy(RefreshTokens),
          ownCopy(SearchEntries),
          ownCopy(ArtworkViews),
          ownCopy(SellerStats),
          ownCopy(ViewMarks),
          ownCopy(RateLimitCounters),
        ],
        globals: [ownCopy(HomeCuration), ownCopy(SiteSettings)],
        // The worker's cron starts only where JOBS_AUTORUN is true (cms/initPayload.ts); tests run the queue themselves.
        jobs: salesJobs({ cron: env.JOBS_CRON, digestCron: env.ALERTS_DIGEST_CRON }),
        editor: lexicalEditor(),
        db: databaseAdapter(env.DATABASE_URI, { poolSize: env.DATABASE_POOL_SIZE }),
        email: kalaEmailAdapter({ smtpUrl: env.SMTP_URL, outboxDir: env.OUTBOX_DIR, from: env.MAIL_FROM }),
        sharp,
        // Uploads in an S3 bucket when S3_BUCKET is set, else on the local disk (MEDIA_DIR).
        plugins: mediaStorage(env),
        upload: { limits: { fileSize: LIMITS.maxImageBytes } },
        typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
        telemetry: false,
        // The catalogue's implementation (cms/catalogue/index.ts): SQL where the adapter is SQL, unless told otherwise.
        custom: { catalogue: env.CATALOGUE_IMPL ?? (env.DATABASE_URI.startsWith('mongodb') ? 'portable' : 'sql') },
        graphQL: { disable: true },
      }),
    ),
  )
}

export default kalaConfig(loadEnv())
