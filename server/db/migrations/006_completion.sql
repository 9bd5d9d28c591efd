-- The pricing page's e-mail-only lead is sent at once, and the full form completes that same
-- record once (the upgrade, src/domain/resources.ts). Until now the completion was announced to
-- no one: the outbox's trigger wrote an alert only when a record first became sent, so the team
-- had the e-mail address and never heard of the name, the center and the notes. And the sent
-- record's retention ran from the e-mail-only submission, months before the request itself.
-- A sent record's data changes only by that completion (the server refuses every other change),
-- so a change of a sent record's data is a completion: alerted as `lead.completed`, and sent now.

CREATE OR REPLACE FUNCTION outbox_on_sent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Never for spam (it is stored, not announced).
  IF NOT NEW.submitted OR NEW.spam_reason IS NOT NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO outbox (lead_id) VALUES (NEW.id);
  ELSIF NOT OLD.submitted THEN
    INSERT INTO outbox (lead_id) VALUES (NEW.id);
  ELSIF OLD.data IS DISTINCT FROM NEW.data THEN
    INSERT INTO outbox (lead_id, event) VALUES (NEW.id, 'lead.completed');
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION leads_stamp_submitted_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.submitted AND NEW.submitted_at IS NULL THEN
    NEW.submitted_at := NEW.updated_at;
  ELSIF TG_OP = 'UPDATE' AND NEW.submitted AND OLD.submitted AND OLD.data IS DISTINCT FROM NEW.data THEN
    NEW.submitted_at := NEW.updated_at;
  END IF;
  RETURN NEW;
END
$$;
