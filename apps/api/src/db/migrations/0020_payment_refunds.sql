CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"ledger_id" integer,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider_refund_id" text,
	"job_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_refunds_status" CHECK ("payment_refunds"."status" IN ('PENDING', 'PROCESSED')),
	CONSTRAINT "payment_refunds_positive" CHECK ("payment_refunds"."amount" > 0),
	CONSTRAINT "payment_refunds_processed_has_id" CHECK (("payment_refunds"."status" = 'PROCESSED') = ("payment_refunds"."provider_refund_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_ledger_id_money_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."money_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_job_id_mail_outbox_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_ledger_key" ON "payment_refunds" USING btree ("ledger_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_pending_idx" ON "payment_refunds" USING btree ("created_at") WHERE status = 'PENDING';