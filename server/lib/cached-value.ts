// A value read from the database and served from memory for a short while: for public data
// that changes only outside the API (the topic list, seeded at start-up), so that a stream of
// visitors costs no query (issue 11, ADR 043). Concurrent callers share one load; a failed load
// is not kept, so the next caller tries again.
export function cachedFor<T>(maxAgeMs: number, load: () => Promise<T>): () => Promise<T> {
  let value: { data: T; loadedAt: number } | null = null;
  let pending: Promise<T> | null = null;
  return () => {
    if (value && Date.now() - value.loadedAt < maxAgeMs) return Promise.resolve(value.data);
    if (!pending) {
      const startedAt = Date.now();
      pending = load()
        .then((data) => {
          value = { data, loadedAt: startedAt };
          return data;
        })
        .finally(() => {
          pending = null;
        });
    }
    return pending;
  };
}
