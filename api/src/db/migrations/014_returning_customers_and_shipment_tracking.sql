-- Issue 11, what was left (docs/decisions/022-returning-customer-documents-and-shipment-status.md).

-- Every time a shop read a returning customer's details (GET /api/get-user) after the customer
-- confirmed with an OTP: which shop, whose record, which fields, under which consent token. Kept
-- so a customer can be told who saw what; the token id ties a read to the OTP they confirmed.
CREATE TABLE customer_lookups (
  id              uuid PRIMARY KEY,
  vendor_id       uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  mobile          text NOT NULL,
  customer_id     uuid REFERENCES users (id) ON DELETE SET NULL,
  -- The application the details came from when the customer has no account.
  application_id  uuid,
  fields_shared   text[] NOT NULL,
  consent_token   text NOT NULL,
  client_address  text,
  created_at      timestamptz NOT NULL
);
CREATE INDEX customer_lookups_mobile_idx ON customer_lookups (mobile, created_at DESC);
CREATE INDEX customer_lookups_vendor_idx ON customer_lookups (vendor_id, created_at DESC);

-- A shipment's whole lifecycle (shared logistics.ts: SHIPMENT_STATUSES and SHIPMENT_TRANSITIONS).
ALTER TABLE vendor_shipments DROP CONSTRAINT vendor_shipments_status_check;
ALTER TABLE vendor_shipments ADD CONSTRAINT vendor_shipments_status_check
  CHECK (status IN ('booked', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'cancelled', 'returned_to_origin'));
ALTER TABLE vendor_shipments ADD COLUMN updated_at timestamptz;
UPDATE vendor_shipments SET updated_at = created_at;
ALTER TABLE vendor_shipments ALTER COLUMN updated_at SET NOT NULL;

-- The tracking timeline: one row per status a shipment reached, who moved it and where.
CREATE TABLE shipment_events (
  id           uuid PRIMARY KEY,
  -- Orders events that share a timestamp (two updates in one clock tick) as they happened.
  seq          bigint GENERATED ALWAYS AS IDENTITY,
  shipment_id  uuid NOT NULL REFERENCES vendor_shipments (id) ON DELETE CASCADE,
  status       text NOT NULL,
  location     text,
  note         text,
  actor_role   text NOT NULL CHECK (actor_role IN ('vendor', 'telecaller', 'system')),
  actor_id     uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL
);
CREATE INDEX shipment_events_shipment_idx ON shipment_events (shipment_id, created_at, seq);
-- Shipments booked before the timeline existed start it with their booking.
INSERT INTO shipment_events (id, shipment_id, status, actor_role, actor_id, created_at)
  SELECT gen_random_uuid(), id, 'booked', 'vendor', vendor_id, created_at FROM vendor_shipments;
