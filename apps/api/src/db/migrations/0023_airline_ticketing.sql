-- The winning airline issues the tickets (docs/product/ticketing.md, ADR 0046). A booked group's
-- tickets are now created PENDING; the airline's e-ticket number and the time it was issued
-- are kept on the ticket (an e-ticket number names one ticket, whatever the group); the group
-- PNR and the ticketing deadline are kept on the award (the selected quote). Existing tickets
-- keep their status: they were issued under the old rule.
ALTER TABLE "tickets" ALTER COLUMN "status" SET DEFAULT 'PENDING';--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "pnr" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "ticketing_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "eticket_number" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_eticket_number_key" ON "tickets" USING btree ("eticket_number") WHERE "tickets"."eticket_number" is not null;--> statement-breakpoint
-- A ticket issued (or cancelled) changes what its group's page and its member's pages show: the
-- change feed hears it as a change of the member's membership (migration 0008's notice), so the
-- live group page and the member's cached views are read again.
CREATE FUNCTION saath_announce_tickets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('saath_changes', 'm|' || r.user_id || '|' || r.community_id)
  FROM (SELECT DISTINCT user_id, community_id FROM changed_rows) r;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tickets_announce_update AFTER UPDATE ON tickets
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION saath_announce_tickets();
