-- A booked group's detail shows its tickets (how many are issued, of how many) and its award
-- (the PNR, the ticketing deadline) beside the group's cached record. None of them is a column
-- of the group, so the database announces them on the change channel (migration 0006) as a
-- change of the group's tickets, 't|<group id>': the API then drops the group's record, and what
-- was read beside it, instead of reading them on every request.
CREATE OR REPLACE FUNCTION saath_announce_tickets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('saath_changes', 'm|' || r.user_id || '|' || r.community_id)
  FROM (SELECT DISTINCT user_id, community_id FROM changed_rows) r;
  PERFORM pg_notify('saath_changes', 't|' || r.community_id)
  FROM (SELECT DISTINCT community_id FROM changed_rows) r;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION saath_announce_group_tickets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('saath_changes', 't|' || r.community_id)
  FROM (SELECT DISTINCT community_id FROM changed_rows) r;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tickets_announce_insert AFTER INSERT ON tickets
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION saath_announce_group_tickets();
--> statement-breakpoint
CREATE TRIGGER tickets_announce_delete AFTER DELETE ON tickets
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION saath_announce_group_tickets();
--> statement-breakpoint
-- A bid's price changes often and is the group's own business (its record is announced); only
-- a change of the award is a change of the tickets.
CREATE FUNCTION saath_announce_awards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('saath_changes', 't|' || r.community_id)
  FROM (
    SELECT DISTINCT n.community_id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.pnr IS DISTINCT FROM o.pnr
       OR n.ticketing_deadline IS DISTINCT FROM o.ticketing_deadline
       OR n.is_selected IS DISTINCT FROM o.is_selected
  ) r;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER quotes_announce_award AFTER UPDATE ON quotes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION saath_announce_awards();
