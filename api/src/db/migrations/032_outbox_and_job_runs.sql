-- Everything the platform sends (SMS, e-mail) goes through one durable outbox, written in the
-- transaction of the change that causes it, and delivered by a worker with retries
-- (docs/decisions/041-one-outbox-and-one-job-registry.md). The older `sms_outbox` and `email_outbox`
-- tables stay what they were: what the local providers "delivered" (the phone and the mailbox of a
-- development machine, read by /dev/last-otp and /dev/last-email).
CREATE TABLE outbox_messages (
  id               uuid PRIMARY KEY,
  seq              bigint GENERATED ALWAYS AS IDENTITY,
  channel          text NOT NULL CHECK (channel IN ('sms', 'email')),
  purpose          text NOT NULL,
  -- Masked (the last four digits, the first letter of an address): enough for the console and logs.
  recipient_masked text NOT NULL,
  -- The message as the channel's adapter takes it. A one-time code or link in it is masked once
  -- the message is delivered or given up (`secret`), so no usable secret stays at rest.
  payload          jsonb NOT NULL,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'delivered', 'dead')),
  attempts         integer NOT NULL DEFAULT 0,
  max_attempts     integer NOT NULL CHECK (max_attempts > 0),
  -- When the next attempt may start; while `sending`, when the claim lapses (a worker that died
  -- mid-delivery leaves the message to be claimed again after this).
  next_attempt_at  timestamptz NOT NULL,
  -- A message not delivered by then is given up (an OTP past its code's expiry is useless).
  expires_at       timestamptz,
  last_error       text,
  created_at       timestamptz NOT NULL,
  delivered_at     timestamptz
);
CREATE INDEX outbox_messages_due_idx ON outbox_messages (next_attempt_at) WHERE status IN ('pending', 'sending');
CREATE INDEX outbox_messages_status_idx ON outbox_messages (status, created_at);

-- The scheduled jobs' runs (api/src/jobs): one row per run, claimed before it starts, so the
-- console shows each job's last run and outcome and two processes never run one job at once.
CREATE TABLE job_runs (
  id           uuid PRIMARY KEY,
  job          text NOT NULL,
  -- 'schedule' (its interval or daily time came), or 'manual' (an operations admin's "Run now").
  trigger      text NOT NULL CHECK (trigger IN ('schedule', 'manual')),
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  started_at   timestamptz NOT NULL,
  finished_at  timestamptz,
  outcome      text NOT NULL CHECK (outcome IN ('running', 'succeeded', 'failed')),
  -- What it did, in words ("3 requests expired, 5 files deleted"), and its counts.
  summary      text,
  counts       jsonb,
  error        text,
  duration_ms  integer
);
CREATE INDEX job_runs_job_idx ON job_runs (job, started_at DESC);
-- At most one run of a job at a time, whichever process started it.
CREATE UNIQUE INDEX job_runs_one_running ON job_runs (job) WHERE outcome = 'running';

-- The SLA breach marks the scheduled jobs set: when a lead's first call, or a CA request, went
-- past its due time (kept, so a report of breaches does not change as work is done later).
ALTER TABLE leads ADD COLUMN first_call_breached_at timestamptz;
ALTER TABLE ca_submissions ADD COLUMN sla_breached_at timestamptz;
