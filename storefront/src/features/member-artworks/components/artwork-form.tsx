import { useEffect, useState, type ReactNode } from 'react'
import { useController, useFormContext, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { Link } from 'react-router-dom'
import type { ArtworkCollection, RepresentedArtist } from '@shared/api-types'
import { CATEGORIES, COLORS, EDITION_KINDS, LIMITS, MEDIUMS, MOODS, STYLES, type Color } from '@shared/constants'
import { MESSAGES, UPLOAD_MESSAGES } from '@shared/messages'
import { artworkFormSchema, type ArtworkForm as ArtworkFormData } from '@shared/schemas'
import { colorLabel, ColorSwatchButton } from '@/components/color-swatch'
import { ImagePicker, type PickedImage } from '@/components/member/image-picker'
import { FormActions } from '@/components/member/form-actions'
import { UnsavedChangesGuard } from '@/components/member/unsaved-changes-guard'
import { CheckboxField, Form, InputField, SelectField, TextareaField, useZodForm } from '@/components/ui/form'
import {
  DEFAULT_RETURN_DAYS,
  RETURN_DAYS_CHOICES,
  RETURN_POLICY_MESSAGES,
  returnChoiceLabel,
  sameAsMyPolicyLabel,
} from '@shared/returnPolicy'
import { toast } from '@/components/ui/toast-store'
import { paths } from '@shared/paths'
import { errorMessage, isApiError } from '@/lib/api-client'
import { useSaveArtwork } from '../api/save-artwork'
import { artworkFormData, prepareArtwork, type ArtworkFormValues } from '../lib/artwork-form-values'
import { ARTWORK_IMAGE_SLOTS, filesOf, imagesChanged } from './artwork-images'
import { FeeNote } from './fee-note'

const options = (list: readonly string[]) => list.map((value) => ({ value, label: value }))
const EDITION_LABELS = { original: 'Original (one of a kind)', limited: 'Limited edition', open: 'Open edition' } as const
/** The server's sentences about the images: shown under the picker, not at the top. */
const IMAGE_ERRORS = new Set<string>([
  MESSAGES.atLeastOneImage,
  MESSAGES.maxImages,
  MESSAGES.imagesBetween,
  UPLOAD_MESSAGES.tooLarge,
  UPLOAD_MESSAGES.notImage,
  UPLOAD_MESSAGES.tooManyPixels,
])

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-line bg-canvas p-5 sm:p-6">
      {/* Floated, the legend sits inside the box as its heading instead of on its border. */}
      <legend className="float-left mb-4 w-full font-serif text-xl text-ink">{title}</legend>
      <div className="clear-both flex flex-col gap-5">{children}</div>
    </fieldset>
  )
}

/** The 12 colours (COLORS in shared/constants.ts) as toggles; the first chosen is the work's main colour. */
function ColorsField() {
  const { control } = useFormContext<ArtworkFormValues>()
  const { field } = useController({ control, name: 'colors' })
  const chosen = field.value
  const toggle = (color: Color) => field.onChange(chosen.includes(color) ? chosen.filter((c) => c !== color) : [...chosen, color])
  return (
    <div role="group" aria-labelledby="colors-label" className="flex flex-col gap-2">
      <p id="colors-label" className="text-sm font-medium text-ink-soft">
        Colours
      </p>
      <div className="flex flex-wrap gap-2.5">
        {COLORS.map((color) => (
          <ColorSwatchButton key={color} color={color} pressed={chosen.includes(color)} onClick={() => toggle(color)} />
        ))}
      </div>
      <p className="text-xs text-muted">
        {chosen.length ? `Chosen: ${chosen.map(colorLabel).join(', ')} (the first is the main colour).` : 'Choose the main colours.'}
      </p>
    </div>
  )
}

/** The price, or none: 'Price on request' takes the price field away and buyers enquire instead. */
function PriceField() {
  const onRequest = useWatch<ArtworkFormValues, 'priceOnRequest'>({ name: 'priceOnRequest' })
  return (
    <div className="flex flex-col gap-3">
      {onRequest ? null : <InputField name="price" label="Price (INR, ₹)" inputMode="decimal" required hint={<FeeNote />} />}
      <CheckboxField
        name="priceOnRequest"
        label="Price on request"
        description={onRequest ? 'Buyers see “Price on request” and send you an enquiry; you agree the price with them.' : undefined}
      />
    </div>
  )
}

/** Offers (issue 21, part 3): whether buyers may offer, and the least the seller takes (never shown to buyers). */
function OffersField() {
  const accept = useWatch<ArtworkFormValues, 'acceptOffers'>({ name: 'acceptOffers' })
  return (
    <div className="flex flex-col gap-3">
      <CheckboxField
        name="acceptOffers"
        label="Accept offers"
        description="Buyers may offer a price; you accept, decline or counter it in Offers within 72 hours."
      />
      {accept ? (
        <InputField
          name="offerFloor"
          label="Lowest offer you will consider (₹)"
          inputMode="decimal"
          hint="Offers below it are declined at once, politely. Buyers never see it. Leave empty to see every offer."
        />
      ) : null}
    </div>
  )
}

function EditionSize() {
  const kind = useWatch<ArtworkFormValues, 'editionKind'>({ name: 'editionKind' })
  if (kind !== 'limited') return null
  return <InputField name="editionSize" label="Edition size" inputMode="numeric" required hint="How many impressions: 2 or more." />
}

export type ArtworkFormProps = {
  defaultValues: ArtworkFormValues
  initialImages: PickedImage[]
  collections: readonly ArtworkCollection[]
  /** The work being edited; none when adding one. */
  artworkId?: string
  /** A gallery's artists (accepted or not on Kala): the artist is chosen from them instead of typed. */
  artists?: readonly RepresentedArtist[]
  /** The seller's own return policy (My Profile), named by the work's "Same as my policy" choice. */
  sellerReturnDays?: number
}

/** The gallery's artists as the Artist select offers them (the work's present name kept, should it no longer be among them). */
function artistOptions(artists: readonly RepresentedArtist[], current: string) {
  const options = artists.map((a) => ({ value: a.name, label: a.artistId ? a.name : `${a.name} (not on Kala)` }))
  return current && !options.some((o) => o.value === current) ? [{ value: current, label: current }, ...options] : options
}

/**
 * The artwork form: the fields the shared schema requires, the lists of shared/constants.ts,
 * the edition, the collection, and 1 to 3 images (front required, back, signature) checked in the
 * browser. The upload shows its progress; the server's field errors land on their fields. Saved:
 * back to /admin/artworks with the server's message. Leaving with unsaved changes asks first.
 */
export function ArtworkForm({ defaultValues, initialImages, collections, artworkId, artists, sellerReturnDays }: ArtworkFormProps) {
  const navigate = useNavigate()
  const save = useSaveArtwork()
  const [images, setImages] = useState<PickedImage[]>(initialImages)
  const [imageError, setImageError] = useState<string | undefined>()
  const [formError, setFormError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [savedMessage, setSavedMessage] = useState<string | null>(null)
  const editing = Boolean(artworkId)
  const form = useZodForm<ArtworkFormValues, ArtworkFormData>(artworkFormSchema, {
    defaultValues,
    // A gallery's choice names the artist's profile too ('' for an artist not on Kala).
    prepare: artists
      ? (values) => ({ ...prepareArtwork(values), artist: artists.find((a) => a.name === values.artistName)?.artistSlug ?? '' })
      : prepareArtwork,
    messages: {
      artistName: "Please enter the artist's name.",
      title: 'Please enter the title.',
      medium: 'Please choose the medium.',
      material: 'Please enter the material (canvas, paper…).',
    },
  })
  const changedImages = imagesChanged(initialImages, images)
  const dirty = (form.formState.isDirty || changedImages) && !savedMessage

  // Navigate once the guard has seen the work saved (a navigation in the same tick would be blocked).
  useEffect(() => {
    if (!savedMessage) return
    toast.success(savedMessage)
    navigate(paths.admin.artworks.getHref())
  }, [savedMessage, navigate])

  const imageProblem = (list: readonly PickedImage[]) => {
    if (list.length === 0) return editing ? MESSAGES.imagesBetween : MESSAGES.atLeastOneImage
    if (list.length > LIMITS.maxImagesPerArtwork) return MESSAGES.maxImages
    return undefined
  }

  const submit = async (data: ArtworkFormData) => {
    const problem = imageProblem(images)
    setImageError(problem)
    setFormError(null)
    if (problem) return
    let files: File[] | null = null
    try {
      files = !editing || changedImages ? await filesOf(images) : null
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error))
      return
    }
    const changed = new Set(Object.keys(form.formState.dirtyFields))
    if (artists && changed.has('artistName')) changed.add('artist')
    const body = artworkFormData(data, files, artworkId ? { id: artworkId, changed } : undefined)
    setProgress(0)
    save.mutate(
      { body, update: editing, onProgress: setProgress },
      {
        onSuccess: ({ message }) => setSavedMessage(message),
        onError: (error) => {
          setProgress(null)
          const message = errorMessage(error)
          if (IMAGE_ERRORS.has(message)) return setImageError(message)
          let placed = false
          if (isApiError(error)) {
            for (const detail of error.details ?? []) {
              const name = detail.path as keyof ArtworkFormValues
              if (name in defaultValues) {
                form.setError(name, { message: detail.message }, { shouldFocus: !placed })
                placed = true
              }
            }
          }
          setFormError(message)
        },
      },
    )
  }

  return (
    <Form
      form={form}
      onSubmit={(data) => void submit(data)}
      onInvalid={() => setImageError(imageProblem(images))}
      aria-label={editing ? 'Edit artwork' : 'Add artwork'}
      className="flex flex-col gap-6"
    >
      <Section title="Images">
        <ImagePicker
          label="Artwork images"
          slots={ARTWORK_IMAGE_SLOTS}
          images={images}
          onChange={(next) => {
            setImages(next)
            if (imageError) setImageError(imageProblem(next))
          }}
          error={imageError}
          required
          hint={`${MESSAGES.imagesBetween} The front image is required; add the back and the signature or marking if you can. Max size ${LIMITS.maxImageBytes / (1024 * 1024)}MB each.`}
        />
      </Section>

      <Section title="The work">
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <InputField name="title" label="Title" required containerClassName="sm:col-span-2" />
          {artists ? (
            <SelectField
              name="artistName"
              label="Artist"
              options={artistOptions(artists, defaultValues.artistName)}
              placeholder="Choose one of your artists"
              required
              hint={
                <>
                  Your represented artists.{' '}
                  <Link to={paths.admin.artists.getHref()} className="underline underline-offset-2 hover:text-ink">
                    Manage your artists
                  </Link>
                </>
              }
            />
          ) : (
            <InputField name="artistName" label="Artist name" autoComplete="name" required />
          )}
          <InputField name="yearOfCreation" label="Year of creation" inputMode="numeric" maxLength={LIMITS.yearChars} placeholder="2024" />
          <SelectField name="medium" label="Medium" options={options(MEDIUMS)} placeholder="Choose a medium" required />
          <InputField name="material" label="Material" placeholder="Canvas, paper, wood…" required />
        </div>
        <div className="grid grid-cols-3 gap-3 sm:gap-5">
          <InputField name="width" label="Width (in)" inputMode="decimal" required />
          <InputField name="height" label="Height (in)" inputMode="decimal" required />
          <InputField name="depth" label="Depth (in)" inputMode="decimal" required />
        </div>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <SelectField name="editionKind" label="Edition" options={EDITION_KINDS.map((k) => ({ value: k, label: EDITION_LABELS[k] }))} />
          <EditionSize />
        </div>
        <CheckboxField name="signed" label="Signed by the artist" />
      </Section>

      <Section title="Price and visibility">
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-3">
          <PriceField />
          <SelectField
            name="status"
            label="Status"
            required
            options={[
              { value: 'published', label: 'Published' },
              { value: 'unpublished', label: 'Unpublished' },
            ]}
          />
          <SelectField
            name="available"
            label="Availability"
            required
            options={[
              { value: 'true', label: 'Available for sale' },
              { value: 'false', label: 'Not for sale' },
            ]}
          />
        </div>
        <OffersField />
        <SelectField
          name="returnDays"
          label={RETURN_POLICY_MESSAGES.workLabel}
          options={[
            { value: '', label: sameAsMyPolicyLabel(sellerReturnDays ?? DEFAULT_RETURN_DAYS) },
            ...RETURN_DAYS_CHOICES.map((days) => ({ value: String(days), label: returnChoiceLabel(days) })),
          ]}
          hint="Only where this work differs from your own policy in My Profile. A sale keeps the policy in force when it was paid."
        />
        <SelectField
          name="collectionId"
          label="Collection"
          placeholder="No collection"
          options={collections.map((c) => ({ value: c._id, label: c.collectionName }))}
          hint={editing ? 'To take the work out of a collection, edit that collection’s works.' : undefined}
        />
      </Section>

      <Section title="Describe it">
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-3">
          <SelectField name="category" label="Category" options={options(CATEGORIES)} placeholder="Choose a category" />
          <SelectField name="style" label="Style" options={options(STYLES)} placeholder="Choose a style" />
          <SelectField name="mood" label="Mood" options={options(MOODS)} placeholder="Choose a mood" />
        </div>
        <ColorsField />
        <InputField name="location" label="Location" placeholder="Where the work is (city)" />
        <TextareaField name="description" label="Description" rows={4} />
        <TextareaField
          name="interpretation"
          label="Interpretation"
          rows={4}
          hint="What the work means to you: buyers read it on its page."
        />
      </Section>

      <FormActions
        formError={formError}
        progress={progress}
        cancelTo={paths.admin.artworks.getHref()}
        pending={save.isPending}
        submitLabel={editing ? 'Save changes' : 'Add artwork'}
      />
      <UnsavedChangesGuard when={dirty} />
    </Form>
  )
}
