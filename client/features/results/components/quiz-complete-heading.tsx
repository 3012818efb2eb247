import type { Ref } from 'react';

/** "Quiz Complete!" [product#results]: the results' h1, focused when the results appear. An exam
 * (ADR 036), which the spec does not know, says "Exam Complete!". */
export function QuizCompleteHeading({
  headingRef,
  exam = false,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  exam?: boolean;
}) {
  return (
    <h1
      ref={headingRef}
      tabIndex={-1}
      className="text-3xl font-extrabold tracking-tight focus:outline-none"
    >
      {exam ? 'Exam Complete!' : 'Quiz Complete!'}
    </h1>
  );
}
