import { join } from 'node:path';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '#server/lib/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{ smtpUrl?: string | undefined; from: string; dataDir: string }>(
  async (app, options) => {
    app.decorate(
      'mailer',
      createMailer({
        smtpUrl: options.smtpUrl,
        from: options.from,
        outboxFile: join(options.dataDir, 'outbox.jsonl'),
        log: app.log,
      }),
    );
  },
  { name: 'mail' },
);
