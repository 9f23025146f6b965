-- ADR 0057: how a payment was made (UPI or card, with a masked VPA or the last four digits
-- of the card, as its provider reported it), and the sandbox's UPI collect request of a payment:
-- the masked VPA it went to, its state and when it expires.
ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method_detail" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "upi_collect_vpa" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "upi_collect_state" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "upi_collect_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method" CHECK ("payments"."method" IN ('UPI', 'CARD'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_upi_collect_state" CHECK ("payments"."upi_collect_state" IN ('PENDING', 'APPROVED', 'DECLINED', 'EXPIRED'));
