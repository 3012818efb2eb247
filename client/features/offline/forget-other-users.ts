// At sign-out or when another account signs in on this device (ADR 060): the offline study kept
// for anyone but `keptFor` goes. Downloads and last-sent results are deleted. A queued completion
// is the one thing that is not: it holds answers its owner gave and the server has not counted,
// and it is sent only for that owner (outbox.ts), so it waits for them to sign in again, without
// the questions and answer keys it carried for its results shown before sending.
import { offlineDb } from './device/offline-db.ts';

export async function forgetOtherUsers(keptFor: string | null) {
  const others = <T extends { userId: string }>(records: T[]) =>
    records.filter((record) => record.userId !== keptFor);
  for (const download of others(await offlineDb.all('downloads'))) {
    await offlineDb.delete('downloads', download.userId);
  }
  for (const synced of others(await offlineDb.all('synced'))) {
    await offlineDb.delete('synced', synced.userId);
  }
  for (const queued of others(await offlineDb.all('outbox'))) {
    if (!queued.review) continue;
    const { review: _seen, ...held } = queued;
    await offlineDb.put('outbox', held);
  }
}
