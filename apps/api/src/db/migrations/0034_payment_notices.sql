-- A member waiting on a payment (a UPI collect sent to their app) follows it live (ADR 0057):
-- the database announces a payment whose status or collect state changed on the change channel
-- (migration 0006) as 'p|<payer's user id>|<payment id>', whoever made the change (the request,
-- the job worker expiring a collect, a provider's webhook, another process). Other updates
-- (timestamps, provider ids) change nothing the waiting page shows and stay silent.
CREATE FUNCTION saath_announce_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('saath_changes', 'p|' || r.user_id || '|' || r.id)
  FROM (
    SELECT DISTINCT n.user_id, n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.status IS DISTINCT FROM o.status
       OR n.upi_collect_state IS DISTINCT FROM o.upi_collect_state
  ) r;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_announce_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION saath_announce_payments();
