// Moderation's messages (ADR 039), without Zod: the header's notification bell, on every signed-in
// page, shows the flag notices and must not carry Zod (ADR 044); flags.ts re-exports
// them beside its schemas.
export const moderationMessages = {
  notFound: 'Flag not found',
  messageEmpty: 'Message is empty',
  messageTooLong: 'Message must be at most 1000 characters',
  notOpen: 'This flag is already closed',
  fixedNotice: 'A question you flagged was updated by its author',
  dismissedNotice: 'The author looked at your flag and kept the question as it is',
  tooManyMessages: 'You are sending messages too fast. Please try again in a few minutes.',
} as const;
