-- The audit trail: one row for every staff or money action (who, in which role, when, what, on
-- which object, the state before and after, and the reason given). Written in the transaction of
-- the action itself, so an action and its row exist together or not at all. Append-only: the
-- rules below turn any UPDATE or DELETE into nothing, for the API and for a hand at a SQL prompt.
CREATE TABLE audit_log (
  id            uuid PRIMARY KEY,
  -- The order rows were written in (several may share a timestamp).
  seq           bigint GENERATED ALWAYS AS IDENTITY,
  actor_id      uuid,
  actor_role    text NOT NULL,
  action        text NOT NULL,
  subject_type  text NOT NULL,
  subject_id    text NOT NULL,
  before        jsonb,
  after         jsonb,
  reason        text,
  created_at    timestamptz NOT NULL
);
CREATE INDEX audit_log_subject_idx ON audit_log (subject_type, subject_id, created_at);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, created_at);
CREATE INDEX audit_log_created_idx ON audit_log (created_at);
CREATE RULE audit_log_no_update AS ON UPDATE TO audit_log DO INSTEAD NOTHING;
CREATE RULE audit_log_no_delete AS ON DELETE TO audit_log DO INSTEAD NOTHING;
