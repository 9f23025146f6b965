CREATE SEQUENCE "public"."rfq_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "communities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rfq_number" text NOT NULL,
	"from_location" text NOT NULL,
	"to_location" text NOT NULL,
	"travel_date" date NOT NULL,
	"time_slot" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"passenger_count" integer DEFAULT 0 NOT NULL,
	"lowest_price_paise" integer,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"formation_deadline" timestamp with time zone NOT NULL,
	"bidding_deadline" timestamp with time zone,
	"threshold_met_at" timestamp with time zone,
	"rfq_sent_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "communities_capacity" CHECK ("communities"."passenger_count" BETWEEN 0 AND 15)
);
--> statement-breakpoint
CREATE TABLE "community_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "community_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"community_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text NOT NULL,
	"actor_user_id" uuid,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"community_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"passenger_count" smallint NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "memberships_passenger_count" CHECK ("memberships"."passenger_count" BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE TABLE "passengers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"full_name" text NOT NULL,
	"dob" date NOT NULL,
	"age" smallint NOT NULL,
	"gender" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_status_history" ADD CONSTRAINT "community_status_history_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_status_history" ADD CONSTRAINT "community_status_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passengers" ADD CONSTRAINT "passengers_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "communities_rfq_number_key" ON "communities" USING btree ("rfq_number");--> statement-breakpoint
CREATE INDEX "communities_search_idx" ON "communities" USING btree ("from_location","to_location","travel_date","time_slot") WHERE status IN ('PENDING', 'ACTIVE', 'THRESHOLD_MET', 'RFQ_SENT');--> statement-breakpoint
CREATE INDEX "communities_formation_due_idx" ON "communities" USING btree ("formation_deadline") WHERE status IN ('PENDING', 'ACTIVE');--> statement-breakpoint
CREATE INDEX "communities_bidding_due_idx" ON "communities" USING btree ("bidding_deadline") WHERE status = 'RFQ_SENT';--> statement-breakpoint
CREATE INDEX "communities_status_idx" ON "communities" USING btree ("status");--> statement-breakpoint
CREATE INDEX "community_status_history_community_idx" ON "community_status_history" USING btree ("community_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_active_per_user" ON "memberships" USING btree ("community_id","user_id") WHERE left_at IS NULL;--> statement-breakpoint
CREATE INDEX "memberships_user_active_idx" ON "memberships" USING btree ("user_id") WHERE left_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "passengers_membership_position_key" ON "passengers" USING btree ("membership_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_once_per_group_reason" ON "credit_ledger" USING btree ("user_id","community_id","reason") WHERE "credit_ledger"."community_id" IS NOT NULL;