// When Quick 10 has nothing left to teach [product#quick-10]: no new questions, no incorrect ones,
// and every question answered correctly. An empty hive is not "mastered".

export interface MasteryCounts {
  totalQuestions: number;
  unattemptedQuestions: number;
  incorrectQuestions: number;
  correctQuestions: number;
}

export function allQuestionsMastered(counts: MasteryCounts): boolean {
  return (
    counts.totalQuestions > 0 &&
    counts.unattemptedQuestions === 0 &&
    counts.incorrectQuestions === 0 &&
    counts.correctQuestions === counts.totalQuestions
  );
}
