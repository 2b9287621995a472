import { Link } from 'react-router-dom'
import { LEGAL_DATE } from '@shared/constants'
import { LegalArticle } from '@/components/legal-article'
import { paths } from '@shared/paths'
import { useSiteSettings } from '@/features/site/api/get-site-settings'
import { useDocumentMeta } from '@/hooks/use-document-meta'

export default function PrivacyPolicyRoute() {
  useDocumentMeta({
    title: 'Privacy Policy',
    description: 'What personal data Kala collects, why, who we share it with, and the rights you have over it.',
  })
  const { email, address } = useSiteSettings()
  return (
    <LegalArticle
      title="Privacy Policy"
      dateLine={`Effective ${LEGAL_DATE}`}
      intro={
        <p>
          This policy explains how Kala (“Kala”, “we”, “us”) collects, uses and protects personal data when you use our website and services
          to browse, buy, sell or manage original art. We process personal data in accordance with the Digital Personal Data Protection Act,
          2023 and the Information Technology Act, 2000 of India. By using Kala you agree to the practices described here.
        </p>
      }
    >
      <section aria-labelledby="pp-1">
        <h2 id="pp-1">1. Information we collect</h2>
        <p>We collect only what we need to run the marketplace:</p>
        <ul>
          <li>
            <strong>Account information:</strong> your full name, username, e-mail address, password (stored only as a secure hash) and the
            role you choose at sign-up (explorer, artist, gallery, collector or researcher).
          </li>
          <li>
            <strong>Profile information</strong> you choose to add: phone number, biography, photograph, education, exhibitions, awards,
            publications, workshops and social media links.
          </li>
          <li>
            <strong>Transaction information:</strong> billing and shipping names and addresses, phone numbers, the artworks ordered, amounts
            and order status. Card and UPI details are collected by our payment provider and never reach our servers; we receive only a
            payment reference and its status.
          </li>
          <li>
            <strong>Content you upload:</strong> images and descriptions of artworks and collections, and messages and enquiries you send to
            us or to sellers.
          </li>
          <li>
            <strong>Technical information:</strong> IP address, browser type, device information, pages visited and the date and time of
            requests, collected through server logs and the storage described in section 5.
          </li>
        </ul>
      </section>

      <section aria-labelledby="pp-2">
        <h2 id="pp-2">2. How we use your information</h2>
        <ul>
          <li>to create and secure your account, and to verify your e-mail address;</li>
          <li>to show your public profile, artworks and collections, where you have chosen to publish them;</li>
          <li>to process orders and payments, arrange delivery, and send receipts and order updates;</li>
          <li>to pass your enquiries and messages to the artist, gallery or member you contacted, and to answer you;</li>
          <li>to keep Kala safe: to detect fraud, abuse and security incidents and to enforce our terms;</li>
          <li>to improve the service, using aggregated information that does not identify you;</li>
          <li>to meet our legal obligations, including tax and accounting records.</li>
        </ul>
        <p>We do not sell your personal data, and we do not use it to profile you for third-party advertising.</p>
      </section>

      <section aria-labelledby="pp-3">
        <h2 id="pp-3">3. Sharing of information</h2>
        <p>We share personal data only as follows:</p>
        <ul>
          <li>
            <strong>With sellers and buyers:</strong> when you place an order, the seller receives your name, shipping address and phone
            number so that they can deliver the work. When you send an enquiry, the recipient sees the details you enter.
          </li>
          <li>
            <strong>With service providers</strong> who process data on our behalf under contract: payment processing, hosting, e-mail
            delivery and couriers. They may use it only to provide their service to us.
          </li>
          <li>
            <strong>For legal reasons:</strong> where required by law, court order or a government authority, or to protect the rights,
            property or safety of Kala, our users or the public.
          </li>
          <li>
            <strong>In a business transfer:</strong> if Kala is merged or acquired, data may pass to the new owner, who will remain bound by
            this policy.
          </li>
        </ul>
      </section>

      <section aria-labelledby="pp-4">
        <h2 id="pp-4">4. Data security</h2>
        <p>
          We use encryption in transit (HTTPS), hashed passwords, short-lived access tokens, access controls limited to staff who need them,
          and regular backups. No system is perfectly secure, so we cannot guarantee absolute security; if a breach affecting your personal
          data occurs, we will inform you and the authorities as the law requires. Please keep your password private and tell us at once if
          you suspect your account has been used without your permission.
        </p>
      </section>

      <section aria-labelledby="pp-5">
        <h2 id="pp-5">5. Cookies and local storage</h2>
        <p>
          Kala uses your browser’s local storage to keep you signed in (access and refresh tokens), to remember your profile and to keep
          your cart between visits. These are strictly necessary for the service and are removed when you log out. We do not use advertising
          cookies or third-party tracking pixels. Our payment provider may set its own cookies during checkout to prevent fraud. You can
          clear local storage and cookies in your browser settings at any time, though you will then be signed out.
        </p>
      </section>

      <section aria-labelledby="pp-6">
        <h2 id="pp-6">6. Your rights</h2>
        <p>Subject to applicable law, you have the right to:</p>
        <ul>
          <li>access the personal data we hold about you and obtain a summary of how it is processed;</li>
          <li>correct inaccurate or incomplete data, most of which you can edit yourself in your account;</li>
          <li>have your data erased when it is no longer needed, unless we must keep it by law (for example invoices);</li>
          <li>withdraw consent you have given, without affecting processing already carried out;</li>
          <li>nominate another person to exercise these rights in the event of your death or incapacity;</li>
          <li>raise a grievance with us, and if it is not resolved, with the Data Protection Board of India.</li>
        </ul>
        <p>
          To exercise any of these rights, write to <a href={`mailto:${email}`}>{email}</a>. We will reply within 30 days.
        </p>
      </section>

      <section aria-labelledby="pp-7">
        <h2 id="pp-7">7. Third-party links</h2>
        <p>
          Profiles and pages on Kala may link to other websites, such as an artist’s Instagram, X or LinkedIn page. We are not responsible
          for the content or privacy practices of those sites, and we encourage you to read their policies before sharing information with
          them.
        </p>
      </section>

      <section aria-labelledby="pp-8">
        <h2 id="pp-8">8. Changes to this policy</h2>
        <p>
          We may update this policy as our service or the law changes. The effective date at the top of this page shows when it last
          changed. If a change is significant we will tell you by e-mail or with a notice on the site before it takes effect. Continuing to
          use Kala after that means you accept the updated policy. See also our{' '}
          <Link to={paths.legal.terms.getHref()}>Terms and Conditions</Link>.
        </p>
      </section>

      <section aria-labelledby="pp-9">
        <h2 id="pp-9">9. Contact us</h2>
        <p>
          Questions about this policy or your personal data go to our grievance officer at <a href={`mailto:${email}`}>{email}</a>, or by
          post to {address}.
        </p>
      </section>
    </LegalArticle>
  )
}
