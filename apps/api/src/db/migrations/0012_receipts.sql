CREATE TABLE "receipt_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "receipt_counters_positive" CHECK ("receipt_counters"."last_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gst_business_name" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_key" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
-- ADR 0023: payments captured before receipts existed get their numbers now, in the order they
-- were paid within each financial year (1 April to 31 March, Indian time), and the counters
-- carry on from there.
WITH captured AS (
  SELECT p.id, p.paid_at,
    extract(year FROM (p.paid_at AT TIME ZONE 'UTC') + interval '330 minutes')::int
      - CASE WHEN extract(month FROM (p.paid_at AT TIME ZONE 'UTC') + interval '330 minutes') < 4
        THEN 1 ELSE 0 END AS fy_start
  FROM "payments" p
  WHERE p.paid_at IS NOT NULL
    AND EXISTS (SELECT 1 FROM "money_ledger" m WHERE m.payment_id = p.id AND m.kind = 'CAPTURE')
), numbered AS (
  SELECT id,
    fy_start::text || '-' || lpad(((fy_start + 1) % 100)::text, 2, '0') AS fy,
    row_number() OVER (PARTITION BY fy_start ORDER BY paid_at, id) AS n
  FROM captured
), counted AS (
  INSERT INTO "receipt_counters" ("financial_year", "last_number")
  SELECT fy, max(n) FROM numbered GROUP BY fy
  RETURNING 1
)
UPDATE "payments" p
SET "receipt_number" = 'SAATH/' || numbered.fy || '/' || lpad(numbered.n::text, 6, '0')
FROM numbered
WHERE p.id = numbered.id;
