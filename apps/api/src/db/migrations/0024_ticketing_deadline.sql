-- The ticketing deadline's sweep (docs/product/ticketing.md): the airline's reminder at half of
-- its window, an admin's one extension, and the award that failed at its deadline. A missed
-- deadline hands the group to another bid or cancels it; the failed quote keeps its record.
ALTER TABLE "quotes" ADD COLUMN "ticketing_reminder_due" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "ticketing_extended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "ticketing_missed_at" timestamp with time zone;