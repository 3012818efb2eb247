// The last answer of each GET /api read of the signed-in user, kept on this device so that a page
// opened without a connection shows what the user last saw (ADR 048). The api client stores every
// successful read here and falls back to it only when the network fails.
//
// One Cache Storage cache per user (`hive-api:<user id>`): reads look only in the current user's
// cache, and every other user's cache is deleted as soon as the session names someone else, or
// no one (sign-out). So nothing read by one account is ever shown to another on a shared device.
// The page, not the service worker, does this because only the page knows who is signed in.

const prefix = 'hive-api:';
const cachedAtHeader = 'x-hive-cached-at';

/** Reads never kept: sign-in and account flows, the session itself, the health check. */
const neverKept = [/^\/api\/auth\//, /^\/api\/session(\/|\?|$)/, /^\/api\/health(\/|\?|$)/];

let user: string | null = null;

const available = () => typeof caches !== 'undefined';

export function isKeptRead(path: string): boolean {
  return path.startsWith('/api/') && !neverKept.some((pattern) => pattern.test(path));
}

/**
 * Who the session says is signed in (null: no one). Deletes every other user's kept reads; a
 * later sign-in as someone else therefore starts from nothing.
 */
export function setOfflineReadsUser(userId: string | null) {
  if (userId === user) return;
  user = userId;
  if (servedFromDevice.size > 0) {
    servedFromDevice.clear();
    changed();
  }
  if (!available()) return;
  const keep = userId ? prefix + userId : null;
  void caches
    .keys()
    .then((names) =>
      Promise.all(
        names.filter((n) => n.startsWith(prefix) && n !== keep).map((n) => caches.delete(n)),
      ),
    )
    .catch(() => {});
}

/** Keeps a successful read's body for the current user. Never throws. */
export async function keepRead(path: string, body: string, now = Date.now()): Promise<void> {
  if (!user || !available() || !isKeptRead(path)) return;
  const owner = user;
  try {
    const cache = await caches.open(prefix + owner);
    // The session may have changed while the request ran: never file a read under someone else.
    if (owner !== user) return;
    await cache.put(
      path,
      new Response(body, {
        headers: { 'content-type': 'application/json', [cachedAtHeader]: String(now) },
      }),
    );
  } catch {
    // storage full or blocked: the read simply is not available offline
  }
}

/** The kept read of `path` for the current user, with the time it was stored; null if none. */
export async function keptRead(path: string): Promise<{ body: string; cachedAt: number } | null> {
  if (!user || !available() || !isKeptRead(path)) return null;
  try {
    const response = await (await caches.open(prefix + user)).match(path);
    if (!response) return null;
    const cachedAt = Number(response.headers.get(cachedAtHeader));
    return { body: await response.text(), cachedAt: Number.isFinite(cachedAt) ? cachedAt : 0 };
  } catch {
    return null;
  }
}

/**
 * Reads answered from the device since the network last answered, by path, with the time each was
 * stored; the offline notice shows the oldest. Any answer from the network clears them all: the
 * connection is back, and the screens on show read again (React Query refetches on reconnect).
 */
const servedFromDevice = new Map<string, number>();
const listeners = new Set<() => void>();
let oldest: number | null = null;

function changed() {
  oldest = servedFromDevice.size > 0 ? Math.min(...servedFromDevice.values()) : null;
  for (const listener of listeners) listener();
}

export function recordServedFromDevice(path: string, cachedAt: number) {
  servedFromDevice.set(path, cachedAt);
  changed();
}

export function recordServedFromNetwork() {
  if (servedFromDevice.size === 0) return;
  servedFromDevice.clear();
  changed();
}

export function subscribeServedFromDevice(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** When the oldest read on show was stored on this device; null when all came from the server. */
export const oldestServedFromDevice = () => oldest;
