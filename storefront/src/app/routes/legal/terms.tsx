import { Link } from 'react-router-dom'
import { LEGAL_DATE, LIMITS } from '@shared/constants'
import { LegalArticle } from '@/components/legal-article'
import { paths } from '@shared/paths'
import { useDocumentMeta } from '@/hooks/use-document-meta'

const SUPPORT_EMAIL = 'support@kala.art'

export default function TermsRoute() {
  useDocumentMeta({
    title: 'Terms and Conditions',
    description: 'The terms for using Kala to show, buy, sell and manage original art.',
  })
  return (
    <LegalArticle
      title="Terms and Conditions"
      dateLine={`Last updated ${LEGAL_DATE}`}
      intro={
        <p>
          These terms govern your use of Kala, an online marketplace and management platform for original art. By creating an account or
          using the site you agree to them. Please read them together with our{' '}
          <Link to={paths.legal.privacy.getHref()} className="text-accent underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </p>
      }
    >
      <section aria-labelledby="tc-1">
        <h2 id="tc-1">1. Eligibility</h2>
        <p>
          You must be at least {LIMITS.minAge} years old to use Kala, or younger only with the legal consent and supervision of a parent or
          guardian, who accepts these terms on your behalf and is responsible for your use of the service. By using Kala you confirm that
          you meet this requirement and that you are able to enter into a binding contract under Indian law.
        </p>
      </section>

      <section aria-labelledby="tc-2">
        <h2 id="tc-2">2. Accounts</h2>
        <p>
          You must give accurate information when you sign up and keep it up to date. You are responsible for keeping your password
          confidential and for everything done through your account. Tell us immediately at{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> if you believe your account has been used without permission. One person
          may not hold more than one account of the same role, and accounts may not be sold or transferred.
        </p>
      </section>

      <section aria-labelledby="tc-3">
        <h2 id="tc-3">3. User roles</h2>
        <p>Kala has different roles, and the features available to you depend on the role you choose:</p>
        <ul>
          <li>
            <strong>Artists</strong> upload and showcase their original work, organise it in collections and keep a public profile and
            resume.
          </li>
          <li>
            <strong>Buyers and collectors</strong> explore, buy and manage their collections of art.
          </li>
          <li>
            <strong>Galleries</strong> feature and manage the artists they represent and those artists’ artworks, and present their
            exhibitions.
          </li>
        </ul>
        <p>Explorers and researchers may browse, save favourites, enquire and buy. Permissions differ from role to role.</p>
      </section>

      <section aria-labelledby="tc-4">
        <h2 id="tc-4">4. Artwork and content</h2>
        <p>
          You may only upload works that you created, or that you are authorised to sell or show, together with accurate descriptions,
          dimensions, media, prices and photographs. Each listed work must be an original, or clearly described as an edition with its
          number and size. You are responsible for your content and confirm that it does not infringe anyone’s rights or break the law. We
          may remove content that breaches these terms.
        </p>
      </section>

      <section aria-labelledby="tc-5">
        <h2 id="tc-5">5. Sales and transactions</h2>
        <p>
          Kala facilitates sales between buyers and sellers but is not a party to the contract of sale, which is made directly between the
          buyer and the artist, gallery or collector selling the work. Sellers are responsible for the accuracy of their listings, for the
          condition of the work and for dispatching it as described.
        </p>
        <p>
          Prices are shown and charged in Indian rupees (INR). Payments are processed by our payment provider. Kala may charge fees to
          sellers or buyers for its services; any such fees are disclosed in advance, before you commit to them. A work is reserved while a
          checkout for it is open and, once paid, is marked sold and cannot be sold again.
        </p>
      </section>

      <section aria-labelledby="tc-6">
        <h2 id="tc-6">6. Refunds and cancellations</h2>
        <p>
          Refunds and cancellations follow the policy of the seller of the work, which is shown on or linked from the listing. Please read
          it before you buy. If a work arrives damaged or materially different from its description, contact the seller and us within 48
          hours of delivery with photographs. Kala may assist in resolving disputes between buyers and sellers, but does not guarantee any
          particular result.
        </p>
      </section>

      <section aria-labelledby="tc-7">
        <h2 id="tc-7">7. Prohibited activities</h2>
        <p>You must not:</p>
        <ul>
          <li>list works you do not have the right to sell, or misrepresent a reproduction as an original;</li>
          <li>upload content that is unlawful, defamatory, obscene, hateful or that infringes intellectual property;</li>
          <li>arrange to complete a sale found on Kala outside Kala to avoid its fees or protections;</li>
          <li>manipulate prices, reviews, likes or rankings, or create fake accounts;</li>
          <li>scrape, copy or harvest data from Kala, or interfere with its security or operation;</li>
          <li>harass, spam or defraud other users.</li>
        </ul>
      </section>

      <section aria-labelledby="tc-8">
        <h2 id="tc-8">8. Termination</h2>
        <p>
          You may close your account at any time by writing to us. We may suspend or terminate an account that breaches these terms or the
          law, or that puts other users at risk, with notice where reasonably possible. Orders already placed remain subject to these terms,
          and sections that by their nature should survive termination (including 9, 11 and 12) continue to apply.
        </p>
      </section>

      <section aria-labelledby="tc-9">
        <h2 id="tc-9">9. Intellectual property</h2>
        <p>
          Artists retain full ownership of, and copyright in, their artworks and images. By uploading content you grant Kala a
          non-exclusive, royalty-free licence to display, reproduce and promote it on Kala and in Kala’s marketing, for as long as the
          content is on Kala and for a reasonable time afterwards. Buying a physical work transfers ownership of that object, not its
          copyright. The Kala name, logo and site design belong to Kala.
        </p>
      </section>

      <section aria-labelledby="tc-10">
        <h2 id="tc-10">10. Changes to terms</h2>
        <p>
          We may change these terms from time to time. The date at the top shows the latest version. We will give notice of material changes
          by e-mail or on the site before they take effect; continuing to use Kala after that means you accept the new terms.
        </p>
      </section>

      <section aria-labelledby="tc-11">
        <h2 id="tc-11">11. Limitation of liability</h2>
        <p>
          Kala is provided “as is”. To the fullest extent permitted by law, Kala is not liable for indirect, incidental or consequential
          losses, or for the acts, omissions, listings or works of its users. Our total liability to you for any claim relating to the
          service is limited to the fees you paid to Kala in the twelve months before the claim. Nothing in these terms limits liability
          that cannot be limited under Indian law.
        </p>
      </section>

      <section aria-labelledby="tc-12">
        <h2 id="tc-12">12. Governing law</h2>
        <p>
          These terms are governed by the laws of India. Any dispute arising out of or in connection with them is subject to the exclusive
          jurisdiction of the courts of Mumbai, Maharashtra, India.
        </p>
      </section>

      <section aria-labelledby="tc-13">
        <h2 id="tc-13">13. Contact</h2>
        <p>
          Questions about these terms go to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. How we handle your personal data is
          described in our <Link to={paths.legal.privacy.getHref()}>Privacy Policy</Link>.
        </p>
      </section>
    </LegalArticle>
  )
}
