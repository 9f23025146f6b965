-- ADR 0062: a Route transfer is SENT until its webhook says processed (PAID) or failed (a new
-- key for the retry: failed_transfers counts them); an airline's negative balance recovered
-- by reversing its paid transfers (recoveries, each booked as a RECOVERED airline ledger row).
CREATE TABLE "recoveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"payout_id" uuid NOT NULL,
	"transfer_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_ref" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"admin_user_id" uuid,
	"job_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "recoveries_state" CHECK ("recoveries"."state" IN ('PENDING', 'DONE', 'FAILED')),
	CONSTRAINT "recoveries_positive" CHECK ("recoveries"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "airline_ledger" DROP CONSTRAINT "airline_ledger_kind";--> statement-breakpoint
ALTER TABLE "airline_ledger" DROP CONSTRAINT "airline_ledger_names_its_cause";--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_state";--> statement-breakpoint
ALTER TABLE "airline_ledger" ADD COLUMN "recovery_id" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "failed_transfers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recoveries" ADD CONSTRAINT "recoveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recoveries" ADD CONSTRAINT "recoveries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recoveries_idempotency_key" ON "recoveries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "recoveries_company_idx" ON "recoveries" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "recoveries_payout_idx" ON "recoveries" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "airline_ledger_once_per_recovery" ON "airline_ledger" USING btree ("recovery_id") WHERE recovery_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "airline_ledger" ADD CONSTRAINT "airline_ledger_kind" CHECK ("airline_ledger"."kind" IN ('PAYABLE', 'REVERSAL', 'PAYOUT', 'RECOVERED'));--> statement-breakpoint
ALTER TABLE "airline_ledger" ADD CONSTRAINT "airline_ledger_names_its_cause" CHECK (("airline_ledger"."kind" = 'PAYOUT' AND "airline_ledger"."payout_id" IS NOT NULL AND "airline_ledger"."ticket_id" IS NULL
            AND "airline_ledger"."recovery_id" IS NULL)
        OR ("airline_ledger"."kind" = 'RECOVERED' AND "airline_ledger"."recovery_id" IS NOT NULL AND "airline_ledger"."ticket_id" IS NULL
            AND "airline_ledger"."payout_id" IS NULL)
        OR ("airline_ledger"."kind" IN ('PAYABLE', 'REVERSAL') AND "airline_ledger"."ticket_id" IS NOT NULL
            AND "airline_ledger"."community_id" IS NOT NULL AND "airline_ledger"."payout_id" IS NULL AND "airline_ledger"."recovery_id" IS NULL));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_state" CHECK ("payouts"."state" IN ('PENDING', 'SENT', 'PAID', 'FAILED'));