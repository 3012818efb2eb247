import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  classSizesQuerySchema,
  classSizesSchema,
  maxAvatarBytes,
  onboardingSchema,
  profileMessages,
  profileSchema,
  profileUpdateSchema,
} from '#shared/contract/profile.ts';
import { sessionUserSchema } from '#shared/contract/auth.ts';
import { AppError } from '#server/lib/app-error.ts';
import { readUpload } from '#server/features/images/read-upload.ts';
import {
  classSizes,
  completeOnboarding,
  getProfile,
  replaceAvatar,
  updateProfile,
} from './profile.service.ts';
import { access } from '#server/plugins/access.ts';

/** Who is signed in; registered at /api/session. */
export async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Always 200: signed-out is a normal state, not an error.
  app.get(
    '',
    {
      config: access.public,
      schema: {
        response: {
          200: z.object({ user: sessionUserSchema.nullable(), profile: profileSchema.nullable() }),
        },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      if (!user) return { user: null, profile: null };
      return { user, profile: await getProfile(app.db, user.id) };
    },
  );
}

/** The caller's own profile; registered at /api/profile. */
export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '',
    { config: access.user, schema: { response: { 200: profileSchema } } },
    async (request) => {
      const profile = await getProfile(app.db, request.user.id);
      if (!profile) throw new AppError('NOT_FOUND', 404, profileMessages.noUser);
      return profile;
    },
  );

  // Signed in, onboarded or not: onboarding asks it before the trainee has a class.
  app.get(
    '/class-sizes',
    {
      config: access.user,
      schema: { querystring: classSizesQuerySchema, response: { 200: classSizesSchema } },
    },
    async (request) => classSizes(app.db, request.query.year),
  );

  app.post(
    '/onboarding',
    { config: access.user, schema: { body: onboardingSchema, response: { 200: profileSchema } } },
    async (request) => {
      return completeOnboarding(app.db, request.user.id, request.body);
    },
  );

  app.put(
    '',
    {
      config: access.user,
      schema: { body: profileUpdateSchema, response: { 200: profileSchema } },
    },
    async (request) => {
      const profile = await updateProfile(app.db, request.user.id, request.body);
      // the session names the user: the next request must read the new name (ADR 043)
      app.forgetCachedSessions(request.user.id);
      return profile;
    },
  );

  app.post(
    '/avatar',
    {
      config: {
        ...access.user,
        // Counted before the body is read: a refused upload costs no decoding.
        rateLimit: {
          limit: 'avatarUploadsPerUser',
          message: 'Too many profile picture uploads. Please try again later.',
        },
      },
      schema: { response: { 200: profileSchema } },
    },
    async (request) => {
      const bytes = await readUpload(request, {
        maxBytes: maxAvatarBytes,
        tooLarge: profileMessages.imageTooLarge,
        unreadable: profileMessages.notAnImage,
      });
      return replaceAvatar(app.db, request.user.id, bytes);
    },
  );
}
