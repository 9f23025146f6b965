-- Generated (drizzle-kit), then reordered by hand: the column first, then quote_history's rows
-- copied into bid_history, the one record of bids (ADR 0027), and only then the old table gone.
ALTER TABLE "bid_history" ADD COLUMN "by_user_id" uuid;--> statement-breakpoint
-- Each quote's first submission, then its replacements, in the order they were made. A row
-- bid_history already holds (written beside quote_history before this) is not copied twice.
INSERT INTO "bid_history"
  ("community_id", "company_id", "quote_id", "kind", "price_per_ticket_paise", "flight_number", "at", "by_user_id")
SELECT q."community_id", q."company_id", q."quote_id",
  CASE WHEN row_number() OVER (PARTITION BY q."quote_id" ORDER BY q."id") = 1
    THEN 'SUBMITTED' ELSE 'REPLACED' END,
  q."price_per_ticket_paise", q."flight_number", q."submitted_at", q."submitted_by"
FROM "quote_history" q
WHERE NOT EXISTS (
  SELECT 1 FROM "bid_history" b
  WHERE b."quote_id" = q."quote_id" AND b."at" = q."submitted_at" AND b."kind" <> 'WITHDRAWN'
)
ORDER BY q."id";--> statement-breakpoint
DROP TABLE "quote_history" CASCADE;
