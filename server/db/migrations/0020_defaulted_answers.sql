ALTER TABLE "user_answers" ADD COLUMN "defaulted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written (ADR 058): the shared quizzes' defaulted answers so far, known from the stored
-- result, which withholds the key of a question the taker left unanswered.
UPDATE "user_answers" ua SET "defaulted" = true
FROM "quiz_sessions" s, jsonb_array_elements(s."result" -> 'results') r
WHERE ua."quiz_session_id" = s."id" AND ua."source" = 'shared-quiz'
  AND r ->> 'questionId' = ua."question_id"::text
  AND r ->> 'selectedAnswer' IS NOT NULL AND r ->> 'correctAnswer' IS NULL;--> statement-breakpoint
-- A status row only defaulted answers wrote says the user answered a question they never did:
-- it opened the question's thread, its saving and its offline key. Gone.
DELETE FROM "user_question_status" s
WHERE EXISTS (SELECT 1 FROM "user_answers" ua
              WHERE ua."user_id" = s."user_id" AND ua."question_id" = s."question_id"
                AND ua."defaulted")
  AND NOT EXISTS (SELECT 1 FROM "user_answers" ua
                  WHERE ua."user_id" = s."user_id" AND ua."question_id" = s."question_id"
                    AND NOT ua."defaulted");--> statement-breakpoint
-- and a flag such a status allowed holds nothing (as 0019 did for flags of non-answerers)
UPDATE "flagged_questions" f SET "lapsed" = true
WHERE NOT f."lapsed"
  AND f."flagged_by" <> (SELECT q."created_by" FROM "questions" q WHERE q."id" = f."question_id")
  AND NOT EXISTS (SELECT 1 FROM "user_question_status" s
                  WHERE s."user_id" = f."flagged_by" AND s."question_id" = f."question_id");
