ALTER TABLE "companies" ADD COLUMN "webhook_secret" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "response_code" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "dead_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_company_idx" ON "mail_outbox" USING btree ("company_id","created_at") WHERE company_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_dead_idx" ON "mail_outbox" USING btree ("dead_at") WHERE status = 'DEAD';