-- The sales desk (issue 36, items 3 and 5): the team's accounts and roles, sessions that name
-- their person and end at an absolute time, the person in the audit log, and each lead's
-- status in its kind's pipeline with the history of who changed it and when.

-- Team members: an e-mail, a role and their own scrypt password (auth/password.ts). A member
-- without a password yet has only the one-time link the add-user command printed.
CREATE TABLE admin_users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Compared lower-cased: one address is one account however it is typed.
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'sales')),
  password_hash text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX admin_users_email ON admin_users ((lower(email)));

-- The one-time links that set a member's password: only the token's SHA-256 is kept.
CREATE TABLE admin_password_links (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- A session names its person (NULL: the owner's secret, ADMIN_TOKEN or ADMIN_PASSWORD_HASH) and
-- gets a public number, so the owner can list sessions and end one without seeing its secret.
ALTER TABLE admin_sessions ADD COLUMN user_id bigint REFERENCES admin_users (id) ON DELETE CASCADE;
ALTER TABLE admin_sessions ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE admin_sessions ADD COLUMN user_agent text;

-- Who did it: a member's e-mail, 'owner' for the owner's secret, 'system' for the retention purge.
ALTER TABLE audit_log ADD COLUMN actor text;

-- The lead's place in its kind's pipeline (src/domain/pipeline.ts). A column of the lead, so the
-- lists filter and count by it on an index; its history is rows of their own.
-- Named so as not to be taken for the form's own data->>'status' (draft or submitted).
ALTER TABLE leads ADD COLUMN pipeline_status text NOT NULL DEFAULT 'new';
CREATE INDEX leads_resource_pipeline_received ON leads (resource, pipeline_status, received_at, seq);

CREATE TABLE lead_status_history (
  seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  status text NOT NULL,
  previous text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  actor text NOT NULL
);
CREATE INDEX lead_status_history_lead ON lead_status_history (lead_id, seq);
