import { useSearchParams } from 'react-router-dom'
import type { Me } from '@shared/api-types'
import { ButtonLink } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { ErrorState } from '@/components/ui/states'
import { Tabs } from '@/components/ui/tabs'
import { paths } from '@shared/paths'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { errorMessage } from '@/lib/api-client'
import { useUser } from '@/lib/auth'
import { CV_SECTION_CONFIGS } from '../lib/cv-sections'
import { profileTabsFor, type ProfileTab } from '../lib/profile-tabs'
import { CvSectionPanel } from './cv-section-panel'
import { PersonalInfoForm } from './personal-info-form'
import { ProfilePhoto } from './profile-photo'
import { QuizPreferencesForm } from './quiz-preferences-form'
import { ReturnPolicyForm } from './return-policy-form'
import { SavedAddresses } from './saved-addresses'
import { SignatureUpload } from './signature-upload'
import { SocialLinksForm } from './social-links-form'

const publicHref = (me: Me) =>
  me.role === 'artist' ? paths.artists.artist.getHref(me.artistSlug) : paths.profile.byRole.getHref(me.role, me.artistSlug || me.username)

const divider = 'border-t border-line pt-10'

function PersonalPanel({ me }: { me: Me }) {
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="personal-information" className="flex flex-col gap-8">
        <h2 id="personal-information" className="text-2xl">
          Personal Information
        </h2>
        <ProfilePhoto me={me} />
        {me.role === 'artist' ? <SignatureUpload me={me} /> : null}
        {/* Its values are read once: a save elsewhere (the photo) keeps what is being typed here. */}
        <PersonalInfoForm me={me} />
      </section>
      <div className={divider}>
        <SavedAddresses me={me} />
      </div>
      {me.role === 'artist' || me.role === 'gallery' ? (
        <div className={divider}>
          <ReturnPolicyForm me={me} />
        </div>
      ) : null}
      <div className={divider}>
        <QuizPreferencesForm me={me} />
      </div>
    </div>
  )
}

function Panel({ tab, me }: { tab: ProfileTab; me: Me }) {
  if (tab === 'personal') return <PersonalPanel me={me} />
  if (tab === 'social') return <SocialLinksForm me={me} />
  const config = CV_SECTION_CONFIGS.find((c) => c.section === tab)
  return config ? <CvSectionPanel me={me} config={config} /> : null
}

function ProfileSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-hidden="true">
      <Skeleton className="h-12 w-full rounded-md" />
      <div className="flex items-center gap-6">
        <Skeleton className="size-32 rounded-full" />
        <Skeleton className="h-10 w-64 rounded-md" />
      </div>
      <Skeleton className="h-72 rounded-lg" />
    </div>
  )
}

/**
 * /admin/profile: the member's profile in tabs (the tab is kept in ?tab=, so a
 * link or a reload opens the same one). Content only: the member area's layout places it.
 */
export function ProfilePage() {
  useDocumentMeta({ title: 'Profile', description: 'Your personal information, resume and saved addresses.' })
  const user = useUser()
  const [params, setParams] = useSearchParams()
  const me = user.data
  const tabs = me ? profileTabsFor(me.role) : []
  const asked = params.get('tab') as ProfileTab | null
  const tab = tabs.find((t) => t.value === asked)?.value ?? 'personal'
  const openTab = (next: ProfileTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current)
        if (next === 'personal') copy.delete('tab')
        else copy.set('tab', next)
        return copy
      },
      { replace: true },
    )

  return (
    <section className="mx-auto w-full max-w-5xl px-5 py-10 sm:px-8 lg:py-14" aria-labelledby="profile-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="profile-title" className="text-4xl">
            Profile
          </h1>
          <p className="mt-2 text-ink-soft">
            {me?.role === 'artist'
              ? 'Your details, your resume and the links collectors see on your public profile.'
              : 'Your details, saved addresses and style preferences.'}
          </p>
        </div>
        {me ? (
          <ButtonLink to={publicHref(me)} variant="secondary" size="sm" className="self-start sm:self-auto">
            View public profile
          </ButtonLink>
        ) : null}
      </div>
      <div className="mt-8">
        {user.isPending ? (
          <ProfileSkeleton />
        ) : user.isError || !me ? (
          <ErrorState title="Your profile could not be loaded." message={errorMessage(user.error)} onRetry={() => void user.refetch()} />
        ) : (
          <>
            {tabs.length > 1 ? (
              // Seven long labels do not fit a phone: there the sections are a select, the tabs from sm up.
              <Select
                label="Profile section"
                containerClassName="mb-2 sm:hidden"
                options={tabs}
                value={tab}
                onChange={(event) => openTab(event.target.value as ProfileTab)}
              />
            ) : null}
            <Tabs
              label="Profile sections"
              items={tabs}
              value={tab}
              onChange={openTab}
              variant="pill"
              // Seven pills wrap to a second row where the content column is narrow (beside the member area's sidebar).
              className={tabs.length > 1 ? 'max-sm:[&>[role=tablist]]:hidden sm:[&>[role=tablist]]:flex-wrap' : undefined}
            >
              <div className="pt-8">
                <Panel tab={tab} me={me} />
              </div>
            </Tabs>
          </>
        )}
      </div>
    </section>
  )
}
