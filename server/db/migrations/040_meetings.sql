-- Booked demo meetings (issue 34). A lead books at most one meeting that is not cancelled, and a
-- start time holds at most one: the unique indexes below are what keeps two server processes on
-- one PostgreSQL from booking one slot twice, whatever the code above them does.
CREATE TABLE meetings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Deleting the lead (the owner, an erasure, the purge) deletes its meeting and what it queued.
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  status text NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled', 'held', 'no-show')),
  -- The invite's SEQUENCE (RFC 5545): 0 when booked, one more at every reschedule and the cancel.
  sequence integer NOT NULL DEFAULT 0,
  -- The link as made when booked (MEETING_VIDEO_URL with a random room id): it must not change
  -- under an invite already sent if the setting changes.
  video_url text NOT NULL,
  booked_by text NOT NULL CHECK (booked_by IN ('visitor', 'team')),
  -- When the current time was set: a meeting booked inside the reminder window gets no reminder.
  scheduled_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX meetings_one_per_start ON meetings (starts_at) WHERE status <> 'cancelled';
CREATE UNIQUE INDEX meetings_one_per_lead ON meetings (lead_id) WHERE status <> 'cancelled';
CREATE INDEX meetings_booked_start ON meetings (starts_at) WHERE status = 'booked';

-- The meeting page's links: random tokens, only their SHA-256 kept. A token names a meeting and
-- nothing else; a meeting may have several (one per message that carries a link).
CREATE TABLE meeting_tokens (
  token_hash text PRIMARY KEY,
  meeting_id uuid NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX meeting_tokens_meeting ON meeting_tokens (meeting_id);

-- Times the owner has blocked out (a holiday, an afternoon): no slot is offered in them.
CREATE TABLE meeting_blocks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX meeting_blocks_end ON meeting_blocks (ends_at);

-- Messages a meeting owes to people ('to send'), written in the transaction that books,
-- reschedules, cancels or reminds. The e-mail pipeline for people (outbox, daily cap, locale
-- catalogues) takes them over: it sets handed_over_at in the transaction that puts the e-mails
-- in its own outbox, so each is handed over once. UNIQUE makes a reminder once per meeting time.
CREATE TABLE meeting_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  meeting_id uuid NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('invite', 'update', 'cancel', 'reminder')),
  -- The meeting's SEQUENCE and time this message announces.
  sequence integer NOT NULL,
  starts_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  handed_over_at timestamptz,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  UNIQUE (meeting_id, kind, sequence)
);
CREATE INDEX meeting_messages_waiting ON meeting_messages (seq) WHERE handed_over_at IS NULL;
