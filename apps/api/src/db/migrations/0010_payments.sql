CREATE TABLE "money_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "money_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" uuid NOT NULL,
	"community_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"provider_ref" text,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "money_ledger_kind" CHECK ("money_ledger"."kind" IN ('CAPTURE', 'REFUND', 'CREDIT_USE')),
	CONSTRAINT "money_ledger_positive" CHECK ("money_ledger"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"provider_payment_id" text,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"amount_paise" integer NOT NULL,
	"fare_paise" integer NOT NULL,
	"fee_paise" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"credits_paise" integer DEFAULT 0 NOT NULL,
	"waivers_used" smallint DEFAULT 0 NOT NULL,
	"passengers" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_amount_adds_up" CHECK ("payments"."amount_paise" = "payments"."fare_paise" + "payments"."fee_paise" + "payments"."gst_paise" - "payments"."credits_paise" AND "payments"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_price_adds_up";--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "payment_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "payment_reminder_due" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "active_member_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "paid_member_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "communities" ADD COLUMN "winning_quote" jsonb;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "credits_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "money_ledger" ADD CONSTRAINT "money_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_ledger_payment_idx" ON "money_ledger" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "money_ledger_community_idx" ON "money_ledger" USING btree ("community_id");--> statement-breakpoint
CREATE UNIQUE INDEX "money_ledger_once_per_payment" ON "money_ledger" USING btree ("payment_id","kind") WHERE kind IN ('CAPTURE', 'CREDIT_USE');--> statement-breakpoint
CREATE INDEX "payments_member_idx" ON "payments" USING btree ("community_id","user_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_order_key" ON "payments" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_member" ON "payments" USING btree ("community_id","user_id") WHERE status = 'CREATED';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_per_member" ON "payments" USING btree ("community_id","user_id") WHERE status IN ('PAID', 'PARTIALLY_REFUNDED');--> statement-breakpoint
CREATE INDEX "communities_payment_due_idx" ON "communities" USING btree ("payment_deadline") WHERE status = 'READY_FOR_BOOKING';--> statement-breakpoint
CREATE INDEX "communities_payment_reminder_idx" ON "communities" USING btree ("payment_reminder_due") WHERE status = 'READY_FOR_BOOKING';--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_price_adds_up" CHECK ("tickets"."price_paid_paise" = "tickets"."fare_paise" + "tickets"."fee_paise" + "tickets"."gst_paise" - "tickets"."credits_paise");--> statement-breakpoint
-- Hand-written: the existing groups' active member counts, which the join and leave
-- transactions keep from now on.
UPDATE communities c SET active_member_count = (
  SELECT count(*)::int FROM memberships m WHERE m.community_id = c.id AND m.left_at IS NULL);
--> statement-breakpoint
-- Hand-written (ADR 0018): the money ledger is append-only; a row is never changed.
-- (The group cache needs no new notices: the payment counters live on the group row, whose
-- trigger announces them, and `my_payment` is read per request.)
CREATE FUNCTION saath_money_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'money_ledger is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER money_ledger_append_only BEFORE UPDATE ON money_ledger
  FOR EACH ROW EXECUTE FUNCTION saath_money_ledger_append_only();
