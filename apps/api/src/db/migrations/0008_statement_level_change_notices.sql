-- The change notices of migration 0006, sent once per statement instead of once per row
-- for the two tables every join writes. A join batch inserts many memberships and updates many
-- groups in one statement (ADR 0007); a row trigger ran a PL/pgSQL call for each of those rows,
-- a statement trigger runs one and reads the rows from its transition table. The notices and
-- their payloads are unchanged, so the listeners are too. PostgreSQL allows a transition table
-- only on a trigger of one event, hence one trigger per event.
DROP TRIGGER communities_announce ON communities;
--> statement-breakpoint
DROP TRIGGER memberships_announce ON memberships;
--> statement-breakpoint
DROP FUNCTION saath_announce_group();
--> statement-breakpoint
DROP FUNCTION saath_announce_membership();
--> statement-breakpoint
CREATE FUNCTION saath_announce_groups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('saath_changes',
    'g|' || r.id || '|' || r.from_location || '|' || r.to_location || '|' || r.travel_date)
  FROM changed_rows r;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION saath_announce_memberships() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('saath_changes', 'm|' || r.user_id || '|' || r.community_id)
  FROM changed_rows r;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER communities_announce_insert AFTER INSERT ON communities
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION saath_announce_groups();
--> statement-breakpoint
CREATE TRIGGER communities_announce_update AFTER UPDATE ON communities
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION saath_announce_groups();
--> statement-breakpoint
CREATE TRIGGER communities_announce_delete AFTER DELETE ON communities
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION saath_announce_groups();
--> statement-breakpoint
CREATE TRIGGER memberships_announce_insert AFTER INSERT ON memberships
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION saath_announce_memberships();
--> statement-breakpoint
CREATE TRIGGER memberships_announce_update AFTER UPDATE ON memberships
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION saath_announce_memberships();
--> statement-breakpoint
CREATE TRIGGER memberships_announce_delete AFTER DELETE ON memberships
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION saath_announce_memberships();
