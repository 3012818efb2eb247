// The questions sessions issue, kept in memory per process under the global read version
// (db/read-version.ts): every change of what a stored question holds (its text, options, answer key,
// explanation, reference, topics, images, author or deletion, a topic's name) moves that version
// at its commit. A start shows them without their key; a completion grades them with it. Reading
// them was the largest statement of a start (`load_questions`, a quarter of PostgreSQL's time per
// quick start) and about a ninth of a completion's, for rows that change far less often than
// they are issued and graded.
//
// The caller reads the version before the questions are read (the start in the session's
// insert, the completion in the session's lock), so what is kept under a version is never older
// than that version: a change that commits in between is in the rows and moves the version, and
// the next caller reads the new version and reads again.
import type { Executor } from '#server/db/client.ts';
import { perDatabase } from '#server/db/per-database.ts';
import { loadQuestions, type FullQuestion } from '#server/features/questions/question-read.ts';
import { presentAuthoredQuestion } from '#server/features/questions/question-presenter.ts';
import type { AuthoredQuestionView } from '#shared/contract/question-view.ts';

/** Bounds memory (about 1.5 KB a question): past this many, the oldest entries go first. */
const maxEntries = 3_000;

class IssuedQuestions {
  private version: string | null = null;
  private readonly byId = new Map<string, FullQuestion>();
  /** for the tests: how many questions were read from the database */
  readonly counts = { read: 0 };

  /** The questions `ids` as their taker sees them (no answer key), under `version`. */
  async present(db: Executor, ids: string[], version: string): Promise<AuthoredQuestionView[]> {
    return (await this.rows(db, ids, version)).map(presentAuthoredQuestion);
  }

  /**
   * The questions `ids` with their keys (in that order, missing ones left out) under `version`,
   * read now. Shared with other callers: never to be changed. Not for a transaction that changes
   * questions: it would keep rows that have not committed.
   */
  async rows(db: Executor, ids: string[], version: string): Promise<FullQuestion[]> {
    if (version !== this.version) {
      this.byId.clear();
      this.version = version;
    }
    const found = new Map<string, FullQuestion>();
    const missing: string[] = [];
    for (const id of ids) {
      const question = this.byId.get(id);
      if (question) found.set(id, question);
      else missing.push(id);
    }
    if (missing.length > 0) {
      this.counts.read += missing.length;
      for (const question of await loadQuestions(db, missing)) {
        found.set(question.id, question);
        // another caller may have moved to a newer version while this one read
        if (this.version === version) this.keep(question);
      }
    }
    return ids.flatMap((id) => {
      const question = found.get(id);
      return question ? [question] : [];
    });
  }

  private keep(question: FullQuestion) {
    if (this.byId.size >= maxEntries) {
      const oldest = this.byId.keys().next();
      if (!oldest.done) this.byId.delete(oldest.value);
    }
    this.byId.set(question.id, question);
  }
}

/** One per app's database: two apps in one process (the tests) must not share entries. */
export const issuedQuestionsOf = perDatabase(() => new IssuedQuestions());
