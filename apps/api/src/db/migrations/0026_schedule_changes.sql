-- Schedule changes by the winning airline (docs/product/ticketing.md "Schedule changes",
-- ADR 0054): each change of a booked group's flight and times, with the old and new values, the
-- reason, who and when; a significant one keeps until when its members may cancel for a full
-- refund, and each ticket cancelled in that window keeps what it refunded.
CREATE TABLE "schedule_change_refunds" (
	"ticket_id" uuid PRIMARY KEY NOT NULL,
	"schedule_change_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"community_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"changed_by" uuid,
	"old_flight_number" text NOT NULL,
	"new_flight_number" text NOT NULL,
	"old_departure_time" timestamp with time zone,
	"new_departure_time" timestamp with time zone NOT NULL,
	"old_arrival_time" timestamp with time zone,
	"new_arrival_time" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"significant" boolean NOT NULL,
	"full_refund_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_change_refunds" ADD CONSTRAINT "schedule_change_refunds_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_change_refunds" ADD CONSTRAINT "schedule_change_refunds_schedule_change_id_schedule_changes_id_fk" FOREIGN KEY ("schedule_change_id") REFERENCES "public"."schedule_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD CONSTRAINT "schedule_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_changes_community_idx" ON "schedule_changes" USING btree ("community_id","created_at");--> statement-breakpoint
-- A change is announced at once (migration 0006's channel): the live group stream sends it to
-- the members as the `schedule_changed` event. The group record's new flight is announced by
-- the group's own notice (its winning quote is updated in the same transaction).
CREATE FUNCTION saath_announce_schedule_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('saath_changes', 's|' || r.community_id || '|' || r.id)
  FROM changed_rows r;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER schedule_changes_announce_insert AFTER INSERT ON schedule_changes
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION saath_announce_schedule_changes();