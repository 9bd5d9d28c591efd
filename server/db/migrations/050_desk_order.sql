-- The sales desk (issue 36): the lists by when a lead reached the team, and which leads nobody
-- has opened yet.

-- When the lead reached the team: its send time, or for a draft its last change. Kept by the
-- database, so every write path keeps it without knowing, and the lists can page on an index.
ALTER TABLE leads ADD COLUMN received_at timestamptz GENERATED ALWAYS AS (coalesce(submitted_at, updated_at)) STORED;

-- The lists page newest first by (received_at, seq): all of a resource, or only sent or drafts.
CREATE INDEX leads_resource_received ON leads (resource, received_at, seq);
CREATE INDEX leads_resource_submitted_received ON leads (resource, submitted, received_at, seq);
-- The arrival order's index (migration 004) served the lists alone.
DROP INDEX leads_resource_submitted_seq;

-- The first time anyone on the team opened the record: until then the inbox marks it new.
ALTER TABLE leads ADD COLUMN opened_at timestamptz;
