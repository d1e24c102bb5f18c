-- The vendor (partner shop) dashboard (api/README.md, Vendor area): KYC steps, documents, notifications, connectors,
-- commissions the figures read, and the PAN a customer's credit checks are tied to.

-- The shop owner's name (KYC name matches compare against it); the shop's name is users.username.
ALTER TABLE users ADD COLUMN owner_name text;

-- One row per shop and KYC step. Only what may be kept: the provider's reference, masked numbers
-- (an Aadhaar number is never stored, only its last four digits, Aadhaar Act s.29) and the name
-- the provider answered. `reason` says why a step failed, in words for the shop.
CREATE TABLE vendor_kyc_steps (
  vendor_id   uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  step        text NOT NULL CHECK (step IN ('aadhaar', 'shopAadhaar', 'pan', 'bank', 'gst')),
  status      text NOT NULL CHECK (status IN ('pending', 'verified', 'failed')),
  reason      text,
  reference   text,
  masked      text,
  name_found  text,
  details     jsonb NOT NULL DEFAULT '{}',
  attempts    integer NOT NULL DEFAULT 0,
  updated_at  timestamptz NOT NULL,
  verified_at timestamptz,
  PRIMARY KEY (vendor_id, step)
);

-- Uploaded documents (shop photo, address proof). The file lives in the file-storage adapter under
-- `storage_key`; the type is what the content says it is, not what the name claims.
CREATE TABLE vendor_documents (
  id          uuid PRIMARY KEY,
  vendor_id   uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('shopPhoto', 'addressProof')),
  storage_key text NOT NULL,
  mime_type   text NOT NULL,
  size_bytes  integer NOT NULL,
  file_name   text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE UNIQUE INDEX vendor_documents_kind_key ON vendor_documents (vendor_id, kind);

-- What happened that the shop should know about; created by the events themselves.
CREATE TABLE vendor_notifications (
  id         uuid PRIMARY KEY,
  vendor_id  uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind       text NOT NULL,
  title      text NOT NULL,
  body       text NOT NULL,
  link       text,
  read_at    timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX vendor_notifications_vendor_idx ON vendor_notifications (vendor_id, created_at DESC);

-- A shop's field agents. `pending` until a self-registered connector confirms their mobile by OTP.
CREATE TABLE vendor_connectors (
  id             uuid PRIMARY KEY,
  vendor_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name           text NOT NULL,
  mobile         text NOT NULL,
  pin_code       text NOT NULL,
  code           text NOT NULL UNIQUE,
  status         text NOT NULL CHECK (status IN ('pending', 'active', 'inactive')),
  joined_via     text NOT NULL CHECK (joined_via IN ('shop', 'self')),
  created_at     timestamptz NOT NULL,
  activated_at   timestamptz,
  deactivated_at timestamptz
);
CREATE UNIQUE INDEX vendor_connectors_mobile_key ON vendor_connectors (vendor_id, mobile);

-- Commission a shop earned on a converted lead (integer paise). `invoice_uploaded_at` empty means
-- the shop still owes the invoice; `paid_at` set means it was paid out.
CREATE TABLE vendor_commissions (
  id                  uuid PRIMARY KEY,
  vendor_id           uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lead_kind           text NOT NULL CHECK (lead_kind IN ('enquiry', 'application')),
  lead_id             uuid NOT NULL,
  product             text NOT NULL,
  amount_paise        bigint NOT NULL CHECK (amount_paise >= 0),
  status              text NOT NULL CHECK (status IN ('unpaid', 'paid')),
  invoice_uploaded_at timestamptz,
  earned_at           timestamptz NOT NULL,
  paid_at             timestamptz
);
CREATE UNIQUE INDEX vendor_commissions_lead_key ON vendor_commissions (lead_kind, lead_id);
CREATE INDEX vendor_commissions_vendor_idx ON vendor_commissions (vendor_id, earned_at DESC);

-- A lead made through a shop's link carries the shop's referral code in shop_id; one brought by
-- a connector also carries the connector's code in `referred` (the connector's own link).
CREATE INDEX enquiries_shop_idx ON enquiries (shop_id, created_at DESC);
CREATE INDEX product_applications_shop_idx ON product_applications (shop_id, created_at DESC);

-- The PAN a customer's credit checks are tied to (api/README.md, Security decisions): fixed after a name match through the
-- PAN KYC adapter. Kept as a keyed hash (to compare) and a masked form (to show), never in full.
ALTER TABLE users ADD COLUMN pan_hash text;
ALTER TABLE users ADD COLUMN pan_masked text;
ALTER TABLE users ADD COLUMN pan_name text;
ALTER TABLE users ADD COLUMN pan_verified_at timestamptz;
