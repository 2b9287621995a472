import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Form, InputField, useZodForm } from '@/components/ui/form'
import { CERTIFICATE_MESSAGES } from '@shared/certificates'
import { paths } from '@shared/paths'
import { verifyNumberSchema } from '@shared/schemas'

/** A certificate number typed from paper: checked for its shape here, then opened at /verify/<number>. */
export function VerifyForm({ defaultNumber = '' }: { defaultNumber?: string }) {
  const navigate = useNavigate()
  const form = useZodForm(verifyNumberSchema, { defaultValues: { number: defaultNumber } })
  return (
    <Form
      form={form}
      onSubmit={({ number }) => navigate(paths.verify.certificate.getHref(number))}
      aria-label={CERTIFICATE_MESSAGES.verifyHeading}
      className="flex flex-col gap-4 sm:flex-row sm:items-start"
    >
      <InputField
        name="number"
        label={CERTIFICATE_MESSAGES.verifyLabel}
        placeholder="KALA-XXXX-XXXX-XXXX-XXXX"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        containerClassName="flex-1"
        className="font-medium tracking-[0.08em] uppercase placeholder:normal-case placeholder:tracking-normal"
        required
      />
      <Button type="submit" className="sm:mt-7">
        {CERTIFICATE_MESSAGES.verifyButton}
      </Button>
    </Form>
  )
}
