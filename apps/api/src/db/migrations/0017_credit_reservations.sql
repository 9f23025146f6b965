ALTER TABLE "payments" ADD COLUMN "credits_shortfall_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "waivers_shortfall" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shortfall_within_applied" CHECK ("payments"."credits_shortfall_paise" BETWEEN 0 AND "payments"."credits_paise" AND "payments"."waivers_shortfall" BETWEEN 0 AND "payments"."waivers_used");--> statement-breakpoint
-- Hand-written (ADR 0030): no user's credit or waiver balance (the sum of their credit_ledger
-- rows) may go below zero, whatever code writes the ledger. A CHECK cannot see other rows, so an
-- AFTER trigger sums them. Only an entry that takes something away is checked; it first locks the
-- user's row, as payment creation and capture do, so two uses committed at once take turns and
-- the second one's sum includes the first.
CREATE FUNCTION saath_credit_balance_not_negative() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  held_credit bigint;
  held_waivers bigint;
BEGIN
  IF NEW.amount_paise >= 0 AND NEW.waivers >= 0 THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM users WHERE id = NEW.user_id FOR NO KEY UPDATE;
  SELECT coalesce(sum(l.amount_paise), 0), coalesce(sum(l.waivers), 0)
    INTO held_credit, held_waivers
    FROM credit_ledger l WHERE l.user_id = NEW.user_id;
  IF held_credit < 0 OR held_waivers < 0 THEN
    RAISE EXCEPTION 'credit balance of user % would go below zero (% paise, % waivers)',
      NEW.user_id, held_credit, held_waivers
      USING ERRCODE = 'check_violation', CONSTRAINT = 'credit_ledger_balance_not_negative';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER credit_ledger_balance_not_negative AFTER INSERT ON credit_ledger
  FOR EACH ROW EXECUTE FUNCTION saath_credit_balance_not_negative();
--> statement-breakpoint
-- The credit ledger is append-only, like the money ledger: an UPDATE could otherwise lower a
-- balance behind the check above. (Rows still go with their user's account.)
CREATE FUNCTION saath_credit_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_ledger is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER credit_ledger_append_only BEFORE UPDATE ON credit_ledger
  FOR EACH ROW EXECUTE FUNCTION saath_credit_ledger_append_only();
