import type { EmailAdapter, SendEmailOptions } from 'payload'
import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'

type Options = { smtpUrl?: string; outboxDir: string; from: string }

function parseFrom(from: string): { name: string; address: string } {
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  return m ? { name: m[1] || 'Kala', address: m[2] } : { name: 'Kala', address: from.trim() }
}

/** Messages this process has written: orders two written in the same millisecond. */
let written = 0

/**
 * The outbox file of one message: the time, this process's count and a random part (two messages to
 * one address in one millisecond, from one process or several, never share a name), then the
 * address. Names sort oldest first.
 */
function outboxName(to: string): string {
  const count = String(written++ % 1_000_000).padStart(6, '0')
  return `${Date.now()}-${count}-${randomBytes(4).toString('hex')}-${to.replace(/[^a-z0-9@.]+/gi, '_').slice(0, 80)}.eml`
}

/**
 * Payload's mail goes through nodemailer: over SMTP when SMTP_URL is set; otherwise each message
 * is written as one .eml file to the outbox folder and its subject logged, so sign-up works on a
 * fresh machine and tests can read what was sent.
 */
export const kalaEmailAdapter =
  ({ smtpUrl, outboxDir, from }: Options): EmailAdapter =>
  ({ payload }) => {
    const sender = parseFrom(from)
    const transport = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    return {
      name: smtpUrl ? 'smtp' : 'outbox',
      defaultFromAddress: sender.address,
      defaultFromName: sender.name,
      sendEmail: async (message: SendEmailOptions) => {
        const { from: _from, ...rest } = message
        const to = String(Array.isArray(message.to) ? message.to.join(',') : (message.to ?? 'unknown'))
        // Named when sent, not when built: a long message built after a short one still sorts first.
        const name = outboxName(to)
        const info = (await transport.sendMail({
          ...(rest as nodemailer.SendMailOptions),
          from: { name: sender.name, address: sender.address },
        })) as { message?: Buffer }
        if (smtpUrl) return info
        await mkdir(outboxDir, { recursive: true })
        const file = join(outboxDir, name)
        // Written beside it under a name no reader looks for, then renamed: a reader sees the whole
        // message or none of it.
        const partial = join(outboxDir, `.${name}.part`)
        await writeFile(partial, info.message ?? '')
        await rename(partial, file)
        payload.logger.info({ to, subject: message.subject, file }, 'mail written to outbox')
        return info
      },
    }
  }
