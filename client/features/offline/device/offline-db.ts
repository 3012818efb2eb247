// The IndexedDB database of offline study (ADR 048): the quiz kept on this device for each user
// (`downloads`, by user id), the completions finished offline and not yet sent (`outbox`, by
// session id), and the last one sent (`synced`, by user id) so the dashboard can offer its
// results. A few promise helpers instead of a library: three stores, one record per call.
import type {
  CompleteQuizInput,
  QuizQuestion,
  QuizResult,
  SeenAnswer,
} from '#shared/contract/quiz.ts';
import type { ReadySession } from '#client/lib/quiz-session/quiz-storage.ts';

/** A downloaded quiz: a session the server issued (questions without their answers), and the
 * keys of the questions its owner had already answered (absent from downloads kept before). */
export interface Download {
  userId: string;
  /** what it covers, as the dashboard names it */
  title: string;
  kind: 'topic' | 'due';
  topicId: number | null;
  session: ReadySession;
  seen?: SeenAnswer[];
  downloadedAt: number;
}

/** A quiz finished without a connection, waiting to be sent. */
export interface QueuedCompletion {
  sessionId: string;
  userId: string;
  title: string;
  input: CompleteQuizInput;
  finishedAt: number;
  /** the quiz's questions and the keys it carried, for the results shown before sending */
  review?: { questions: QuizQuestion[]; seen: SeenAnswer[] };
}

/** The last queued quiz the server checked, for "See results". */
export interface SyncedCompletion {
  userId: string;
  title: string;
  result: QuizResult;
}

const stores = { downloads: 'userId', outbox: 'sessionId', synced: 'userId' } as const;
type Store = keyof typeof stores;
interface Records {
  downloads: Download;
  outbox: QueuedCompletion;
  synced: SyncedCompletion;
}

let opening: Promise<IDBDatabase> | undefined;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('hive-offline', 1);
    request.onupgradeneeded = () => {
      for (const [name, keyPath] of Object.entries(stores)) {
        request.result.createObjectStore(name, { keyPath });
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is not available'));
  }).catch((error: unknown) => {
    opening = undefined; // a later call may try again
    throw error;
  });
  return opening;
}

async function run<T>(
  store: Store,
  mode: IDBTransactionMode,
  action: (objects: IDBObjectStore) => IDBRequest,
): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(store, mode);
    const request = action(transaction.objectStore(store));
    // Resolved once the transaction has committed, so a write is on disk when this settles.
    transaction.oncomplete = () => resolve(request.result as T);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
  });
}

export const offlineDb = {
  get: <S extends Store>(store: S, key: string) =>
    run<Records[S] | undefined>(store, 'readonly', (objects) => objects.get(key)),
  all: <S extends Store>(store: S) =>
    run<Records[S][]>(store, 'readonly', (objects) => objects.getAll()),
  put: <S extends Store>(store: S, record: Records[S]) =>
    run<unknown>(store, 'readwrite', (objects) => objects.put(record)),
  delete: (store: Store, key: string) =>
    run<unknown>(store, 'readwrite', (objects) => objects.delete(key)),
};
