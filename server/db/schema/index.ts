// The whole schema, for Drizzle's query builder and drizzle-kit.
export * from './auth.ts';
export * from './profiles.ts';
export * from './topics.ts';
export * from './questions.ts';
export * from './quiz-sessions.ts';
export * from './quizzes.ts';
export * from './sharing.ts';
export * from './points.ts';
export * from './notifications.ts';
export * from './system.ts';
export * from './review.ts';
export * from './saved.ts';
export * from './discussion.ts';
export * from './images.ts';
export * from './moderation.ts';
