-- The affiliate rewards (issue 36, item 8): rows of their own beside the referral (DESIGN 'The
-- lead's whole life', 7). A referral's subscription is its one fact; the rewards it earns and
-- their due dates are derived from it (src/domain/rewardSchedule.ts), and a payment is recorded
-- per reward.

-- The day the referred center subscribed, and the day it stopped, if it did.
CREATE TABLE referral_subscriptions (
  lead_id uuid PRIMARY KEY REFERENCES leads(id) ON DELETE CASCADE,
  subscribed_on date NOT NULL,
  ended_on date CHECK (ended_on IS NULL OR ended_on >= subscribed_on),
  changed_at timestamptz NOT NULL DEFAULT now(),
  changed_by text NOT NULL
);

-- A reward paid: one row per referral and kind, so it cannot be paid twice. Its undo deletes it.
CREATE TABLE reward_payments (
  lead_id uuid NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('oneCookie', 'threeCookies')),
  paid_at timestamptz NOT NULL DEFAULT now(),
  paid_by text NOT NULL,
  PRIMARY KEY (lead_id, kind)
);

-- The referrer's private page: a token per message that carries it (only its hash kept), naming
-- the referrer by the salted hash of their address (message_address_key), never the address. It
-- goes with the referral whose message carried it (an erasure or a withdrawal takes it too).
CREATE TABLE referrer_links (
  token_hash text PRIMARY KEY,
  referrer_key text NOT NULL,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  message_id uuid NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The referrer's e-mail that a reward fell due: once per reward (the row is written in the
-- transaction that queues the message), whichever process or hourly round finds it due.
CREATE TABLE reward_notices (
  lead_id uuid NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('oneCookie', 'threeCookies')),
  message_id uuid NOT NULL,
  PRIMARY KEY (lead_id, kind)
);
