-- Write limits shared by every server process on one PostgreSQL (server/db/writeLimits.ts): one
-- token bucket per key ('create:<address>', 'update:<resource>/<id>'). UNLOGGED: a limit need not
-- survive a crash, and its updates then cost no WAL and no flush next to the lead they guard.
CREATE UNLOGGED TABLE write_limits (
  key text PRIMARY KEY,
  tokens double precision NOT NULL,
  at timestamptz NOT NULL,
  -- When the bucket is full again: from then on the row says nothing and may be deleted.
  full_at timestamptz NOT NULL
);
CREATE INDEX write_limits_full_at ON write_limits (full_at);

-- Periodic work that must run once across processes (server/db/runOnce.ts): when it last started.
CREATE TABLE scheduled_runs (
  name text PRIMARY KEY,
  last_started_at timestamptz NOT NULL
);
