-- The sales desk, issue 36 items 4 and 6: notes on a lead, who it is assigned to, replies written
-- in the record, the first contact, and the one reminder of a lead left waiting. Every row here
-- goes with its lead (ON DELETE CASCADE): an erasure or a purge leaves nothing of the person behind.

-- A note: what a team member wrote about a lead, who and when. `client_key` makes a note sent twice
-- (a retried request) one note.
CREATE TABLE lead_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  by text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  client_key uuid NOT NULL
);
CREATE INDEX lead_notes_lead ON lead_notes (lead_id, at);
CREATE UNIQUE INDEX lead_notes_key ON lead_notes (lead_id, client_key);

-- Who works a lead: each change is a row (the latest is the assignee; NULL: nobody), so the
-- timeline says who assigned it to whom and when.
CREATE TABLE lead_assignments (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  assignee text CHECK (assignee IS NULL OR length(assignee) BETWEEN 3 AND 254),
  by text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_assignments_lead ON lead_assignments (lead_id, seq);

-- A reply is a message to a person (event message.reply, through enqueue_message: only to the
-- lead's own address, under the daily cap). Its payload holds the composer's key: a reply sent
-- twice (a retried request) is one row, one e-mail.
CREATE UNIQUE INDEX outbox_one_reply_per_key ON outbox (lead_id, (payload->>'key')) WHERE event = 'message.reply';

-- The first contact: response time runs from the send to here. It follows last_contact_at (set by
-- 'Mark as contacted' and by a reply): the first time it is set, and back to nothing when an undo
-- says the lead was never contacted.
ALTER TABLE leads ADD COLUMN first_contact_at timestamptz;
-- Leads contacted before this release: their last contact is the best record of a first one.
UPDATE leads SET first_contact_at = last_contact_at WHERE last_contact_at IS NOT NULL;

CREATE FUNCTION leads_first_contact() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.last_contact_at IS NULL THEN
    NEW.first_contact_at := NULL;
  ELSIF NEW.first_contact_at IS NULL OR NEW.last_contact_at < NEW.first_contact_at THEN
    NEW.first_contact_at := NEW.last_contact_at;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER leads_first_contact BEFORE UPDATE OF last_contact_at ON leads
  FOR EACH ROW EXECUTE FUNCTION leads_first_contact();

-- The reminder of a lead nobody has contacted for STALE_LEAD_HOURS: the row is the claim, so one
-- lead is reminded once whatever number of processes look (server/desk/waiting.ts).
CREATE TABLE lead_waiting_reminders (
  lead_id uuid PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  -- The team alert (event lead.waiting); NULL for the leads this release found already old.
  outbox_id uuid
);
-- Leads sent more than a week before this release are not announced as waiting all at once on
-- its first start: the inbox's response times show them.
INSERT INTO lead_waiting_reminders (lead_id)
  SELECT id FROM leads WHERE submitted AND last_contact_at IS NULL AND submitted_at < now() - interval '7 days';

-- The leads that may be waiting: sent, not spam, never contacted.
CREATE INDEX leads_waiting ON leads (submitted_at) WHERE submitted AND spam_reason IS NULL AND last_contact_at IS NULL;
-- The response times of the weeks the inbox shows: sent, not spam, by send time.
CREATE INDEX leads_sent_at ON leads (submitted_at) WHERE submitted AND spam_reason IS NULL;
