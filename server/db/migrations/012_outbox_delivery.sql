-- A fence on every try (issue 38): a claim writes a fresh delivery id, and a try's outcome (a
-- channel that took the message, delivered, failed, handed back) is written only where the row
-- still carries that id. A worker whose claim ran out and was taken by another can no longer
-- write over the other's outcome.
ALTER TABLE outbox ADD COLUMN delivery_id uuid;
-- The owner's 'retrying' list: pending rows that have failed at least once.
CREATE INDEX outbox_retrying ON outbox (seq) WHERE status = 'pending' AND last_error IS NOT NULL;
