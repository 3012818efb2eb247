// The write-question form itself: title, the "draft restored" notice, the cards (question and
// topics, images, answers, explanation and reference), the bottom bar and the nectar celebration.
// State and actions live in use-question-form.ts.
import { History, Undo2 } from 'lucide-react';
import { optionIds } from '#shared/contract/option-ids.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Field } from '#client/components/ui/input.tsx';
import { paths } from '#client/lib/paths.ts';
import { isDraftEmpty, type QuestionDraft } from '../draft.ts';
import { warmQuestionRules } from '../question-rules.ts';
import { PageShell, PageTitle } from './bits.tsx';
import { AnswerField, clearOfBars, CorrectAnswerPicker, TextAreaField } from './form-fields.tsx';
import { ImageFields } from './image-fields.tsx';
import { NectarCelebration } from './nectar-celebration.tsx';
import { QuestionFormBar } from './question-form-bar.tsx';
import { SimilarQuestions } from './similar-questions.tsx';
import { TopicPicker } from './topic-picker.tsx';
import { WritingTips } from './writing-tips.tsx';
import { celebrationMs, useQuestionForm, type QuestionFormMode } from './use-question-form.ts';

/** Nectar for writing a question [product#nectar-for-writing]. */
const nectarForWriting = 5;

export function QuestionForm(props: {
  mode: QuestionFormMode;
  /** a restored draft (new question) or unsaved edits (edit), if any */
  initial: QuestionDraft | null;
  returnTo: string | null;
}) {
  const form = useQuestionForm(props);
  const { editing, draft, set } = form;

  return (
    <PageShell className="pb-0 sm:pb-0">
      <PageTitle
        eyebrow={editing ? 'My Questions' : 'Grow the hive'}
        title={editing ? 'Edit Question' : 'Write a Question'}
        text={
          editing
            ? 'Changes apply to everyone who answers it from now on.'
            : `Turn a case from clinic into an MCQ for your class. Worth ${nectarForWriting} nectar.`
        }
      />

      {form.restoredNotice && !isDraftEmpty(draft) && (
        <div
          role="status"
          className="flex items-center gap-3 rounded-2xl border border-honey-300 bg-honey-100/70 p-3"
        >
          <History className="size-5 shrink-0 text-honey-700" aria-hidden />
          <p className="flex-1 text-sm">
            {editing
              ? 'Your unsaved changes are back.'
              : 'Draft restored: pick up where you left off.'}
          </p>
          <Button variant="ghost" size="sm" onClick={form.startOver} className="min-h-11 shrink-0">
            <Undo2 className="size-4" aria-hidden />
            {editing ? 'Discard changes' : 'Start over'}
          </Button>
        </div>
      )}

      <form
        ref={form.formRef}
        onSubmit={(event) => void form.submit(event)}
        onFocus={warmQuestionRules}
        noValidate
        className="flex flex-1 flex-col gap-4"
      >
        <Card className="flex flex-col gap-5">
          <TextAreaField
            label="Question"
            field="questionText"
            hint="The stem: a short case and what you are asking. At least 10 characters."
            value={draft.questionText}
            max={1000}
            rows={4}
            placeholder="A 54-year-old presents with..."
            onChange={(event) => set('questionText', event.target.value)}
          />
          <TopicPicker
            topics={form.topics.data}
            loading={form.topics.isPending}
            failed={form.topics.isError}
            retrying={form.topics.isFetching}
            onRetry={() => void form.topics.refetch()}
            selected={draft.topicIds}
            onChange={(ids) => set('topicIds', ids)}
            knownNames={form.knownNames}
          />
        </Card>

        <SimilarQuestions text={draft.questionText} excludeId={editing?.id ?? null} />

        <ImageFields images={draft.images} onChange={(images) => set('images', images)} />

        <Card className="flex flex-col gap-4">
          <div>
            <h2 className="text-lg font-bold">Answers</h2>
            <p className="text-sm text-muted">Four options, one of them right.</p>
          </div>
          {optionIds.map((option) => (
            <AnswerField
              key={option}
              option={option}
              value={draft.answers[option]}
              correct={draft.correctAnswer === option}
              onChange={(value) => form.setAnswer(option, value)}
            />
          ))}
          <CorrectAnswerPicker
            value={draft.correctAnswer}
            answers={draft.answers}
            onChange={(value) => set('correctAnswer', value)}
          />
        </Card>

        <WritingTips draft={draft} />

        <Card className="flex flex-col gap-5">
          <TextAreaField
            label="Explanation"
            field="explanation"
            hint="Why the answer is right (and the others are not). At least 10 characters."
            value={draft.explanation}
            max={2000}
            rows={4}
            onChange={(event) => set('explanation', event.target.value)}
          />
          <div data-field="reference">
            <Field
              label="Reference"
              type="url"
              inputMode="url"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              placeholder="https://bpac.org.nz/..."
              hint="A link to the guideline or article behind the answer."
              className={clearOfBars}
              value={draft.reference}
              onChange={(event) => set('reference', event.target.value)}
            />
          </div>
        </Card>

        <QuestionFormBar
          editing={editing !== null}
          saving={form.saving}
          busy={form.busy}
          onPreview={form.preview}
        />
      </form>

      {form.celebrating && (
        <NectarCelebration
          points={nectarForWriting}
          durationMs={celebrationMs}
          destination={form.destination === paths.myQuestions ? 'My Questions' : 'where you were'}
        />
      )}
    </PageShell>
  );
}
