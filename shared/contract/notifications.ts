import { z } from 'zod';

const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  /** question-flagged: { questionId, questionText, reason, flaggedByName } */
  payload: z.record(z.string(), z.unknown()),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
/** GET /api/notifications */
export const notificationListSchema = z.object({
  unreadCount: z.number().int(),
  items: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
