-- The airline ledger (docs/product/money.md "What the airlines are owed", ADR 0055): what each
-- airline company is owed for the seats it ticketed (PAYABLE), given back when a seat is
-- cancelled or voided (REVERSAL), and paid out (PAYOUT). Append-only, one row per event.
CREATE TABLE "airline_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "airline_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"community_id" uuid,
	"ticket_id" uuid,
	"payout_id" uuid,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "airline_ledger_kind" CHECK ("airline_ledger"."kind" IN ('PAYABLE', 'REVERSAL', 'PAYOUT')),
	CONSTRAINT "airline_ledger_positive" CHECK ("airline_ledger"."amount_paise" > 0),
	CONSTRAINT "airline_ledger_names_its_cause" CHECK (("airline_ledger"."kind" = 'PAYOUT' AND "airline_ledger"."payout_id" IS NOT NULL AND "airline_ledger"."ticket_id" IS NULL)
        OR ("airline_ledger"."kind" <> 'PAYOUT' AND "airline_ledger"."ticket_id" IS NOT NULL AND "airline_ledger"."community_id" IS NOT NULL
            AND "airline_ledger"."payout_id" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "airline_ledger_company_idx" ON "airline_ledger" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "airline_ledger_community_idx" ON "airline_ledger" USING btree ("community_id");--> statement-breakpoint
CREATE UNIQUE INDEX "airline_ledger_once_per_ticket" ON "airline_ledger" USING btree ("ticket_id","company_id","kind") WHERE ticket_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "airline_ledger_once_per_payout" ON "airline_ledger" USING btree ("payout_id") WHERE payout_id IS NOT NULL;
--> statement-breakpoint
-- Hand-written (ADR 0055): like the money ledger, a row is never changed nor removed; a mistake
-- is answered by a new row.
CREATE FUNCTION saath_airline_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'airline_ledger is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER airline_ledger_append_only BEFORE UPDATE OR DELETE ON airline_ledger
  FOR EACH ROW EXECUTE FUNCTION saath_airline_ledger_append_only();
