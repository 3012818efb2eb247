// buildApp: the whole server as a Fastify instance; index.ts listens, tests call app.inject.
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import errorsPlugin, { sendFrameworkError } from './plugins/errors.ts';
import dbPlugin from './plugins/db.ts';
import mailPlugin from './plugins/mail.ts';
import securityPlugin from './plugins/security.ts';
import { inlineScriptHashes } from './lib/inline-scripts.ts';
import authPlugin, { authBasePath } from './plugins/auth.ts';
import accessPlugin from './plugins/access.ts';
import apiDocsPlugin from './plugins/api-docs.ts';
import routeLimitsPlugin from './plugins/route-limits.ts';
import staticPlugin from './plugins/static.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { resetPasswordMail, verificationMail } from './features/auth/auth.mails.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { profileRoutes, sessionRoutes } from './features/profile/profile.routes.ts';
import { legacyAvatarImport } from './features/profile/legacy-avatars.ts';
import { topicsRoutes } from './features/topics/topics.routes.ts';
import { quizSessionRoutes } from './features/quiz-sessions/quiz-sessions.routes.ts';
import { statsRoutes } from './features/stats/stats.routes.ts';
import { flagRoutes } from './features/flags/flags.routes.ts';
import { moderationRoutes } from './features/flags/moderation.routes.ts';
import { questionRoutes } from './features/questions/questions.routes.ts';
import { sharedQuestionRoutes } from './features/sharing/shared-questions.routes.ts';
import { shareRoutes } from './features/sharing/sharing.routes.ts';
import { quizRoutes } from './features/quizzes/quizzes.routes.ts';
import { savedRoutes } from './features/saved/saved.routes.ts';
import { discussionRoutes } from './features/discussion/discussion.routes.ts';
import { imageRoutes } from './features/images/images.routes.ts';
import { notificationRoutes } from './features/notifications/notifications.routes.ts';
import { regionalSnapshotPlugin } from './features/stats/regional-snapshot.ts';
import { readCachePlugin } from './features/stats/read-cache.ts';
import { housekeepingJob } from './features/housekeeping/housekeeping.job.ts';
import { flagHoldJob } from './features/flags/flag-hold.job.ts';
import { examSweepJob } from './features/quiz-sessions/exam-sweep.job.ts';
import { benchRoutes } from './features/bench/bench.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  config: AppConfig;
  db: Database;
  pool: pg.Pool;
  /** a pino logger, or false for none (tests) */
  logger?: FastifyBaseLogger | false;
}

export async function buildApp({ config, db, pool, logger = false }: BuildOptions) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    // A hop count means: trust that many proxies in front of us, counted from the socket.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 256 * 1024,
    frameworkErrors: sendFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { db, pool });
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    perAddress: config.rateLimits.mailPerAddress,
  });
  await app.register(securityPlugin, {
    trustedOrigins: config.trustedOrigins,
    inlineScriptHashes: inlineScriptHashes(config.clientDir),
    hsts: config.publicUrl.startsWith('https:'),
  });
  await app.register(authPlugin, {
    config,
    mails: { resetPassword: resetPasswordMail, verification: verificationMail },
  });
  await app.register(accessPlugin);
  // Before the routes: it documents each one as it is registered (ADR 046).
  await app.register(apiDocsPlugin);
  await app.register(routeLimitsPlugin);
  await app.register(multipart);

  // Each feature's routes under their URL prefix, paths relative to it (ADR 027); access and
  // limits are declared per route (plugins/access.ts, plugins/route-limits.ts).
  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(authRoutes, { prefix: authBasePath });
  await app.register(sessionRoutes, { prefix: '/api/session' });
  await app.register(profileRoutes, { prefix: '/api/profile' });
  await app.register(topicsRoutes, { prefix: '/api/topics' });
  await app.register(questionRoutes, { prefix: '/api/questions' });
  await app.register(flagRoutes, { prefix: '/api/questions' });
  await app.register(shareRoutes, { prefix: '/api/questions' });
  await app.register(discussionRoutes, { prefix: '/api/questions' });
  await app.register(sharedQuestionRoutes, { prefix: '/api/shared' });
  await app.register(notificationRoutes, { prefix: '/api/notifications' });
  await app.register(moderationRoutes, { prefix: '/api/flags' });
  await app.register(quizSessionRoutes, { prefix: '/api/quiz-sessions' });
  await app.register(quizRoutes, { prefix: '/api/quizzes' });
  await app.register(regionalSnapshotPlugin);
  await app.register(readCachePlugin);
  await app.register(statsRoutes, { prefix: '/api/stats' });
  await app.register(savedRoutes, { prefix: '/api/saved' });
  await app.register(imageRoutes, { prefix: '/api/images' });
  // npm run bench's ceiling (ADR 073): only with HIVE_BENCH_ROUTES, so a real server has none.
  if (config.benchRoutes) await app.register(benchRoutes, { prefix: '/api/bench' });
  await app.register(housekeepingJob);
  await app.register(examSweepJob);
  await app.register(flagHoldJob);

  // Avatars still on the disk go into the database, once: only the database is served (ADR 040).
  await app.register(legacyAvatarImport, { uploadsDir: join(config.dataDir, 'uploads') });

  await app.register(staticPlugin, { clientDir: config.clientDir });
  return app;
}
