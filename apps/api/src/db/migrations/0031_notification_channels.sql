-- ADR 0059/0060: WhatsApp and SMS messages with their delivery receipts, the one-time codes that
-- confirm a member's number for them, and the confirmed number on the member.
CREATE TABLE "notification_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"template" text NOT NULL,
	"phone" text NOT NULL,
	"provider_message_id" text,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"error" text,
	"fell_back_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_confirmations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_in_window" integer DEFAULT 1 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_phone_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_messages" ADD CONSTRAINT "notification_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_confirmations" ADD CONSTRAINT "phone_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_messages_job_key" ON "notification_messages" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_messages_provider_key" ON "notification_messages" USING btree ("channel","provider_message_id");--> statement-breakpoint
CREATE INDEX "notification_messages_user_idx" ON "notification_messages" USING btree ("user_id","created_at");