ALTER TABLE "payments" ADD COLUMN "mismatch_amount" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "mismatch_currency" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "mismatch_refund_ref" text;