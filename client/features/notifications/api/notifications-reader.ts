// GET /api/notifications read without Zod: the header's bell is on every signed-in page, and its
// list contract brought Zod's core (25 KiB gzip) and the building of its schemas into each page's
// first seconds (issue 11, ADR 044). The same rules as notificationListSchema;
// notifications-reader.test.ts checks that both agree.
import {
  array,
  boolean,
  fail,
  int,
  nullable,
  object,
  reading,
  string,
  uuid,
} from '#client/lib/json-reading.ts';
import type { NotificationList } from '#shared/contract/notifications.ts';

/** Zod v4's isPlainObject: an object of Object's prototype or none, not an array, a Date or a
 * class's instance (a `constructor` key that is not a function, as JSON may send, is fine). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { constructor } = value as { constructor?: unknown };
  if (typeof constructor !== 'function') return true;
  const prototype: unknown = constructor.prototype;
  return (
    typeof prototype === 'object' &&
    prototype !== null &&
    !Array.isArray(prototype) &&
    Object.hasOwn(prototype, 'isPrototypeOf')
  );
}

/** z.record(z.string(), z.unknown()): a plain object's own enumerable keys, all strings, with
 * their values as they are, skipping __proto__ as Zod does. */
function readPayload(value: unknown): Record<string, unknown> {
  if (!isPlainObject(value)) return fail();
  const isEnumerable = (key: symbol) => Object.prototype.propertyIsEnumerable.call(value, key);
  // a symbol key fails z.string() (JSON has none; said for the schema's sake)
  if (Object.getOwnPropertySymbols(value).some(isEnumerable)) fail();
  const payload: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (key !== '__proto__') payload[key] = value[key];
  }
  return payload;
}

/** The bell's list, or undefined when it is not what the contract says. */
export const readNotificationList = (json: unknown): NotificationList | undefined =>
  reading(json, (value) => {
    const list = object(value);
    return {
      unreadCount: int(list.unreadCount),
      // unknown keys dropped, as Zod does
      items: array(list.items, (item) => {
        const notification = object(item);
        return {
          id: uuid(notification.id),
          kind: string(notification.kind),
          payload: readPayload(notification.payload),
          readAt: nullable(notification.readAt, string),
          createdAt: string(notification.createdAt),
          questionDeleted: boolean(notification.questionDeleted),
        };
      }),
    };
  });
