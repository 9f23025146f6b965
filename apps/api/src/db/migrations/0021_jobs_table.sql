CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"response_code" integer,
	"expires_at" timestamp with time zone,
	"dead_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
-- Every row of the old outbox moves, keeping its id (a refund row's job_id still names it), its
-- attempts and its next attempt: what waits is run as it would have been, dead letters stay in
-- the admins' list, delivered webhooks stay in the airline's delivery log. A row claimed when the
-- old server stopped had its lease written as its next attempt: it runs when that lease ends.
-- The old columns map to target and payload as the handlers now read them (ADR 0040).
INSERT INTO "jobs" ("id", "kind", "target", "payload", "attempts", "run_at", "last_error",
    "response_code", "expires_at", "dead_at", "created_at", "completed_at")
  SELECT "id", "kind", "recipient",
    CASE "kind"
      WHEN 'webhook' THEN jsonb_build_object('event', "subject", 'body', "text_body")
      WHEN 'payment_refund' THEN jsonb_build_object('summary', "subject", 'what', "text_body")
      ELSE jsonb_strip_nulls(jsonb_build_object('subject', "subject", 'text', "text_body",
        'html', "html_body", 'headers', "headers"))
    END,
    "attempts", "next_attempt_at", "last_error", "response_code", "expires_at",
    CASE WHEN "status" = 'DEAD' THEN coalesce("dead_at", "next_attempt_at") END,
    "created_at",
    CASE WHEN "status" = 'SENT' THEN coalesce("sent_at", "created_at") END
  FROM "mail_outbox";--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_job_id_mail_outbox_id_fk";--> statement-breakpoint
DROP TABLE "mail_outbox";--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE completed_at IS NULL AND dead_at IS NULL;--> statement-breakpoint
CREATE INDEX "jobs_target_idx" ON "jobs" USING btree ("kind","target","created_at");--> statement-breakpoint
CREATE INDEX "jobs_dead_idx" ON "jobs" USING btree ("dead_at") WHERE dead_at IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;