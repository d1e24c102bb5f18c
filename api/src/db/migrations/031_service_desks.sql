-- The service desks of the operations console (issue 32): complaints, job applications and
-- partner-programme enquiries were stored and never read. Each gets a state machine the desk
-- works (the moves are in api/src/grievances/desk.ts, api/src/careers/desk.ts and
-- api/src/partner-enquiries/desk.ts; every move is audited in its transaction).

-- Complaints: received → in progress (assigned or answered) → resolved, or escalated to the
-- Principal Nodal Officer first. The officer's replies are a thread the complainant reads with the
-- reference and mobile number. `breached_at` is set once when the 30 days pass unresolved (the
-- SLA job marks it; the customer may then go to the RBI Integrated Ombudsman).
ALTER TABLE grievances DROP CONSTRAINT grievances_status_check;
ALTER TABLE grievances ADD CONSTRAINT grievances_status_check CHECK (status IN ('received', 'in_progress', 'escalated', 'resolved'));
ALTER TABLE grievances ADD COLUMN assigned_to uuid REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE grievances ADD COLUMN escalation_reason text;
ALTER TABLE grievances ADD COLUMN escalated_at timestamptz;
ALTER TABLE grievances ADD COLUMN resolved_at timestamptz;
ALTER TABLE grievances ADD COLUMN breached_at timestamptz;
CREATE INDEX grievances_open_idx ON grievances (respond_by) WHERE status <> 'resolved';

CREATE TABLE grievance_replies (
  id            uuid PRIMARY KEY,
  grievance_id  uuid NOT NULL REFERENCES grievances (id) ON DELETE CASCADE,
  author_id     uuid REFERENCES users (id) ON DELETE SET NULL,
  body          text NOT NULL,
  created_at    timestamptz NOT NULL
);
CREATE INDEX grievance_replies_grievance_idx ON grievance_replies (grievance_id, created_at);

-- Job applications: received → shortlisted → hired, or rejected from either.
ALTER TABLE job_applications ADD COLUMN status text NOT NULL DEFAULT 'received'
  CHECK (status IN ('received', 'shortlisted', 'rejected', 'hired'));
ALTER TABLE job_applications ADD COLUMN note text;
ALTER TABLE job_applications ADD COLUMN decided_by uuid REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE job_applications ADD COLUMN updated_at timestamptz;
UPDATE job_applications SET updated_at = created_at;
ALTER TABLE job_applications ALTER COLUMN updated_at SET NOT NULL;
CREATE INDEX job_applications_status_idx ON job_applications (status, created_at);

-- Partner-programme enquiries: new → contacted → converted (a shop invitation sent once, by
-- e-mail, with the registration link prefilled) or closed.
ALTER TABLE partner_leads ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'converted', 'closed'));
ALTER TABLE partner_leads ADD COLUMN note text;
ALTER TABLE partner_leads ADD COLUMN invited_at timestamptz;
ALTER TABLE partner_leads ADD COLUMN updated_at timestamptz;
ALTER TABLE partner_leads ADD COLUMN updated_by uuid REFERENCES users (id) ON DELETE SET NULL;
UPDATE partner_leads SET updated_at = created_at;
ALTER TABLE partner_leads ALTER COLUMN updated_at SET NOT NULL;
ALTER TABLE partner_leads ADD CONSTRAINT partner_leads_invited CHECK ((status = 'converted') = (invited_at IS NOT NULL));
CREATE INDEX partner_leads_status_idx ON partner_leads (status, created_at);
