-- Messages to people (issue 35): the confirmation to whoever sent a lead, the referral e-mail, the
-- follow-up of a draft, and later the meeting invite (issue 34). Each is an outbox row like a team
-- alert, written in the transaction of the change that causes it, so a crash cannot separate the
-- two and the one worker delivers it (a `message.*` event, taken only by the recipient channel,
-- server/messages/recipientChannel.ts). A failed or capped one shows in the failed alerts.

-- Who the message goes to (only an address the lead holds: enqueue_message checks), the language
-- it is written in, and what its kind needs (the meeting's id, …). NULL recipient: a team alert.
ALTER TABLE outbox ADD COLUMN recipient text;
ALTER TABLE outbox ADD COLUMN locale text;
ALTER TABLE outbox ADD COLUMN payload jsonb NOT NULL DEFAULT '{}';

-- The key of an address in the caps below: a salted SHA-256 of the address as compared (lower
-- case, trimmed), so the counters outlive an erased lead without holding the address itself.
CREATE TABLE message_secret (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  secret text NOT NULL
);
INSERT INTO message_secret (secret) VALUES (replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

-- A database emptied by hand (TRUNCATE of every table) gets a new secret at its next use.
CREATE FUNCTION message_address_key(address text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  salt text := (SELECT secret FROM message_secret);
BEGIN
  IF salt IS NULL THEN
    INSERT INTO message_secret (secret) VALUES (replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')) ON CONFLICT DO NOTHING;
    salt := (SELECT secret FROM message_secret);
  END IF;
  RETURN encode(sha256(convert_to(salt || ':' || lower(btrim(address, E' \t\r\n')), 'UTF8')), 'hex');
END
$$;

-- The per-address daily cap: messages enqueued to one address on one UTC day. The CHECK is the
-- last word: whatever code enqueues, a sixth row for one address on one day cannot commit.
CREATE TABLE message_caps (
  address_key text NOT NULL,
  day date NOT NULL,
  sent integer NOT NULL CHECK (sent BETWEEN 1 AND 5),
  PRIMARY KEY (address_key, day)
);

-- A referral e-mail to an address: at most one per 90 days (server/messages/referral.ts).
CREATE TABLE referral_sends (
  address_key text PRIMARY KEY,
  sent_at timestamptz NOT NULL
);

-- What became of each referral's e-mail to the referred contact: 'queued' (handed to the outbox:
-- its row says whether it went), 'recent' (not sent: the address had one within 90 days), 'held'
-- (the owner stopped it). No row: the referrer has not confirmed yet.
CREATE TABLE referral_emails (
  lead_id uuid PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('queued', 'recent', 'held')),
  message_id uuid,
  by text NOT NULL CHECK (by IN ('referrer', 'owner')),
  at timestamptz NOT NULL DEFAULT now()
);

-- The private links in messages: only a SHA-256 of the random token is kept. The token is made
-- when the message is sent (one per message: a repeated try replaces it), and opens nothing but
-- its lead's page; it goes with the lead.
CREATE TABLE lead_links (
  token_hash text PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  message_id uuid NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_links_lead ON lead_links (lead_id);

-- One follow-up per draft, ever (while the draft lives).
CREATE UNIQUE INDEX outbox_one_follow_up ON outbox (lead_id) WHERE event = 'message.follow-up';
-- One confirmation per lead.
CREATE UNIQUE INDEX outbox_one_confirmation ON outbox (lead_id) WHERE event = 'message.confirmation';

-- Whether this site sends messages to people: set at each server start from its configuration
-- (on with SMTP_URL, server/messages/start.ts). Off, nothing is queued for anyone: a confirmation
-- held back for weeks until a mail server is configured would arrive long after it meant anything.
CREATE TABLE message_settings (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  enabled boolean NOT NULL
);

-- The one way a message to a person enters the outbox. The address must be one the lead holds in
-- an e-mail field (never an address the visitor did not type); over the day's cap the row is
-- written as failed, saying so, for the owner to see (and retry if they judge it right).
CREATE FUNCTION enqueue_message(p_lead uuid, p_event text, p_recipient text, p_locale text, p_payload jsonb DEFAULT '{}')
RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  lead_data jsonb;
  address text := btrim(coalesce(p_recipient, ''), E' \t\r\n');
  counted integer;
  made uuid;
BEGIN
  IF p_event NOT LIKE 'message.%' THEN
    RAISE EXCEPTION 'a message''s event starts with message., got %', p_event;
  END IF;
  IF NOT coalesce((SELECT enabled FROM message_settings), false) THEN
    RETURN NULL;
  END IF;
  SELECT data INTO lead_data FROM leads WHERE id = p_lead;
  IF lead_data IS NULL OR address = '' OR NOT EXISTS (
    SELECT 1 FROM (VALUES ('email'), ('emailA')) AS f (name)
    WHERE lower(btrim(coalesce(lead_data->>f.name, ''), E' \t\r\n')) = lower(address)
  ) THEN
    RAISE EXCEPTION 'a message goes only to an address its lead holds';
  END IF;
  -- Earlier days of this address say nothing any more: at most one row per address is kept.
  DELETE FROM message_caps WHERE address_key = message_address_key(address) AND day < (now() AT TIME ZONE 'UTC')::date;
  INSERT INTO message_caps AS c (address_key, day, sent) VALUES (message_address_key(address), (now() AT TIME ZONE 'UTC')::date, 1)
    ON CONFLICT (address_key, day) DO UPDATE SET sent = c.sent + 1 WHERE c.sent < 5
    RETURNING sent INTO counted;
  IF counted IS NULL THEN
    INSERT INTO outbox (lead_id, event, recipient, locale, payload, status, last_error)
      VALUES (p_lead, p_event, address, p_locale, p_payload, 'failed', 'not sent: this address already had 5 messages today (the daily cap)')
      RETURNING id INTO made;
  ELSE
    INSERT INTO outbox (lead_id, event, recipient, locale, payload) VALUES (p_lead, p_event, address, p_locale, p_payload)
      RETURNING id INTO made;
  END IF;
  RETURN made;
END
$$;

-- The confirmation: written with the change that sends a lead, by the database, so no path that
-- sends one (the API, the forms without script) can forget it; never for spam. A wait-list record
-- or a scholarship application confirms to `email`, a referral to its referrer (`emailA`). The
-- pricing page's e-mail-only lead is confirmed when sent; its later completion is not confirmed again.
CREATE FUNCTION leads_confirmation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  address text;
BEGIN
  IF NOT NEW.submitted OR NEW.spam_reason IS NOT NULL OR (TG_OP = 'UPDATE' AND OLD.submitted) THEN
    RETURN NULL;
  END IF;
  address := btrim(coalesce(NEW.data->>(CASE WHEN NEW.resource = 'affiliates' THEN 'emailA' ELSE 'email' END), ''), E' \t\r\n');
  IF address <> '' THEN
    PERFORM enqueue_message(NEW.id, 'message.confirmation', address, coalesce(NEW.data->>'locale', 'en'));
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER leads_confirmation AFTER INSERT OR UPDATE ON leads
  FOR EACH ROW EXECUTE FUNCTION leads_confirmation();

-- The inbox's 'Send a test' of a channel is recorded in the audit log with what happened
-- (resource 'channel', a random record id, reason 'channel.test.ok' or '…failed').
ALTER TABLE audit_log ADD COLUMN detail text;
