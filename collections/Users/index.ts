import type { CollectionConfig } from 'payload'
import { adminOrSelf } from '../../access/adminOrSelf'
import { anyone } from '../../access/anyone'
import { isStaffField } from '../../access/isStaff'
import { publishedOrStaffOrOwner } from '../../access/publishedOrStaffOrOwner'
import { indexArtist, publicAccountWhere, unindexArtist } from '../../cms/schemaRuntime'
import { isAdmin, isAdminField } from '../../access/isAdmin'
import { DIGEST_CHOICES } from '../../shared/alerts'
import { selfOrStaffField } from '../../access/selfOrStaffField'
import { systemWrittenField } from '../../access/systemWrittenField'
import { staffOnlyPanel } from '../../access/staffOnlyPanel'
import { LIMITS, LOGIN_LOCK, MEMBER_ROLES, QUIZ_OPTIONS, ROLES, USERNAME_PATTERN } from '../../shared/constants'
import { MESSAGES } from '../../shared/messages'
import { sanitizeBio } from '../../hooks/sanitizeBio'
import { ownRelations } from '../../hooks/ownRelations'
import { cvFields } from './cvFields'
import { endSessionsOnReset } from './hooks/endSessionsOnReset'
import { guardCredentials } from './hooks/guardCredentials'
import { guardRole } from './hooks/guardRole'
import { hidePrivateFields } from './hooks/hidePrivateFields'
import { keepOneDefaultAddress } from './hooks/keepOneDefaultAddress'
import { setUserSlug } from './hooks/setUserSlug'
import { ensureGalleryProfile } from './hooks/ensureGalleryProfile'
import { followVerification } from './hooks/followVerification'
import { forgetCart } from './hooks/forgetCart'
import { storefrontAccessToken } from './storefrontAccessToken'
import { verificationEmail } from './verificationEmail'
import { verifyEndpoint } from './verifyEndpoint'
import { addressFields } from '../fields/address'
import { returnDaysField } from '../fields/returnDays'
import { normaliseAddresses, validateAddresses } from './addressRules'

const privateField = { read: selfOrStaffField }

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'username', 'email', 'role', 'createdAt'],
    group: 'People',
  },
  auth: {
    verify: verificationEmail,
    tokenExpiration: 60 * 60 * 2,
    maxLoginAttempts: LOGIN_LOCK.attempts,
    lockTime: LOGIN_LOCK.minutes * 60_000,
    cookies: { sameSite: 'Lax' },
    // The storefront's bearer tokens. Payload's own (local) strategy stays on for the CMS
    // (disableLocalStrategy is left unset, i.e. false).
    strategies: [storefrontAccessToken],
  },
  endpoints: [verifyEndpoint],
  access: {
    admin: staffOnlyPanel,
    create: anyone,
    // An account is public once its e-mail is verified (cms/catalogue/saleRules); members see
    // themselves too, staff everyone.
    read: publishedOrStaffOrOwner(publicAccountWhere, 'id'),
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: {
    beforeOperation: [guardCredentials],
    afterOperation: [endSessionsOnReset],
    beforeValidate: [guardRole],
    beforeChange: [setUserSlug, sanitizeBio, keepOneDefaultAddress, ownRelations([{ field: 'photo', owned: 'media' }])],
    afterChange: [ensureGalleryProfile, indexArtist, followVerification],
    beforeDelete: [forgetCart],
    afterDelete: [unindexArtist],
    afterRead: [hidePrivateFields],
  },
  fields: [
    // Payload's own e-mail field, redeclared so that only the member and staff can read it, and only
    // staff change it: a member's new address waits in pendingEmail until its inbox confirms it
    // (/auth/confirm-email writes it below the access rules).
    { name: 'email', type: 'email', required: true, unique: true, access: { ...privateField, update: isStaffField } },
    {
      name: 'role',
      type: 'select',
      defaultValue: 'explorer',
      options: ROLES.map((r) => ({ label: r[0].toUpperCase() + r.slice(1), value: r })),
      saveToJWT: true,
      index: true,
      access: { update: isAdminField },
      admin: { position: 'sidebar', description: `Members pick one of ${MEMBER_ROLES.join(', ')}. Only an admin grants editor or admin.` },
    },
    {
      name: 'username',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      minLength: LIMITS.usernameMinLength,
      maxLength: LIMITS.usernameMaxLength,
      access: { update: isAdminField },
      validate: (v: string | null | undefined) => !v || USERNAME_PATTERN.test(v) || MESSAGES.username,
    },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'Public URL name (artistSlug); set once from the username.' },
      // Never chosen at sign-up: made from the username, so names differing only in case collide here.
      access: { create: isAdminField, update: isAdminField },
    },
    // Payload's own verification flag, redeclared so that only an admin sets it by hand (members are
    // verified by the link they are mailed, which Payload writes below the access rules) and only
    // the member and staff read it: nobody un-verifies themselves or lists the unverified.
    {
      name: '_verified',
      type: 'checkbox',
      access: { read: selfOrStaffField, create: isAdminField, update: isAdminField },
    },
    {
      // The review queue: a trusted seller's works are approved on create; an untrusted seller's
      // wait for staff (collections/Artworks/hooks/reviewOnSave). Staff only, on create too.
      name: 'trusted',
      type: 'checkbox',
      defaultValue: false,
      access: { read: selfOrStaffField, create: isStaffField, update: isStaffField },
      admin: {
        position: 'sidebar',
        description:
          "Set by staff only (accounts are edited by admins). A trusted seller's new works are published without review; trusting approves the works waiting now.",
      },
    },
    // An e-mail change waits here until the new address confirms it (/auth/confirm-email): a stolen
    // session cannot move the account to another inbox. Written by the server only.
    {
      name: 'pendingEmail',
      type: 'email',
      access: { read: selfOrStaffField, create: systemWrittenField, update: systemWrittenField },
      admin: { readOnly: true, position: 'sidebar', description: 'Waiting for the member to confirm it from that inbox.' },
    },
    {
      name: 'emailChangeTokenHash',
      type: 'text',
      hidden: true,
      access: { create: systemWrittenField, update: systemWrittenField },
    },
    {
      name: 'emailChangeExpiresAt',
      type: 'date',
      hidden: true,
      access: { create: systemWrittenField, update: systemWrittenField },
    },
    { name: 'fullName', type: 'text', required: true, maxLength: LIMITS.maxTextLength },
    { name: 'phone', type: 'text', maxLength: LIMITS.maxPhoneLength, access: privateField },
    { name: 'city', type: 'text', maxLength: LIMITS.maxShortTextLength },
    {
      name: 'bio',
      type: 'textarea',
      maxLength: LIMITS.maxBioLength,
      admin: { description: 'HTML allowed: paragraphs, headings, lists, quotes, emphasis, links. Sanitised on save.' },
    },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    {
      // Printed on the certificates of authenticity of the artist's works sold after it was uploaded
      // (cms/certificates): the artist's own and staff's business, never on a public page.
      name: 'signature',
      type: 'upload',
      relationTo: 'media',
      access: privateField,
      admin: { description: "The artist's signature, printed on the certificates of works sold from now on." },
    },
    {
      name: 'social',
      type: 'group',
      fields: [
        { name: 'instagram', type: 'text', maxLength: LIMITS.maxTextLength },
        { name: 'x', type: 'text', maxLength: LIMITS.maxTextLength },
        { name: 'linkedin', type: 'text', maxLength: LIMITS.maxTextLength },
      ],
    },
    ...cvFields,
    // The return policy a seller states: public, shown with their works; set by the member or staff.
    returnDaysField({ name: 'returnDays', ofWork: false, description: 'Days after delivery a buyer may return this seller’s works.' }),
    {
      name: 'addresses',
      type: 'array',
      access: privateField,
      // The shared address rules (country, PIN or postcode, phone, e-mail) hold here too, whichever door writes.
      hooks: { beforeChange: [normaliseAddresses] },
      validate: validateAddresses,
      fields: [
        { name: 'billingName', type: 'text', required: true, maxLength: LIMITS.maxTextLength },
        { name: 'email', type: 'text', required: true, maxLength: LIMITS.maxEmailLength },
        { name: 'phone', type: 'text', required: true, maxLength: LIMITS.maxPhoneLength },
        ...addressFields({ required: true, defaultCountry: 'India' }),
        {
          name: 'isDefault',
          label: 'Default address',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'One at most: the first saved address unless the member chose another.' },
        },
      ],
    },
    {
      name: 'quizPreferences',
      type: 'group',
      access: privateField,
      admin: { description: "The style quiz's answers, saved by 'Start Exploring'." },
      fields: (Object.keys(QUIZ_OPTIONS) as (keyof typeof QUIZ_OPTIONS)[]).map((key) => ({
        name: key === 'mood' ? 'color' : key,
        type: 'select' as const,
        options: QUIZ_OPTIONS[key].map((o) => ({ label: o, value: o.replace(/\s+/g, '_') })),
      })),
    },
    {
      // Issue 21, part 2: digests of alerts, follows and likes (cms/alerts). 'off' by the e-mail's unsubscribe link too.
      name: 'alertSettings',
      type: 'group',
      access: privateField,
      admin: { description: 'Digest e-mails of new works, lower prices and works available again.' },
      fields: [
        { name: 'digest', type: 'select', options: [...DIGEST_CHOICES], defaultValue: 'daily' },
        {
          name: 'followedWorks',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'New works of followed artists and galleries.' },
        },
      ],
    },
  ],
  timestamps: true,
}

/** Users with Payload's session cookie (the back office's `payload-token`) marked Secure or not. */
export function withSecureCookies(users: CollectionConfig, secure: boolean): CollectionConfig {
  const auth = typeof users.auth === 'object' ? users.auth : {}
  return { ...users, auth: { ...auth, cookies: { ...auth.cookies, secure } } }
}
