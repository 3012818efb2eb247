import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commentBodySchema,
  commentListSchema,
  commentSchema,
  discussionMessages,
  questionRatingSchema,
  rateQuestionSchema,
} from '#shared/contract/discussion.ts';
import { access } from '#server/plugins/access.ts';
import type { RouteRateLimit } from '#server/plugins/route-limits.ts';
import { rateQuestion, readRating } from './ratings.service.ts';
import { keepComment, removeComment } from './comment-moderation.service.ts';
import {
  deleteComment,
  editComment,
  listComments,
  postComment,
  reportComment,
} from './comments.service.ts';

const params = z.object({ id: z.uuid({ error: discussionMessages.notFound }) });
const commentParams = params.extend({
  commentId: z.uuid({ error: discussionMessages.commentNotFound }),
});
const ok = { 200: z.object({ ok: z.literal(true) }) };
const commentLimit: RouteRateLimit = {
  limit: 'commentWrites',
  message: discussionMessages.tooManyComments,
};

/** Ratings and the comment thread of a question (ADR 038); registered at /api/questions. */
export async function discussionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:id/ratings',
    { config: access.owner, schema: { params, response: { 200: questionRatingSchema } } },
    async (request) => readRating(app.db, request.user.id, request.params.id),
  );

  app.put(
    '/:id/ratings',
    {
      config: access.owner,
      schema: { params, body: rateQuestionSchema, response: { 200: questionRatingSchema } },
    },
    async (request) => rateQuestion(app.db, request.user.id, request.params.id, request.body),
  );

  app.get(
    '/:id/comments',
    { config: access.owner, schema: { params, response: { 200: commentListSchema } } },
    async (request) => listComments(app.db, request.user.id, request.params.id),
  );

  app.post(
    '/:id/comments',
    {
      config: { ...access.owner, rateLimit: commentLimit },
      schema: { params, body: commentBodySchema, response: { 200: commentSchema } },
    },
    async (request) => postComment(app.db, request.user.id, request.params.id, request.body.body),
  );

  app.patch(
    '/:id/comments/:commentId',
    {
      config: { ...access.owner, rateLimit: commentLimit },
      schema: { params: commentParams, body: commentBodySchema, response: { 200: commentSchema } },
    },
    async (request) =>
      editComment(
        app.db,
        request.user.id,
        request.params.id,
        request.params.commentId,
        request.body.body,
      ),
  );

  app.delete(
    '/:id/comments/:commentId',
    { config: access.owner, schema: { params: commentParams, response: ok } },
    async (request) => {
      await deleteComment(app.db, request.user.id, request.params.id, request.params.commentId);
      return { ok: true as const };
    },
  );

  app.post(
    '/:id/comments/:commentId/report',
    {
      config: { ...access.owner, rateLimit: commentLimit },
      schema: { params: commentParams, response: ok },
    },
    async (request) => {
      await reportComment(app.db, request.user.id, request.params.id, request.params.commentId);
      return { ok: true as const };
    },
  );

  // The question's author reviews a reported comment: Keep shows it again, Remove deletes it.
  app.post(
    '/:id/comments/:commentId/keep',
    { config: access.owner, schema: { params: commentParams, response: ok } },
    async (request) => {
      await keepComment(app.db, request.user.id, request.params.id, request.params.commentId);
      return { ok: true as const };
    },
  );

  app.post(
    '/:id/comments/:commentId/remove',
    { config: access.owner, schema: { params: commentParams, response: ok } },
    async (request) => {
      await removeComment(app.db, request.user.id, request.params.id, request.params.commentId);
      return { ok: true as const };
    },
  );
}
