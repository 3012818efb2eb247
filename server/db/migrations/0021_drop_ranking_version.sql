-- Custom SQL migration file, put your code below! --
-- Hand-written (ADR 066): the class ranking is read from its statement on every request, so no
-- update of a profile's name, class or year needs to move its stats_version any more.
DROP TRIGGER "profiles_ranking_version" ON "profiles";--> statement-breakpoint
DROP FUNCTION "bump_profile_version"();
