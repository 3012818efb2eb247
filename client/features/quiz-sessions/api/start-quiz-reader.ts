// POST /api/quiz-sessions's response read without Zod: building the quiz contracts (quiz, exam,
// the question views and images they import) for this one parse was /answer's largest task after
// its first paint, about 11,000 Zod calls (issue 11, ADR 044). The same rules as
// startQuizResponseSchema, for the JSON the server sends and session storage keeps;
// start-quiz-reader.test.ts checks that both agree.
import {
  array,
  fail,
  int,
  matching,
  nullable,
  object,
  reading,
  string,
  uuid,
} from '#client/lib/json-reading.ts';
import { optionIds, type OptionId } from '#shared/contract/option-ids.ts';
import type { QuizType, ReviewMode, StartQuizResponse } from '#shared/contract/quiz.ts';

type ReadySession = Extract<StartQuizResponse, { status: 'ready' }>['session'];
type Question = ReadySession['questions'][number];
type ExamState = NonNullable<ReadySession['exam']>;

// The schemas' enums; the property test draws from the schemas' own options, so a value added
// there and not here fails it.
const quizTypes: readonly QuizType[] = [
  'quick',
  'topic',
  'review',
  'shared-quiz',
  'due',
  'saved',
  'exam',
];
const reviewModes: readonly ReviewMode[] = ['incorrect', 'correct'];

/** Zod's z.iso.datetime(): a real calendar date, seconds, any fraction, UTC ('Z') only. */
const datetime = matching(
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8])))T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$/,
);
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): T =>
    values.includes(value as T) ? (value as T) : fail();
const optionId = oneOf<OptionId>(optionIds);

function readQuestion(value: unknown): Question {
  const question = object(value);
  const answers = array(question.answers, (option) => {
    const { id, text } = object(option);
    return { id: optionId(id), text: string(text) };
  });
  if (answers.length !== optionIds.length) fail();
  // unknown keys dropped, as Zod does
  return {
    id: uuid(question.id),
    questionText: string(question.questionText),
    topics: array(question.topics, (topic) => ({ name: string(object(topic).name) })),
    answers,
    points: int(question.points),
    images: array(question.images, (image) => {
      const { url, alt, width, height } = object(image);
      return { url: string(url), alt: string(alt), width: int(width), height: int(height) };
    }),
    createdBy: string(question.createdBy),
  };
}

/** z.record(z.string(), optionId): its own keys, skipping __proto__ as Zod does. */
function readExamAnswers(value: unknown): Record<string, OptionId> {
  const record = object(value);
  const answers: Record<string, OptionId> = {};
  for (const key of Object.keys(record)) {
    if (key !== '__proto__') answers[key] = optionId(record[key]);
  }
  return answers;
}

function readExam(value: unknown): ExamState {
  const exam = object(value);
  return {
    deadlineAt: nullable(exam.deadlineAt, datetime),
    timeLimitSeconds: nullable(exam.timeLimitSeconds, int),
    serverNow: datetime(exam.serverNow),
    startedAt: datetime(exam.startedAt),
    answers: readExamAnswers(exam.answers),
    marked: array(exam.marked, string),
  };
}

function readSession(value: unknown): ReadySession {
  const session = object(value);
  return {
    id: uuid(session.id),
    quizType: oneOf(quizTypes)(session.quizType),
    topicId: nullable(session.topicId, int),
    reviewMode: nullable(session.reviewMode, oneOf(reviewModes)),
    quiz: nullable(session.quiz, (quiz) => {
      const { id, name, creatorName } = object(quiz);
      return { id: uuid(id), name: string(name), creatorName: string(creatorName) };
    }),
    claimToken: nullable(session.claimToken, string),
    questions: array(session.questions, readQuestion),
    exam: nullable(session.exam, readExam),
  };
}

function readResponse(value: unknown): StartQuizResponse {
  const response = object(value);
  switch (response.status) {
    case 'ready':
      return { status: 'ready', session: readSession(response.session) };
    case 'all-attempted': {
      const stats = object(response.stats);
      return {
        status: 'all-attempted',
        stats: {
          totalQuestions: int(stats.totalQuestions),
          correctCount: int(stats.correctCount),
          incorrectCount: int(stats.incorrectCount),
        },
      };
    }
    case 'empty':
      return { status: 'empty' };
    default:
      return fail();
  }
}

/** The start response, or undefined when it is not what the contract says. */
export function readStartQuizResponse(json: unknown): StartQuizResponse | undefined {
  return reading(json, readResponse);
}
