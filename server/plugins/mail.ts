// app.mailer: the transport of lib/mailer.ts behind two rules that hold for every mail we send.
// Metered: at most `perAddress` mails of one kind to one address in its window, whoever asks (a
// stranger must not be able to fill someone's inbox through reset, verification or flag mails);
// past it the mail is dropped and logged, and the request that caused it answers as usual.
// In the background: a request never waits for SMTP, so a slow relay cannot tell a stranger which
// addresses have accounts (a reset for a known address would otherwise take longer).
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { createMailer, type MailMessage } from '#server/lib/mailer.ts';
import { hitRateLimit, type Limit } from '#server/lib/rate-limit.ts';

/** Why a mail is sent; each kind has its own allowance per address. */
type MailKind = 'reset' | 'verification' | 'flag';

export interface AppMailer {
  /** true when real mail goes out (SMTP): e-mail verification is then required */
  readonly delivers: boolean;
  /** queues the mail and returns at once; failures are logged, never thrown */
  send(kind: MailKind, message: MailMessage): void;
  /** resolves when every queued mail has been sent or dropped (tests, shutdown) */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: AppMailer;
  }
}

export default fp<{
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  perAddress: Limit;
}>(
  async (app, options) => {
    const transport = createMailer({
      smtpUrl: options.smtpUrl,
      from: options.from,
      outboxFile: join(options.dataDir, 'outbox.jsonl'),
      log: app.log,
    });
    const pending = new Set<Promise<void>>();

    async function deliver(kind: MailKind, message: MailMessage) {
      const address = message.to.trim().toLowerCase();
      const { allowed } = await hitRateLimit(
        app.db,
        `mailPerAddress:${kind}:${address}`,
        options.perAddress,
      );
      if (!allowed) {
        app.log.warn({ kind, to: message.to }, 'mail dropped: too many to this address');
        return;
      }
      await transport.send(message);
    }

    const mailer: AppMailer = {
      delivers: transport.delivers,
      send(kind, message) {
        const job = deliver(kind, message)
          .catch((error: unknown) => app.log.error({ err: error, kind }, 'mail failed'))
          .finally(() => pending.delete(job));
        pending.add(job);
      },
      async settled() {
        while (pending.size > 0) await Promise.all(pending);
      },
    };
    app.decorate('mailer', mailer);
    // Mails queued by the last requests go out before the database pool closes.
    app.addHook('onClose', () => mailer.settled());
  },
  { name: 'mail', dependencies: ['db'] },
);
