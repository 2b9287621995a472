import type { EmailAdapter, SendEmailOptions } from 'payload'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'

type Options = { smtpUrl?: string; outboxDir: string; from: string }

function parseFrom(from: string): { name: string; address: string } {
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from)
  return m ? { name: m[1] || 'Kala', address: m[2] } : { name: 'Kala', address: from.trim() }
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
        const info = (await transport.sendMail({
          ...(rest as nodemailer.SendMailOptions),
          from: { name: sender.name, address: sender.address },
        })) as { message?: Buffer }
        if (smtpUrl) return info
        await mkdir(outboxDir, { recursive: true })
        const to = String(Array.isArray(message.to) ? message.to.join(',') : (message.to ?? 'unknown'))
        const file = join(outboxDir, `${Date.now()}-${to.replace(/[^a-z0-9@.]+/gi, '_').slice(0, 80)}.eml`)
        await writeFile(file, info.message ?? '')
        payload.logger.info({ to, subject: message.subject, file }, 'mail written to outbox')
        return info
      },
    }
  }
