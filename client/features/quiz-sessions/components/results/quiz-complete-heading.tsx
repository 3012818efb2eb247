import type { Ref } from 'react';

/** "Quiz Complete!" [000 §2; 001 §2]: the results' h1, focused when the results appear. */
export function QuizCompleteHeading({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <h1
      ref={headingRef}
      tabIndex={-1}
      className="text-3xl font-extrabold tracking-tight focus:outline-none"
    >
      Quiz Complete!
    </h1>
  );
}
