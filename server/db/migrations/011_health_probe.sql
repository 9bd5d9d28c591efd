-- The health check writes here (issue 38): 'ok' means a lead sent now would be kept, which a
-- read cannot tell (a full disk, a failing flush: reads still answer). One row, rewritten at each
-- check; it holds nothing but the time of the last check.
CREATE TABLE health_probe (
  id smallint PRIMARY KEY CHECK (id = 1),
  checked_at timestamptz NOT NULL
);
