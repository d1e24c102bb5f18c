-- The consent ledger (DPDP Act 2023 s.5–6; docs/decisions/023-erasure-and-retention-rules.md): every consent a form asked for, with the
-- exact notice the person saw (version, language and a hash of its text), when, from where, and
-- its withdrawal. Rows are never deleted, not even by an erasure request: they are the proof that
-- processing had consent while it ran and stopped when it was withdrawn.
CREATE TABLE consent_records (
  id                   uuid PRIMARY KEY,
  mobile               text NOT NULL,
  user_id              uuid REFERENCES users (id) ON DELETE SET NULL,
  purpose              text NOT NULL,
  notice_version       integer NOT NULL,
  notice_language      text NOT NULL,
  notice_hash          text NOT NULL,
  -- The enquiry, application or credit report the consent was given for.
  subject_id           uuid,
  given_at             timestamptz NOT NULL,
  client_address       text,
  user_agent           text,
  withdrawn_at         timestamptz,
  withdrawn_address    text,
  withdrawn_user_agent text
);
CREATE INDEX consent_records_mobile_idx ON consent_records (mobile);
CREATE INDEX consent_records_user_idx ON consent_records (user_id);
CREATE INDEX consent_records_subject_idx ON consent_records (subject_id);

-- A lead closed because its customer withdrew consent is closed by the customer.
ALTER TABLE lead_status_history DROP CONSTRAINT lead_status_history_actor_role_check;
ALTER TABLE lead_status_history ADD CONSTRAINT lead_status_history_actor_role_check
  CHECK (actor_role IN ('system', 'telecaller', 'banker', 'customer'));

-- Data-rights requests (a copy of one's data; erasure), each logged with when it was answered.
-- Kept without a foreign key: the log must outlive the account it is about.
CREATE TABLE data_rights_requests (
  id           uuid PRIMARY KEY,
  user_id      uuid NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('copy', 'erasure')),
  outcome      jsonb NOT NULL,
  requested_at timestamptz NOT NULL,
  answered_at  timestamptz NOT NULL,
  client_address text
);
CREATE INDEX data_rights_requests_user_idx ON data_rights_requests (user_id, requested_at DESC);

-- Complaints to the Grievance Redressal Officer (RBI Digital Lending Directions): a reference the
-- person quotes, the date by which the officer must answer, and the status they can look up.
CREATE TABLE grievances (
  id             uuid PRIMARY KEY,
  reference      text NOT NULL UNIQUE,
  name           text NOT NULL,
  mobile         text NOT NULL,
  email          text,
  category       text NOT NULL,
  details        text NOT NULL,
  status         text NOT NULL CHECK (status IN ('received', 'in_progress', 'resolved')),
  resolution     text,
  respond_by     timestamptz NOT NULL,
  client_address text,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL
);
CREATE INDEX grievances_mobile_idx ON grievances (mobile);
