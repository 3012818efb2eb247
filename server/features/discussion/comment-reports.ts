// A comment's open reports (ADR 038): those made after the question's author last chose Keep.
// The older rows stay, so whoever reported before cannot report the kept comment again.
import { sql } from 'drizzle-orm';
import { commentReports, questionComments } from '#server/db/schema/index.ts';

/** The open reports of the question_comments row in scope, for a select list; served by the
 * comment_reports primary key (comment_id first). */
export const openReports = () => sql<number>`(
  select count(*)::int from ${commentReports}
  where ${commentReports.commentId} = ${questionComments.id}
    and ${commentReports.createdAt} > coalesce(${questionComments.reportsClearedAt}, '-infinity')
)`;
