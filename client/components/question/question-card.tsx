// A question as a card: topic badges (with any badges of the page's own), the question text, its
// images (ADR 040) and its four options. The options are chosen with toggle buttons (role=group "Answers"), with radio
// inputs (a radiogroup named by the question), or only read (a list "Answers"); once the answer
// key is given they show what was chosen and what was right.
import { useId, type ReactNode } from 'react';
import type { OptionId } from '#shared/contract/question-view.ts';
import type { QuestionImageView } from '#shared/contract/images.ts';
import { cn } from '#client/lib/cn.ts';
import { TopicBadges } from '#client/components/topic-badges.tsx';
import { AnswerOption, type AnswerOptionControl } from './answer-option.tsx';
import { QuestionImages } from './question-images.tsx';

export interface ShownQuestion {
  questionText: ReactNode;
  topics: { name: string }[];
  answers: { id: OptionId; text: ReactNode }[];
  /** under the stem; none when absent */
  images?: QuestionImageView[];
}

/** Answering: how the viewer chooses, and what they chose so far. */
interface QuestionChoice {
  control: 'button' | 'radio';
  selected: OptionId | null;
  onSelect: (id: OptionId) => void;
  disabled?: boolean;
  /** the radio group's name (a fresh one when omitted) */
  name?: string;
  /** options struck out [product#strike-out] */
  struck?: readonly OptionId[];
  /** striking is open: each option gets its strike control and long press */
  onStrike?: ((id: OptionId) => void) | undefined;
}

export interface QuestionCardProps {
  question: ShownQuestion;
  /** article (default) or div, when the page wraps the card in a form of its own */
  as?: 'article' | 'div';
  /** the id of the element that names the card; the question text by default */
  labelledBy?: string;
  /** the question text's id (a fresh one when omitted) */
  textId?: string;
  textAs?: 'p' | 'h2';
  /** above the badges: a number, a verdict, a date */
  header?: ReactNode;
  /** shown in one row before the topic badges (points, status) */
  badges?: ReactNode;
  choice?: QuestionChoice;
  /** without a choice: the viewer's answer, if any */
  selected?: OptionId | null;
  /** the answer key once revealed (see AnswerOption); undefined while answering */
  correctAnswer?: OptionId | null;
  /** md while answering or previewing; sm in lists of answered questions */
  size?: 'md' | 'sm';
  /** with a revealed answer key: the share of trainees who chose each option (ADR 032) */
  peerOptions?: Record<OptionId, number> | undefined;
  /** below the options: outcome, explanation, actions */
  children?: ReactNode;
  /** false inside a card of the page's own: no border, shadow or background of its own */
  framed?: boolean;
}

export function QuestionCard({
  question,
  as: Tag = 'article',
  labelledBy,
  textId,
  textAs: Text = 'p',
  header,
  badges,
  choice,
  selected = null,
  correctAnswer,
  size = 'md',
  peerOptions,
  children,
  framed = true,
}: QuestionCardProps) {
  const ownTextId = useId();
  const ownName = useId();
  const questionTextId = textId ?? ownTextId;
  const chosen = choice ? choice.selected : selected;
  const md = size === 'md';

  const controlOf = (id: OptionId): AnswerOptionControl => {
    if (!choice) return { kind: 'none' };
    const onSelect = () => choice.onSelect(id);
    return choice.control === 'radio'
      ? { kind: 'radio', name: choice.name ?? ownName, onSelect, disabled: choice.disabled }
      : { kind: 'button', onSelect, disabled: choice.disabled };
  };
  const options = question.answers.map((option) => (
    <AnswerOption
      key={option.id}
      id={option.id}
      text={option.text}
      control={controlOf(option.id)}
      selected={chosen === option.id}
      correctAnswer={correctAnswer}
      size={size}
      chosePercent={peerOptions?.[option.id]}
      struck={choice?.struck?.includes(option.id)}
      strike={
        choice?.onStrike && correctAnswer === undefined
          ? { onToggle: () => choice.onStrike?.(option.id), disabled: choice.disabled }
          : undefined
      }
    />
  ));
  const listClass = cn('flex flex-col', md ? 'gap-2.5' : 'gap-2');

  return (
    <Tag
      // a div has no name of its own: the page names the form around it
      aria-labelledby={Tag === 'article' ? (labelledBy ?? questionTextId) : labelledBy}
      className={cn(
        // clear of the sticky header when focus or a link scrolls it into view
        'flex scroll-mt-32 flex-col p-4',
        framed &&
          'rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]',
        md ? 'gap-4 sm:p-6' : 'gap-3 sm:p-5',
      )}
    >
      {header}
      {badges ? (
        <div className="flex flex-wrap items-center gap-1.5">
          {badges}
          <TopicBadges topics={question.topics} />
        </div>
      ) : (
        <TopicBadges topics={question.topics} />
      )}
      <Text
        id={questionTextId}
        // The stem is read, not shouted: body size, regular weight, a comfortable line length.
        className={cn(
          'whitespace-pre-line',
          md ? 'max-w-[70ch] text-[1.0625rem] leading-relaxed' : 'font-semibold leading-relaxed',
        )}
      >
        {question.questionText}
      </Text>
      <QuestionImages images={question.images} size={size} />
      {choice?.control === 'button' ? (
        <div role="group" aria-label="Answers" className={listClass}>
          {options}
        </div>
      ) : choice?.control === 'radio' ? (
        <div role="radiogroup" aria-labelledby={questionTextId} className={listClass}>
          {options}
        </div>
      ) : (
        <ul aria-label="Answers" className={listClass}>
          {options}
        </ul>
      )}
      {children}
    </Tag>
  );
}
