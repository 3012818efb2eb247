// Outgoing mail: SMTP when SMTP_URL is set; otherwise every message is appended as one JSON line
// to DATA_DIR/outbox.jsonl and logged, so a developer (or a test) can follow the links.
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** true when real mail goes out (SMTP): e-mail verification is then required */
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  outboxFile: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    // Loaded on the first mail: most starts send none, and nodemailer costs start time and memory.
    let transport: Promise<Transporter> | undefined;
    return {
      delivers: true,
      async send(message) {
        transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
        await (await transport).sendMail({ from: options.from, ...message });
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  return {
    delivers: false,
    async send(message) {
      await mkdir(dirname(options.outboxFile), { recursive: true });
      const line = JSON.stringify({
        ...message,
        from: options.from,
        sentAt: new Date().toISOString(),
      });
      await appendFile(options.outboxFile, line + '\n', { mode: 0o600 });
      options.log.info(
        { to: message.to, subject: message.subject, outbox: options.outboxFile },
        'mail written to the outbox (SMTP_URL is not set)',
      );
    },
  };
}
