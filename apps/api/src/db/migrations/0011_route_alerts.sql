CREATE TABLE "route_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_location" text NOT NULL,
	"to_location" text NOT NULL,
	"time_slot" text,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"month" text,
	"last_notified_on" date,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "route_alerts_unique_key" UNIQUE NULLS NOT DISTINCT("user_id","from_location","to_location","time_slot","date_from","date_to"),
	CONSTRAINT "route_alerts_range" CHECK ("route_alerts"."date_to" >= "route_alerts"."date_from")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "route_alerts" ADD CONSTRAINT "route_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "route_alerts_match_idx" ON "route_alerts" USING btree ("from_location","to_location","date_from");