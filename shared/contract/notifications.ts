import { z } from 'zod';

/** DELETE /api/notifications/:id (the owner dismisses one): someone else's, or none. */
export const notificationMessages = { notFound: 'Notification not found' } as const;

const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  /** question-flagged: { questionId, questionText, reason, flaggedByName } */
  payload: z.record(z.string(), z.unknown()),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  /** the question it is about was deleted: nothing to open, only to dismiss */
  questionDeleted: z.boolean(),
});
/** GET /api/notifications */
export const notificationListSchema = z.object({
  unreadCount: z.number().int(),
  items: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
