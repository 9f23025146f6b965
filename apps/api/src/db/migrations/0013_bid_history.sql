CREATE SEQUENCE "public"."quotes_submission_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "bid_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bid_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"community_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"price_per_ticket_paise" integer NOT NULL,
	"flight_number" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "bid_history_kind" CHECK ("bid_history"."kind" IN ('SUBMITTED', 'REPLACED', 'WITHDRAWN'))
);
--> statement-breakpoint
DROP INDEX "quotes_lowest_idx";--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "submission_seq" bigint DEFAULT nextval('quotes_submission_seq') NOT NULL;--> statement-breakpoint
ALTER TABLE "bid_history" ADD CONSTRAINT "bid_history_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_history" ADD CONSTRAINT "bid_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_history_community_idx" ON "bid_history" USING btree ("community_id","id");--> statement-breakpoint
CREATE INDEX "quotes_lowest_idx" ON "quotes" USING btree ("community_id","price_per_ticket_paise","quoted_at","submission_seq");--> statement-breakpoint
-- Hand-written (ADR 0027): the bid history is append-only, like money_ledger (0010):
-- a row is never changed nor removed. Only the cascade of a group or company being removed
-- (a deeper trigger level: the foreign key's action) takes its rows with it.
CREATE FUNCTION saath_bid_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'bid_history is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER bid_history_append_only BEFORE UPDATE OR DELETE ON bid_history
  FOR EACH ROW EXECUTE FUNCTION saath_bid_history_append_only();
