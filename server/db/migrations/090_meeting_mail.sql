-- The meeting e-mails (issues 34 and 35 joined): a booking, a move, a cancel or a due reminder
-- writes its two outbox rows (the visitor's, under the daily cap, and the team's) in its own
-- transaction, so there is nothing to hand over between two queues. `meeting_messages` stays as
-- the ledger of what each meeting owed (UNIQUE (meeting, kind, sequence): a reminder once per
-- meeting time, whichever process looks); its hand-over column is gone.
DROP INDEX IF EXISTS meeting_messages_waiting;
ALTER TABLE meeting_messages DROP COLUMN handed_over_at;

-- The team's address for the meeting invites' copies (ALERT_EMAIL_TO), set at each server start
-- with `enabled`. NULL: no copy is queued for the team.
ALTER TABLE message_settings ADD COLUMN team_address text;

-- A meeting page link is made when its e-mail is sent, one per message: a repeated try replaces
-- it, so the last e-mail sent holds the one that works (as lead_links).
ALTER TABLE meeting_tokens ADD COLUMN message_id uuid UNIQUE;

-- The team's copy of a meeting e-mail: to the configured team address only, never an address
-- taken from a lead, and not under the per-address cap (it is our own inbox).
CREATE FUNCTION enqueue_team_message(p_lead uuid, p_event text, p_payload jsonb)
RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  address text;
  made uuid;
BEGIN
  IF p_event NOT LIKE 'message.%' THEN
    RAISE EXCEPTION 'a message''s event starts with message., got %', p_event;
  END IF;
  SELECT team_address INTO address FROM message_settings WHERE enabled;
  IF coalesce(address, '') = '' THEN
    RETURN NULL;
  END IF;
  INSERT INTO outbox (lead_id, event, recipient, locale, payload) VALUES (p_lead, p_event, address, 'en', p_payload || '{"copy": "team"}')
    RETURNING id INTO made;
  RETURN made;
END
$$;
