-- The database announces what changed, so no code path can forget to (ADR 0013).
-- Every row written to a table the API's caches read sends a NOTIFY on 'saath_changes' when its
-- transaction commits (PostgreSQL delivers nothing for a rolled back one, and one payload once
-- per transaction however often it was sent). Payloads are short text, split on '|':
--   g|<community id>|<from>|<to>|<travel date>   a group row (the search bucket it sits in)
--   m|<user id>|<community id>                   a membership of that user
--   u|<user id>                                  a user or one of their sessions
CREATE FUNCTION saath_announce_group() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM pg_notify('saath_changes',
    'g|' || r.id || '|' || r.from_location || '|' || r.to_location || '|' || r.travel_date);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION saath_announce_membership() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM pg_notify('saath_changes', 'm|' || r.user_id || '|' || r.community_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION saath_announce_user() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('saath_changes', 'u|' || r.user_id);
  ELSE
    PERFORM pg_notify('saath_changes', 'u|' || r.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER communities_announce AFTER INSERT OR UPDATE OR DELETE ON communities
  FOR EACH ROW EXECUTE FUNCTION saath_announce_group();
--> statement-breakpoint
CREATE TRIGGER memberships_announce AFTER INSERT OR UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION saath_announce_membership();
--> statement-breakpoint
-- A new user or session is read when first used: only changes and removals matter to a cache.
CREATE TRIGGER users_announce AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION saath_announce_user();
--> statement-breakpoint
CREATE TRIGGER sessions_announce AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION saath_announce_user();
