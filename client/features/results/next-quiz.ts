// Where "Next 10" on /results goes [product#next-ten, ADR 077]: another quiz of the kind just
// finished, started the way its own screens start it, so /answer, review options and
// /congratulations follow as they would from there.
import type { QuizResult, ReviewMode } from '#shared/contract/quiz.ts';
import type { QuestionStats } from '#shared/contract/stats.ts';
import { allQuestionsMastered } from '#shared/domain/mastery.ts';
import { paths, type AnswerState } from '#client/lib/paths.ts';

/** What the results screen knows beside the result; either may still be loading. */
export interface NextQuizFacts {
  /** the viewer's question counts (the stats feature's) */
  stats?: QuestionStats | undefined;
  /** questions due for review today; undefined for a visitor or until known */
  due?: number | undefined;
}

export interface NextQuiz {
  to: string;
  state?: AnswerState;
  /** what it starts, under the button's name */
  what: string;
}

const nextCount = 10;

/** Quick 10 as /quick-10 starts it: /congratulations once everything is mastered. */
function quickTen(facts: NextQuizFacts): NextQuiz {
  if (facts.stats && allQuestionsMastered(facts.stats.overall)) {
    return { to: paths.congratulations, what: 'Quick 10' };
  }
  return { to: paths.answer, state: { type: 'quick', questionCount: nextCount }, what: 'Quick 10' };
}

/** The topic's name from the counts, else the one topic every question of the quiz shares. */
function topicName(result: QuizResult, facts: NextQuizFacts): string | undefined {
  const known = facts.stats?.topics.find((t) => t.topicId === result.topicId)?.topicName;
  if (known) return known;
  const [first, ...rest] = result.results;
  const shared = first?.topics
    .map((t) => t.name)
    .filter((name) => rest.every((r) => r.topics.some((t) => t.name === name)));
  return shared?.length === 1 ? shared[0] : undefined;
}

/** Questions left for a review of this mode in this scope; undefined until the counts load. */
function reviewLeft(
  mode: ReviewMode,
  topicId: number | null,
  facts: NextQuizFacts,
): number | undefined {
  const counts =
    topicId === null
      ? facts.stats?.overall
      : facts.stats?.topics.find((t) => t.topicId === topicId);
  if (!counts) return undefined;
  return mode === 'incorrect' ? counts.incorrectQuestions : counts.correctQuestions;
}

/**
 * The quiz "Next 10" starts, or null where the screen offers none: an exam has "Sit Another Exam"
 * and a shared quiz its own page's Take it again. A saved quiz asks the same saved questions each
 * time, so it is followed by a Quick 10, and so is a custom test (its filters are not kept); so is a due review with nothing left due, and a review
 * whose scope has no questions of that mode left.
 */
export function nextQuiz(
  result: QuizResult,
  reviewMode: ReviewMode | undefined,
  facts: NextQuizFacts,
): NextQuiz | null {
  switch (result.quizType) {
    case 'exam':
    case 'shared-quiz':
      return null;
    case 'topic': {
      if (result.topicId === null) return quickTen(facts);
      const name = topicName(result, facts);
      const state: AnswerState = {
        type: 'topic',
        topicId: result.topicId,
        ...(name !== undefined && { topicName: name }),
        questionCount: nextCount,
      };
      return { to: paths.answer, state, what: name ?? 'This topic' };
    }
    case 'review': {
      if (!reviewMode || reviewLeft(reviewMode, result.topicId, facts) === 0) {
        return quickTen(facts);
      }
      const name = result.topicId === null ? undefined : topicName(result, facts);
      const state: AnswerState = {
        type: result.topicId === null ? 'quick' : 'topic',
        ...(result.topicId !== null && { topicId: result.topicId }),
        ...(name !== undefined && { topicName: name }),
        questionCount: nextCount,
        reviewMode,
      };
      const what = reviewMode === 'incorrect' ? 'Incorrect answers' : 'Correct answers';
      return { to: paths.answer, state, what: name ? `${what}: ${name}` : what };
    }
    case 'due':
      if (facts.due === 0) return quickTen(facts);
      return { to: paths.answer, state: { type: 'due' }, what: 'Due review' };
    case 'quick':
    case 'saved':
    case 'custom':
      return quickTen(facts);
  }
}
