// An independent model of the nectar rules ([product#nectar-and-honey-pots]), written from the
// rules and not from the server's code, so that the property test can compare the two. Pure and
// synchronous: it knows users, questions and answers, nothing about requests or tables.
//
// The rules it encodes:
// - +5 to the author for writing a question; deleting it (only the author can) takes the 5 back,
//   once. A user writes at most 30 questions an hour, deleted ones included.
// - An answer by a signed-in user, from any path (quiz, shared question, shared quiz, a claimed
//   visitor attempt), earns the answerer +1 the first time they answer that question correctly,
//   unless they wrote it; a correct answer after that (a redo, a review) earns nothing.
// - The first answer of each other signed-in user to a question, right or wrong, earns its author
//   +1. Own answers give the author nothing.
// - Visitors earn nothing and give nothing: their answers count only once a user claims them, and
//   then as that user's answers. Flags, shares and replays move no nectar.
// - A deleted question is offered nowhere any more; but a quiz issued before the delete still
//   counts the answer when it is completed or claimed ([product#nectar-first-correct]: the user
// answered
//   what they were shown, and the server does the same).
// - A shared quiz counts an unanswered question as option a: an answer like any other
//   for nectar and the answer counters, but not a question answered (ADR 058): the distinct
//   count moves only when the user chooses an answer to it.
import type { OptionId } from '#shared/contract/questions.ts';

const pointsForWriting = 5;
const writesPerHour = 30;

export interface ModelQuestion {
  author: string;
  correct: OptionId;
  deleted: boolean;
}

/** What the model predicts for one profile (the same columns as `profiles`). */
export interface Figures {
  points: number;
  answersTotal: number;
  answersCorrect: number;
  /** distinct questions answered */
  questionsAnswered: number;
  /** live questions written */
  questionsWritten: number;
}

export type DeleteOutcome = 'deleted' | 'forbidden' | 'not-found';

const pair = (userId: string, questionId: string) => `${userId} ${questionId}`;

export class NectarModel {
  private readonly profiles = new Map<string, Figures>();
  private readonly questions = new Map<string, ModelQuestion>();
  private readonly written = new Map<string, number>();
  private readonly answered = new Set<string>();
  /** (answerer, question): the first correct answer has been paid */
  private readonly firstCorrect = new Set<string>();
  /** (answerer, question): the author has been paid for this answerer */
  private readonly authorPaid = new Set<string>();

  addUser(userId: string): void {
    this.profiles.set(userId, {
      points: 0,
      answersTotal: 0,
      answersCorrect: 0,
      questionsAnswered: 0,
      questionsWritten: 0,
    });
  }

  users(): string[] {
    return [...this.profiles.keys()];
  }

  figures(userId: string): Figures {
    const figures = this.profiles.get(userId);
    if (!figures) throw new Error(`model: unknown user ${userId}`);
    return figures;
  }

  question(questionId: string): ModelQuestion | undefined {
    return this.questions.get(questionId);
  }

  questionIds(): string[] {
    return [...this.questions.keys()];
  }

  isLive(questionId: string): boolean {
    const question = this.questions.get(questionId);
    return question !== undefined && !question.deleted;
  }

  canWrite(author: string): boolean {
    return (this.written.get(author) ?? 0) < writesPerHour;
  }

  write(author: string, questionId: string, correct: OptionId): void {
    if (!this.canWrite(author)) throw new Error('model: write past the hourly limit');
    this.questions.set(questionId, { author, correct, deleted: false });
    this.written.set(author, (this.written.get(author) ?? 0) + 1);
    const figures = this.figures(author);
    figures.points += pointsForWriting;
    figures.questionsWritten += 1;
  }

  deleteOutcome(actor: string, questionId: string): DeleteOutcome {
    const question = this.questions.get(questionId);
    if (!question || question.deleted) return 'not-found';
    return question.author === actor ? 'deleted' : 'forbidden';
  }

  delete(actor: string, questionId: string): void {
    if (this.deleteOutcome(actor, questionId) !== 'deleted') {
      throw new Error(`model: ${actor} may not delete ${questionId}`);
    }
    const question = this.questions.get(questionId)!;
    question.deleted = true;
    const figures = this.figures(question.author);
    figures.points -= pointsForWriting;
    figures.questionsWritten -= 1;
  }

  /**
   * One answer by a signed-in user from any path; returns the nectar it earned the answerer.
   * `defaulted`: a shared quiz's unanswered question, checked as a.
   */
  answer(userId: string, questionId: string, selected: OptionId, defaulted = false): number {
    const question = this.questions.get(questionId);
    if (!question) throw new Error(`model: unknown question ${questionId}`);
    const key = pair(userId, questionId);
    const isCorrect = selected === question.correct;
    const figures = this.figures(userId);
    figures.answersTotal += 1;
    if (isCorrect) figures.answersCorrect += 1;
    if (!defaulted && !this.answered.has(key)) {
      this.answered.add(key);
      figures.questionsAnswered += 1;
    }
    if (question.author === userId) return 0;

    if (!this.authorPaid.has(key)) {
      this.authorPaid.add(key);
      this.figures(question.author).points += 1;
    }
    if (isCorrect && !this.firstCorrect.has(key)) {
      this.firstCorrect.add(key);
      figures.points += 1;
      return 1;
    }
    return 0;
  }
}
