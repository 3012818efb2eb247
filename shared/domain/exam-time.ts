// Whether an exam's time ran out (ADR 036): the server submitted it at the deadline, or it was
// submitted at zero (by the tab's countdown) and so used its whole limit. Untimed exams never do.
export interface ExamTiming {
  autoSubmitted: boolean;
  timeLimitSeconds: number | null;
  timeUsedSeconds: number;
}

export const timeRanOut = (exam: ExamTiming): boolean =>
  exam.autoSubmitted ||
  (exam.timeLimitSeconds !== null && exam.timeUsedSeconds >= exam.timeLimitSeconds);
