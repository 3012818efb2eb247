import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notificationListSchema } from '#shared/contract/notifications.ts';
import {
  boolean,
  extra,
  int,
  jsonObject,
  near,
  nullableNear,
  record,
  string,
  uuid,
  schemaReading,
} from '#client/lib/json-reading.arbitraries.ts';
import { readNotificationList } from './notifications-reader.ts';

const zodReading = schemaReading(notificationListSchema);

class Payload {
  questionText = 'x';
}
// What z.record(z.string(), z.unknown()) is asked to take: JSON objects (with "__proto__" and
// "constructor" keys as JSON.parse makes them, own keys), objects of no prototype, and the
// objects it refuses (arrays, a Date, a class's instance, a Map, boxed values).
const jsonPayload = jsonObject(
  fc.oneof(
    fc.string({ maxLength: 4 }),
    fc.constantFrom('__proto__', 'constructor', 'questionText', '0'),
  ),
  fc.jsonValue({ maxDepth: 1 }),
);
const payload = fc.oneof(
  { weight: 20, arbitrary: jsonPayload },
  { weight: 3, arbitrary: fc.dictionary(fc.string({ maxLength: 4 }), fc.anything()) },
  {
    weight: 3,
    arbitrary: fc.anything({
      withNullPrototype: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withBoxedValues: true,
      withTypedArray: true,
      withSparseArray: true,
      withObjectString: true,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      Object.assign(Object.create(null) as object, { questionText: 'x' }),
      new Date(0),
      new Payload(),
      new Map([['questionText', 'x']]),
      { [Symbol('key')]: 1 },
      Object.defineProperty({}, Symbol('hidden'), { value: 1, enumerable: false }),
      Object.defineProperty({ a: 1 }, 'hidden', { value: 2, enumerable: false }),
      { constructor: () => 1 },
      [],
      ['questionText'],
    ),
  },
);
const notification = record({
  id: uuid,
  kind: string,
  payload,
  readAt: nullableNear(fc.string({ maxLength: 8 })),
  createdAt: string,
  questionDeleted: boolean,
});
const list = near(
  fc.record(
    { unreadCount: int, items: near(fc.array(notification, { maxLength: 3 })), ...extra },
    { requiredKeys: ['unreadCount', 'items'] },
  ),
);

describe('readNotificationList', () => {
  const item = {
    id: '6f1c2a55-0b7e-4c1f-9a51-3d2b8e4f7a10',
    kind: 'question-flagged',
    payload: { questionId: 'q1', questionText: 'Which nerve?', reason: 'typo' },
    readAt: null,
    createdAt: '2026-11-25T03:00:00.000Z',
    questionDeleted: false,
  };

  it('reads the list the server sends, dropping unknown keys', () => {
    expect(readNotificationList({ unreadCount: 1, items: [{ ...item, userId: 'u1' }] })).toEqual({
      unreadCount: 1,
      items: [item],
    });
  });

  it('refuses a bad id, an array payload, a fraction, or no object', () => {
    expect(
      readNotificationList({ unreadCount: 1, items: [{ ...item, id: 'n1' }] }),
    ).toBeUndefined();
    expect(
      readNotificationList({ unreadCount: 1, items: [{ ...item, payload: [] }] }),
    ).toBeUndefined();
    expect(readNotificationList({ unreadCount: 0.5, items: [] })).toBeUndefined();
    expect(readNotificationList(null)).toBeUndefined();
    const { questionDeleted: _missing, ...withoutFlag } = item;
    for (const odd of [withoutFlag, { ...item, questionDeleted: 'false' }]) {
      expect(readNotificationList({ unreadCount: 1, items: [odd] })).toBeUndefined();
    }
  });

  it("takes the payloads Zod v4's record takes: plain objects, of no prototype too", () => {
    const withPayload = (payload: unknown) => ({ unreadCount: 1, items: [{ ...item, payload }] });
    const payloadRead = (payload: unknown) => {
      const json = withPayload(payload);
      expect(readNotificationList(json)).toEqual(zodReading(json));
      return readNotificationList(json)?.items[0]?.payload;
    };
    expect(payloadRead(Object.assign(Object.create(null) as object, { a: 1 }))).toEqual({ a: 1 });
    expect(payloadRead(JSON.parse('{"__proto__":1,"constructor":2,"b":3}'))).toEqual({
      constructor: 2,
      b: 3,
    });
    // an array is refused even when it says its constructor is not Array's
    const arrayLike = Object.assign([], { constructor: undefined });
    for (const refused of [
      [],
      arrayLike,
      new Date(0),
      new Payload(),
      new Map(),
      { [Symbol('k')]: 1 },
    ])
      expect(payloadRead(refused)).toBeUndefined();
  });

  it('agrees with notificationListSchema on any value near the contract', () => {
    let read = 0;
    fc.assert(
      fc.property(list, (json) => {
        const expected = zodReading(json);
        expect(readNotificationList(json)).toEqual(expected);
        if (expected?.items.length) read += 1;
      }),
      { numRuns: 2000 },
    );
    // the rules are exercised on whole lists, not only on values refused early
    expect(read).toBeGreaterThan(400);
  });
});
