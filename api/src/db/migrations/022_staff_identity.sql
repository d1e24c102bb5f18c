-- Staff identity for the operations console (issue 30): nobody signs up; an operations admin
-- invites by email, the invitee sets a password and enrols an authenticator (TOTP), and every
-- staff sign-in needs both.

-- E-mail the platform sends (staff invitations). The local adapter writes here instead of sending;
-- development reads it through /dev/last-email. Outside development the one-time link in a message
-- is masked before it is kept, so no usable link is at rest.
CREATE TABLE email_outbox (
  id          uuid PRIMARY KEY,
  seq         bigint GENERATED ALWAYS AS IDENTITY,
  to_address  text NOT NULL,
  subject     text NOT NULL,
  body        text NOT NULL,
  purpose     text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX email_outbox_to_idx ON email_outbox (lower(to_address), seq);

-- What a staff account (users.role = 'admin') has beyond the account itself: its authenticator's
-- secret (sealed with the server's data key), the last time step a code was accepted for (a code
-- is good once), and whether an operations admin deactivated it. An admin account made before
-- this migration has no secret and cannot sign in until it enrols.
CREATE TABLE staff_accounts (
  user_id          uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  totp_secret      text,
  totp_enrolled_at timestamptz,
  totp_last_step   bigint NOT NULL DEFAULT 0,
  invited_by       uuid REFERENCES users (id) ON DELETE SET NULL,
  deactivated_at   timestamptz,
  deactivated_by   uuid REFERENCES users (id) ON DELETE SET NULL,
  deactivation_reason text
);

-- An invitation: only a hash of its one-time token is kept. It is used once (accepted_at), may
-- be revoked, and expires. The authenticator's secret is made with the invitation (sealed) and
-- shown to the invitee when they open the link; enrolment completes with a valid current code.
CREATE TABLE staff_invitations (
  id          uuid PRIMARY KEY,
  email       text NOT NULL,
  name        text NOT NULL,
  mobile      text NOT NULL,
  roles       text[] NOT NULL CHECK (cardinality(roles) > 0),
  token_hash  text NOT NULL UNIQUE,
  totp_secret text NOT NULL,
  invited_by  uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  revoked_at  timestamptz,
  revoked_by  uuid REFERENCES users (id) ON DELETE SET NULL
);
-- At most one open invitation per address.
CREATE UNIQUE INDEX staff_invitations_open_email_key ON staff_invitations (lower(email)) WHERE accepted_at IS NULL AND revoked_at IS NULL;
CREATE INDEX staff_invitations_created_idx ON staff_invitations (created_at);

-- The audit log reader filters by action and subject type besides actor and subject.
CREATE INDEX audit_log_action_idx ON audit_log (action, created_at);
