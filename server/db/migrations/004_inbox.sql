-- The owner's inbox (issue 16): when the team last contacted a lead, when it was sent, an audit
-- of deletions (no personal data), the owner's sessions, and indexes for the inbox's lists.

-- 'Mark as contacted': the sent-record retention period runs from here.
ALTER TABLE leads ADD COLUMN last_contact_at timestamptz;
-- When the record was sent: the sent-record period runs from here until a first contact. Set by a
-- trigger, so every path that submits (the API, future ones) records it without knowing.
ALTER TABLE leads ADD COLUMN submitted_at timestamptz;
UPDATE leads SET submitted_at = updated_at WHERE submitted;

CREATE FUNCTION leads_stamp_submitted_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.submitted AND NEW.submitted_at IS NULL THEN
    NEW.submitted_at := NEW.updated_at;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER leads_submitted_at BEFORE INSERT OR UPDATE ON leads
  FOR EACH ROW EXECUTE FUNCTION leads_stamp_submitted_at();

-- The inbox lists one resource newest first, all or only sent or only drafts: keyset paging on seq.
CREATE INDEX leads_resource_submitted_seq ON leads (resource, submitted, seq);
-- The purge: drafts by last change, sent records by last contact or submission.
CREATE INDEX leads_drafts_updated ON leads (updated_at) WHERE NOT submitted;
CREATE INDEX leads_sent_contact ON leads ((coalesce(last_contact_at, submitted_at))) WHERE submitted;
-- Privacy requests: every record holding an e-mail address, case-insensitively.
CREATE INDEX leads_email_lower ON leads ((lower(data->>'email'))) WHERE data ? 'email';
CREATE INDEX leads_email_a_lower ON leads ((lower(data->>'emailA'))) WHERE data ? 'emailA';

-- What was deleted, why and when: never who it was about (ids only).
CREATE TABLE audit_log (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  resource text NOT NULL,
  record_id uuid NOT NULL,
  -- 'retention.draft' | 'retention.sent' | 'privacy.erase' | 'owner.delete'
  reason text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);

-- Signed-in owners. The cookie holds a random id; only its SHA-256 is kept here.
CREATE TABLE admin_sessions (
  id_hash text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
