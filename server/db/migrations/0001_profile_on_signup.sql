-- Every user gets a profile in the same transaction that creates the user, so no code path
-- (sign-up, seed, a future provider) can leave a user without one.
CREATE FUNCTION create_profile_for_user() RETURNS trigger AS $$
BEGIN
  INSERT INTO profiles (id, name) VALUES (NEW.id, left(NEW.name, 100))
  ON CONFLICT (id) DO NOTHING;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_creates_profile AFTER INSERT ON "user"
  FOR EACH ROW EXECUTE FUNCTION create_profile_for_user();
