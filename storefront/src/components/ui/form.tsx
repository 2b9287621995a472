/**
 * Forms: react-hook-form validated by the shared zod schemas (shared/schemas.ts) through the zod
 * resolver, and field components that wire label, control, hint, error and aria-describedby.
 *
 *   const form = useZodForm(enquirySchema, { defaultValues, messages: { name: 'Please enter your name.' } })
 *   <Form form={form} onSubmit={(data) => send.mutate(data)} aria-label="Enquiry">
 *     <InputField name="name" label="Name" />
 *   </Form>
 *
 * A field shows its error (and invalid style) once it is invalid and has been changed or left, or
 * after a submit; an invalid submit sends nothing and focuses the first field to fix.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import type { ComponentProps, FormHTMLAttributes, ReactNode } from 'react'
import {
  FormProvider,
  get,
  useForm,
  useFormContext,
  useFormState,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type SubmitErrorHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form'
import type { z } from 'zod'
import { Checkbox } from './checkbox'
import { Input } from './input'
import { Select } from './select'
import { Textarea } from './textarea'

export type ZodFormOptions<TValues extends FieldValues> = Omit<UseFormProps<TValues>, 'resolver' | 'defaultValues' | 'formControl'> & {
  defaultValues: DefaultValues<TValues>
  /**
   * Turns the form's values into the schema's input when they differ (phone digits without spaces,
   * an empty optional field left out). The schema's output is what onSubmit receives.
   */
  prepare?: (values: TValues) => unknown
  /** The form's own text for a field's error, in place of the schema's. */
  messages?: Partial<Record<Path<TValues>, string>>
  /** Fields this form requires although the shared schema lets them be empty (the contact page's subject). */
  required?: ReadonlyArray<Path<TValues>>
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** The zod resolver on a shared schema, with the form's own texts and required fields. */
function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  { prepare, messages = {}, required = [] }: Pick<ZodFormOptions<TValues>, 'prepare' | 'messages' | 'required'>,
): Resolver<TValues, unknown, TOutput> {
  const base = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, TOutput>
  return async (values, context, options) => {
    const result = await base((prepare ? prepare(values) : values) as FieldValues, context, options as never)
    const errors: FieldErrors = { ...result.errors }
    for (const name of required) {
      if (isEmpty(get(values, name)) && !get(errors, name))
        errors[name] = { type: 'required', message: messages[name] ?? 'This field is required.' }
    }
    for (const [name, message] of Object.entries(messages) as Array<[string, string]>) {
      const error = errors[name]
      if (error) errors[name] = { ...error, message } as FieldErrors[string]
    }
    if (Object.keys(errors).length) return { values: {}, errors: errors as FieldErrors<TValues> }
    return result as Awaited<ReturnType<Resolver<TValues, unknown, TOutput>>>
  }
}

/**
 * A react-hook-form form validated by a shared schema. Validation runs on change and on leaving a
 * field ('all'), so a field is judged once it is dirty or touched, and on submit.
 */
export function useZodForm<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  { prepare, messages, required, ...options }: ZodFormOptions<TValues>,
): UseFormReturn<TValues, unknown, TOutput> {
  return useForm<TValues, unknown, TOutput>({
    mode: 'all',
    shouldFocusError: true,
    ...options,
    resolver: schemaResolver<TValues, TOutput>(schema, { prepare, messages, required }),
  })
}

export type FormProps<TValues extends FieldValues, TOutput> = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid'> & {
  form: UseFormReturn<TValues, unknown, TOutput>
  onSubmit: (data: TOutput) => void
  onInvalid?: SubmitErrorHandler<TValues>
  children: ReactNode
}

/** The <form> (no browser validation: the schema judges) with the form's context for its fields. */
export function Form<TValues extends FieldValues, TOutput>({ form, onSubmit, onInvalid, children, ...rest }: FormProps<TValues, TOutput>) {
  return (
    <FormProvider {...form}>
      <form noValidate {...rest} onSubmit={form.handleSubmit(onSubmit, onInvalid)}>
        {children}
      </form>
    </FormProvider>
  )
}

/** The error text of a field, once it is shown: invalid and dirty, touched, or submitted. */
export function useFieldError(name: string): string | undefined {
  const { control } = useFormContext()
  const { errors, dirtyFields, touchedFields, isSubmitted } = useFormState({ control, name })
  const error = get(errors, name) as { message?: string } | undefined
  if (!error) return undefined
  const judged = isSubmitted || Boolean(get(dirtyFields, name)) || Boolean(get(touchedFields, name))
  return judged ? (error.message ?? 'This field is not valid.') : undefined
}

type Named = { name: string }

/** An <Input> bound to the form: label, control, hint, error, aria-describedby and aria-invalid. */
export function InputField({ name, ...props }: Named & Omit<ComponentProps<typeof Input>, 'name' | 'error' | 'value' | 'defaultValue'>) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  return <Input {...props} {...register(name, { onBlur: props.onBlur, onChange: props.onChange })} error={error} />
}

/** A <Textarea> bound to the form. */
export function TextareaField({
  name,
  ...props
}: Named & Omit<ComponentProps<typeof Textarea>, 'name' | 'error' | 'value' | 'defaultValue'>) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  return <Textarea {...props} {...register(name, { onBlur: props.onBlur, onChange: props.onChange })} error={error} />
}

/** A native <Select> bound to the form (a phone shows its own picker). */
export function SelectField({ name, ...props }: Named & Omit<ComponentProps<typeof Select>, 'name' | 'error' | 'value' | 'defaultValue'>) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  return <Select {...props} {...register(name, { onBlur: props.onBlur, onChange: props.onChange })} error={error} />
}

/** A <Checkbox> bound to the form (a boolean value). */
export function CheckboxField({
  name,
  ...props
}: Named & Omit<ComponentProps<typeof Checkbox>, 'name' | 'error' | 'checked' | 'defaultChecked'>) {
  const { register } = useFormContext()
  const error = useFieldError(name)
  return <Checkbox {...props} {...register(name, { onBlur: props.onBlur, onChange: props.onChange })} error={error} />
}
