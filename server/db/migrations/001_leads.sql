-- The three lead resources in one table: the visitor's fields as jsonb (validated by the
-- superstructs in src/domain before they get here), the server's own fields as columns.
CREATE TABLE leads (
  id uuid PRIMARY KEY,
  resource text NOT NULL CHECK (resource IN ('waitlist-records', 'affiliates', 'scholarship-applications')),
  data jsonb NOT NULL CHECK (jsonb_typeof(data) = 'object'),
  submitted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Arrival order: timestamps can tie (PGlite's clock ticks in milliseconds), this cannot.
  seq bigint GENERATED ALWAYS AS IDENTITY
);

-- The owner's list and export: one resource, oldest first.
CREATE INDEX leads_resource_seq ON leads (resource, seq);
