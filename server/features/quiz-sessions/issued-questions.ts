// The questions a quiz start issues, as the taker sees them (no answer key), kept in memory per
// process under the global read version (ADR 050): every change that can alter what a start
// shows (a question's text, options, topics, images or author, a topic's name) moves that version
// at its commit. Reading them was the largest statement of a start (`load_questions`, a quarter of
// PostgreSQL's time per quick start), for rows that change far less often than they are issued.
//
// The caller reads the version before the questions are read (in the session's insert), so what
// is kept under a version is never older than that version: a change that commits in between is
// in the rows and moves the version, and the next start reads the new version and reads again.
import type { Database } from '#server/db/client.ts';
import { perDatabase } from '#server/db/per-database.ts';
import { loadQuestions } from '#server/features/questions/question-read.ts';
import { presentAuthoredQuestion } from '#server/features/questions/question-presenter.ts';
import type { AuthoredQuestionView } from '#shared/contract/question-view.ts';

/** Bounds memory (about 1 KB a question): past this many, the oldest entries go first. */
const maxEntries = 3_000;

export class IssuedQuestions {
  private version: string | null = null;
  private readonly byId = new Map<string, AuthoredQuestionView>();
  /** for the tests: how many questions were read from the database */
  readonly counts = { read: 0 };

  /** The questions `ids` (in that order, missing ones left out) under `version`, read now. */
  async present(db: Database, ids: string[], version: string): Promise<AuthoredQuestionView[]> {
    if (version !== this.version) {
      this.byId.clear();
      this.version = version;
    }
    const found = new Map<string, AuthoredQuestionView>();
    const missing: string[] = [];
    for (const id of ids) {
      const view = this.byId.get(id);
      if (view) found.set(id, view);
      else missing.push(id);
    }
    if (missing.length > 0) {
      this.counts.read += missing.length;
      for (const question of await loadQuestions(db, missing)) {
        const view = presentAuthoredQuestion(question);
        found.set(question.id, view);
        // another start may have moved to a newer version while this one read
        if (this.version === version) this.keep(question.id, view);
      }
    }
    return ids.flatMap((id) => {
      const view = found.get(id);
      return view ? [view] : [];
    });
  }

  private keep(id: string, view: AuthoredQuestionView) {
    if (this.byId.size >= maxEntries) {
      const oldest = this.byId.keys().next();
      if (!oldest.done) this.byId.delete(oldest.value);
    }
    this.byId.set(id, view);
  }
}

/** One per app's database: two apps in one process (the tests) must not share entries. */
export const issuedQuestionsOf = perDatabase(() => new IssuedQuestions());
