-- CA fulfilment in the operations console (issue 30): a request number the shop and our team
-- quote, a due date from the service's turnaround in working days (stored when the request is
-- submitted, so a later change of the catalogue does not move promises already made), the CA
-- expert it is assigned to, the documents our team asked for, when it was closed, and what the
-- deliverable is (a certificate, or an acknowledgement with its number).

CREATE SEQUENCE ca_request_number_seq;

ALTER TABLE ca_submissions ADD COLUMN request_number text;
-- Requests made before numbers existed get theirs in the order they were made.
UPDATE ca_submissions s SET request_number = numbered.request_number
  FROM (SELECT id, 'CA-' || to_char(created_at, 'YYYY') || '-' || lpad(nextval('ca_request_number_seq')::text, 6, '0') AS request_number
          FROM (SELECT id, created_at FROM ca_submissions ORDER BY created_at, id) ordered) numbered
 WHERE numbered.id = s.id;
ALTER TABLE ca_submissions ALTER COLUMN request_number SET NOT NULL;
ALTER TABLE ca_submissions ADD CONSTRAINT ca_submissions_request_number_key UNIQUE (request_number);

-- Null for requests paid before due dates existed: they are listed after every dated one.
ALTER TABLE ca_submissions ADD COLUMN due_at timestamptz;
ALTER TABLE ca_submissions ADD COLUMN assignee_id uuid REFERENCES users (id) ON DELETE SET NULL;
-- The service's document keys our team asked for (empty unless documents are requested).
ALTER TABLE ca_submissions ADD COLUMN requested_documents text[] NOT NULL DEFAULT '{}';
-- When our team completed or rejected it (the dashboard's "done today").
ALTER TABLE ca_submissions ADD COLUMN closed_at timestamptz;

-- The queue: open requests by due date, filtered by status and assignee.
CREATE INDEX ca_submissions_queue_idx ON ca_submissions (status, due_at, created_at)
  WHERE status IN ('submitted', 'in_progress', 'documents_requested');
CREATE INDEX ca_submissions_assignee_idx ON ca_submissions (assignee_id) WHERE assignee_id IS NOT NULL;
CREATE INDEX ca_submissions_closed_idx ON ca_submissions (closed_at) WHERE closed_at IS NOT NULL;

-- What a deliverable is: a certificate, or an acknowledgement with the number it carries.
ALTER TABLE ca_submission_files ADD COLUMN deliverable_kind text CHECK (deliverable_kind IN ('certificate', 'acknowledgement'));
ALTER TABLE ca_submission_files ADD COLUMN reference_number text;
-- Only a deliverable has a kind (those sent before kinds existed have none), and an
-- acknowledgement always carries its number.
ALTER TABLE ca_submission_files ADD CONSTRAINT ca_submission_files_deliverable_kind_role_check
  CHECK (role = 'deliverable' OR deliverable_kind IS NULL);
ALTER TABLE ca_submission_files ADD CONSTRAINT ca_submission_files_reference_number_check
  CHECK ((deliverable_kind = 'acknowledgement') = (reference_number IS NOT NULL) OR deliverable_kind IS NULL AND reference_number IS NULL);
