-- Erased and purged leads must leave the database's files, not only its tables (server/README.md
-- 'Deletion on disk'). ANALYZE copied whole `data` values and e-mail addresses from the indexes
-- into pg_statistic (most common values, histogram bounds), where no deletion reached them: the
-- lead's data and the e-mail indexes are no longer sampled (the queries that use them look up one
-- address, for which the planner needs no histogram).
-- Changing `data` to its own type drops its statistics and rebuilds the indexes on it, whose
-- statistics go with the old indexes: this works for the table's owner, where deleting from
-- pg_statistic needs a superuser. The statistics targets are set after, on the rebuilt indexes.
ALTER TABLE leads ALTER COLUMN data TYPE jsonb;
ALTER TABLE leads ALTER COLUMN data SET STATISTICS 0;
ALTER INDEX leads_email_lower ALTER COLUMN 1 SET STATISTICS 0;
ALTER INDEX leads_email_a_lower ALTER COLUMN 1 SET STATISTICS 0;

-- The audit log's last entry whose deleted rows have been wiped from the embedded database's files
-- (server/db/forget.ts). -1: the remnants of deletions made before this migration are wiped at the
-- next maintenance run.
CREATE TABLE disk_wiped (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  audit_seq bigint NOT NULL
);
INSERT INTO disk_wiped (audit_seq) VALUES (-1);
