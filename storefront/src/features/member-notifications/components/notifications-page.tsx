import { Link } from 'react-router-dom'
import { formatInr } from '@shared/checkout-messages'
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, ALERT_MESSAGES } from '@shared/alerts'
import { alertFrequencySchema, notificationSettingsSchema } from '@shared/alertSchemas'
import type { AlertEntry } from '@shared/api-types'
import { paths } from '@shared/paths'
import { Button, ButtonLink } from '@/components/ui/button'
import { CheckboxField, Form, SelectField, useZodForm } from '@/components/ui/form'
import { Skeleton } from '@/components/ui/skeleton'
import { EmptyState, ErrorState } from '@/components/ui/states'
import { useDocumentMeta } from '@/hooks/use-document-meta'
import { errorMessage } from '@/lib/api-client'
import {
  useAlerts,
  useDeleteAlert,
  useNotifications,
  useSaveSettings,
  useSetAlertFrequency,
  type NotificationSettings,
} from '../api/alerts'

const DIGEST_OPTIONS = [
  { value: 'daily', label: 'One digest a day' },
  { value: 'instant', label: 'At once, for each new match' },
  { value: 'off', label: 'No e-mails' },
]

const FREQUENCY_OPTIONS = ALERT_FREQUENCIES.map((f) => ({ value: f, label: ALERT_FREQUENCY_LABELS[f] }))

/** One alert's frequency, saved as soon as it is chosen. */
function FrequencyForm({ alert }: { alert: AlertEntry }) {
  const save = useSetAlertFrequency()
  const form = useZodForm(alertFrequencySchema, { defaultValues: { frequency: alert.frequency } })
  const submit = form.handleSubmit((data) => save.mutate({ id: alert._id, frequency: data.frequency }))
  return (
    <Form form={form} aria-label={`E-mails for the alert ${alert.name}`} onSubmit={(data) => save.mutate({ id: alert._id, ...data })}>
      <SelectField name="frequency" label="E-mail" options={FREQUENCY_OPTIONS} disabled={save.isPending} onChange={() => void submit()} />
    </Form>
  )
}

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const save = useSaveSettings()
  const form = useZodForm(notificationSettingsSchema, { defaultValues: settings })
  return (
    <Form form={form} aria-label="E-mail settings" className="flex flex-col gap-4" onSubmit={(data) => save.mutate(data)}>
      <SelectField name="digest" label="E-mails of new works, lower prices and works available again" options={DIGEST_OPTIONS} />
      <CheckboxField name="followedWorks" label="Tell me of new works by the artists and galleries I follow" />
      <Button type="submit" loading={save.isPending} className="self-start">
        Save settings
      </Button>
    </Form>
  )
}

/**
 * /admin/notifications (issue 21): what the member was told (new works of their alerts and
 * follows, lower prices and works available again among their favourites; read once shown), their
 * saved alerts with Delete, and how they are e-mailed.
 */
export function NotificationsPage() {
  useDocumentMeta({ title: 'Alerts and notifications', description: 'New works for you, your alerts and your e-mail settings.' })
  const alerts = useAlerts()
  const remove = useDeleteAlert()
  const notifications = useNotifications()
  const told = notifications.data?.notifications ?? []

  return (
    <section aria-labelledby="notifications-title" className="flex flex-col gap-12">
      <div>
        <h1 id="notifications-title" className="text-4xl">
          Alerts and notifications
        </h1>
        <p className="mt-2 text-muted">New works for you, your saved alerts and how we e-mail you.</p>
      </div>

      <section aria-labelledby="told-title">
        <h2 id="told-title" className="text-2xl">
          Notifications
        </h2>
        <div className="mt-4">
          {notifications.isPending ? (
            <Skeleton className="h-20 rounded-lg" />
          ) : notifications.isError ? (
            <ErrorState title="Your notifications could not be loaded." message={errorMessage(notifications.error)} />
          ) : told.length === 0 ? (
            <p className="text-muted">Nothing yet: new works matching your alerts, and news of your favourites, show here.</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-canvas">
              {told.map((n) => (
                <li key={n._id} className="flex flex-wrap items-baseline gap-x-3 px-4 py-3">
                  <span className="text-sm text-muted">{ALERT_MESSAGES.kindLine[n.kind]}</span>
                  <Link to={n.artwork.path} className="link-quiet text-ink">
                    {n.artwork.title}
                  </Link>
                  <span className="text-sm text-ink-soft">
                    {n.artwork.artistName} · {n.artwork.price === null ? 'Price on request' : formatInr(n.artwork.price)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="alerts-title">
        <h2 id="alerts-title" className="text-2xl">
          Your alerts
        </h2>
        <div className="mt-4">
          {alerts.isPending ? (
            <Skeleton className="h-20 rounded-lg" />
          ) : alerts.isError ? (
            <ErrorState
              title="Your alerts could not be loaded."
              message={errorMessage(alerts.error)}
              onRetry={() => void alerts.refetch()}
            />
          ) : alerts.data.alerts.length === 0 ? (
            <EmptyState
              title="No alerts yet"
              description="Choose filters in the shop and press Save as alert: new works that match are sent to you."
              action={
                <ButtonLink to={paths.shop.artworks.getHref()} className="mt-2">
                  Browse Artworks
                </ButtonLink>
              }
            />
          ) : (
            <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-canvas" aria-label="Your alerts">
              {alerts.data.alerts.map((a) => (
                <li key={a._id} className="flex flex-wrap items-end justify-between gap-4 px-4 py-3">
                  <Link to={a.shopPath} className="link-quiet mr-auto self-center text-ink">
                    {a.name}
                  </Link>
                  <FrequencyForm alert={a} />
                  <Button variant="secondary" size="sm" aria-label={`Delete the alert ${a.name}`} onClick={() => remove.mutate(a._id)}>
                    Delete
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="mail-title">
        <h2 id="mail-title" className="text-2xl">
          E-mails
        </h2>
        <div className="mt-4">{alerts.data ? <SettingsForm settings={alerts.data.settings} /> : null}</div>
      </section>
    </section>
  )
}
