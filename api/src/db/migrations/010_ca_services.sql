-- CA and other services (docs/decisions/012-ca-service-requests.md): a shop's requests for a registration or service, their
-- documents, and what happened to them. Files live in the storage adapter under `storage_key`;
-- the row keeps the type the content showed, its size and SHA-256, so a file read back can be
-- checked and a copy in another store compared.

-- One request. `details` are the form's text fields, sealed at rest (they carry PAN, mobile and
-- address). `fee_paise` is the price with GST at the time of the request; it is charged once to
-- the wallet (ledger reference `ca:<id>`), which moves `awaiting_payment` to `submitted`.
CREATE TABLE ca_submissions (
  id            uuid PRIMARY KEY,
  vendor_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  service       text NOT NULL,
  service_group text NOT NULL CHECK (service_group IN ('ca', 'other')),
  details       text NOT NULL,
  status        text NOT NULL CHECK (status IN ('awaiting_payment', 'submitted', 'documents_requested', 'in_progress', 'completed', 'rejected')),
  reason        text,
  fee_paise     bigint NOT NULL CHECK (fee_paise > 0),
  paid_at       timestamptz,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX ca_submissions_vendor_idx ON ca_submissions (vendor_id, service_group, created_at DESC);

-- Documents sent by the shop (`document` = the form's document key) and the deliverable our team
-- sends back when the request is completed.
CREATE TABLE ca_submission_files (
  id            uuid PRIMARY KEY,
  submission_id uuid NOT NULL REFERENCES ca_submissions (id) ON DELETE CASCADE,
  role          text NOT NULL CHECK (role IN ('document', 'deliverable')),
  document      text NOT NULL,
  storage_key   text NOT NULL,
  mime_type     text NOT NULL,
  size_bytes    integer NOT NULL,
  sha256        text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  file_name     text NOT NULL,
  created_at    timestamptz NOT NULL
);
CREATE INDEX ca_submission_files_submission_idx ON ca_submission_files (submission_id, created_at);

-- Every status a request went through, with the reason or note shown to the shop.
CREATE TABLE ca_submission_events (
  id            uuid PRIMARY KEY,
  -- The order events happened in, even within one clock tick.
  seq           bigint GENERATED ALWAYS AS IDENTITY,
  submission_id uuid NOT NULL REFERENCES ca_submissions (id) ON DELETE CASCADE,
  status        text NOT NULL,
  note          text,
  created_at    timestamptz NOT NULL
);
CREATE INDEX ca_submission_events_submission_idx ON ca_submission_events (submission_id, seq);
