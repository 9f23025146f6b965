CREATE INDEX "communities_created_idx" ON "communities" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "communities_route_idx" ON "communities" USING btree ("from_location","to_location");--> statement-breakpoint
CREATE INDEX "tickets_created_idx" ON "tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_status_money_idx" ON "tickets" USING btree ("status","fare_paise","price_paid_paise");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");