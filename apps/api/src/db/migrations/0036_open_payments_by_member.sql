DROP INDEX "payments_one_open_per_member";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_member" ON "payments" USING btree ("user_id","community_id") WHERE status = 'CREATED';