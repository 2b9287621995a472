/**
 * Certificate numbers: KALA- and four groups of four characters drawn uniformly (crypto.randomInt)
 * from an alphabet without look-alikes (shared/certificates.ts). Some 79 bits: a number cannot be
 * guessed, and the verify page's rate limit makes trying them pointless besides.
 */
import { randomInt } from 'node:crypto'
import { CERTIFICATE_ALPHABET, CERTIFICATE_GROUP_LENGTH, CERTIFICATE_GROUPS, CERTIFICATE_PREFIX } from '../../shared/certificates'

export function newCertificateNumber(): string {
  const groups = Array.from({ length: CERTIFICATE_GROUPS }, () =>
    Array.from({ length: CERTIFICATE_GROUP_LENGTH }, () => CERTIFICATE_ALPHABET[randomInt(CERTIFICATE_ALPHABET.length)]).join(''),
  )
  return `${CERTIFICATE_PREFIX}${groups.join('-')}`
}
