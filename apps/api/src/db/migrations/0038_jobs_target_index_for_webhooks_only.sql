DROP INDEX "jobs_target_idx";--> statement-breakpoint
CREATE INDEX "jobs_webhook_target_idx" ON "jobs" USING btree ("kind","target","created_at") WHERE kind = 'webhook';