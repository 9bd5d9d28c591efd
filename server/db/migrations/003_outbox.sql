-- Spam is stored, never dropped: the reason a submission was flagged (NULL: a person's).
ALTER TABLE leads ADD COLUMN spam_reason text;

-- The transactional outbox (issue 15): one alert per record that becomes sent, written by the
-- trigger below in the same transaction as the change, so no code path that sends a record can
-- forget it and a crash cannot separate the two. The alert reads the record when it is delivered
-- (a sent record no longer changes); deleting the record deletes its alert.
CREATE TABLE outbox (
  -- The event's stable id: the webhook-id a receiver drops repeats by.
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  event text NOT NULL DEFAULT 'lead.submitted',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  -- Channels that have taken it (webhook, email): a retry only tries the others.
  delivered_to text[] NOT NULL DEFAULT '{}',
  -- When it may be tried next (backoff), and until when a worker holds it (its lease).
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  -- Retries stop this long after retry_from (three days); the owner's retry resets it.
  retry_from timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  seq bigint GENERATED ALWAYS AS IDENTITY
);

-- The worker's claim: pending rows, due first.
CREATE INDEX outbox_pending_due ON outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX outbox_lead ON outbox (lead_id);

CREATE FUNCTION outbox_on_sent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the change that sends a record, and never for spam (it is stored, not announced).
  IF NEW.submitted AND NEW.spam_reason IS NULL AND (TG_OP = 'INSERT' OR NOT OLD.submitted) THEN
    INSERT INTO outbox (lead_id) VALUES (NEW.id);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER leads_outbox AFTER INSERT OR UPDATE ON leads
  FOR EACH ROW EXECUTE FUNCTION outbox_on_sent();
