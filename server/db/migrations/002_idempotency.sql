-- Exactly one lead per visitor (issue 13).
--
-- Idempotent create: the browser makes a random key (crypto.randomUUID) before its first save
-- and sends it with the POST; a POST repeated with the same key finds the record instead of
-- making another. The key is a credential (whoever holds it gets the record back), so like a
-- password only its SHA-256 is kept: a copy of the database does not hand out records. Unique
-- per resource; NULL (a record made without a key) never clashes.
ALTER TABLE leads ADD COLUMN idempotency_key text CHECK (idempotency_key ~ '^[0-9a-f]{64}$');
ALTER TABLE leads ADD CONSTRAINT leads_resource_idempotency_key UNIQUE (resource, idempotency_key);

-- The version of a record is its updatedAt (the API's ETag): every change moves it forward by at
-- least a millisecond, the precision the API shows. Timestamps are therefore kept to the
-- millisecond, so the time a client was given compares equal to the one stored.
UPDATE leads SET created_at = date_trunc('milliseconds', created_at), updated_at = date_trunc('milliseconds', updated_at);
ALTER TABLE leads ALTER COLUMN created_at SET DEFAULT date_trunc('milliseconds', now());
ALTER TABLE leads ALTER COLUMN updated_at SET DEFAULT date_trunc('milliseconds', now());
ALTER TABLE leads ADD CONSTRAINT leads_updated_after_created CHECK (updated_at >= created_at);
