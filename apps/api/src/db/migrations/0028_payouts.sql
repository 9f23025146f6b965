-- Payouts to the airlines (ADR 0056): one row per payout, its PAYOUT row in airline_ledger booked
-- in the same transaction; a job sends it through the provider with the payout's idempotency
-- key. An airline company's Razorpay Route linked account, set by an admin.
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"provider" text NOT NULL,
	"account" text,
	"idempotency_key" text NOT NULL,
	"provider_ref" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"job_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payouts_state" CHECK ("payouts"."state" IN ('PENDING', 'PAID', 'FAILED')),
	CONSTRAINT "payouts_positive" CHECK ("payouts"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payout_account" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_idempotency_key" ON "payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payouts_company_idx" ON "payouts" USING btree ("company_id","created_at");