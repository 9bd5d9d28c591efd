-- The shared write limits (migration 005) were keyed 'create:<IP address>': visitors' addresses
-- stored in PostgreSQL, though the privacy page says they are not stored. A bucket's key is now
-- an HMAC-SHA-256 of it (server/db/writeLimits.ts) under this secret: every process on the
-- database reads the same one, so they still share the limits, and it is made here, not derived
-- from anything visible. 2 x 122 random bits from PostgreSQL's strong random source.
CREATE TABLE write_limit_secret (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  secret text NOT NULL
);
INSERT INTO write_limit_secret (secret) VALUES (replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
-- The buckets kept under addresses go; they are refilled within minutes anyway. TRUNCATE gives the
-- table a new file, so the old keys leave the disk too.
TRUNCATE write_limits;
