-- The reconciliation runs (ADR 0061): each nightly or admin run, what it found and its report;
-- the latest one feeds the Settlement tab's alert, the metric and the CSV export.
CREATE TABLE "reconciliation_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliation_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ran_at" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"admin_user_id" uuid,
	"differences" integer NOT NULL,
	"report" jsonb NOT NULL,
	CONSTRAINT "reconciliation_runs_trigger" CHECK ("reconciliation_runs"."trigger" IN ('NIGHTLY', 'ADMIN')),
	CONSTRAINT "reconciliation_runs_differences" CHECK ("reconciliation_runs"."differences" >= 0)
);
--> statement-breakpoint
CREATE INDEX "reconciliation_runs_ran_at_idx" ON "reconciliation_runs" USING btree ("ran_at");