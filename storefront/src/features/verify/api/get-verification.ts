import { queryOptions, useQuery } from '@tanstack/react-query'
import { CERTIFICATE_API, type CertificateVerification } from '@shared/certificates'
import { api, isApiError } from '@/lib/api-client'

/** GET /api/verify/:number → what the certificate certifies and whether it stands (404: no such certificate). */
export async function getVerification(number: string, signal?: AbortSignal): Promise<CertificateVerification> {
  const data = await api.get<{ certificate: CertificateVerification }>(CERTIFICATE_API.verify(number), { signal })
  return data.certificate
}

export const verificationQueryOptions = (number: string) =>
  queryOptions({
    queryKey: ['public', 'verify', number],
    queryFn: ({ signal }) => getVerification(number, signal),
    // A 404 or a 429 is the answer: asking again at once would only spend the visitor's allowance.
    retry: (count, error) => !(isApiError(error) && (error.status === 404 || error.status === 429)) && count < 2,
    // A certificate may be revoked at any time: never shown from an old answer.
    staleTime: 0,
  })

export function useVerification(number: string) {
  return useQuery(verificationQueryOptions(number))
}
