-- One lead lifecycle (api/README.md, Leads): every enquiry and product (or card) application is a lead with
-- one status, worked by one telecaller and, once filed with a bank, one banker. A lead's id is
-- the id of the enquiry or application it stands for, so any of them can ask for its history.

-- Turns for round-robin: each assignment (and each routing to a banker) takes the next number,
-- and the next lead goes to whoever's last turn is oldest.
CREATE SEQUENCE lead_turns;

-- Telecallers' working details. Round-robin assignment takes the on-duty telecaller whose last
-- turn is oldest.
CREATE TABLE telecallers (
  user_id          uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  languages        text[] NOT NULL DEFAULT ARRAY['English', 'Hindi'],
  shift_start      text NOT NULL DEFAULT '09:30',
  shift_end        text NOT NULL DEFAULT '18:30',
  on_duty          boolean NOT NULL DEFAULT true,
  last_turn        bigint,
  updated_at       timestamptz NOT NULL
);

-- Bank staff who take leads filed with their bank in the PIN codes they serve.
CREATE TABLE bankers (
  user_id        uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  bank_name      text NOT NULL,
  branch         text NOT NULL,
  ifsc           text NOT NULL,
  designation    text NOT NULL,
  products       text[] NOT NULL,
  pincodes       text[] NOT NULL,
  last_turn      bigint,
  created_at     timestamptz NOT NULL
);

CREATE TABLE leads (
  id            uuid PRIMARY KEY,
  source        text NOT NULL CHECK (source IN ('enquiry', 'application')),
  product       text NOT NULL,
  customer_name text NOT NULL,
  mobile        text NOT NULL,
  pincode       text NOT NULL,
  amount        numeric(14, 2),
  shop_id       text,
  user_id       uuid REFERENCES users (id),
  status        text NOT NULL CHECK (status IN ('new', 'contacted', 'interested', 'not_interested', 'documents_pending',
                                                'logged_in', 'sanctioned', 'disbursed', 'rejected', 'closed')),
  assigned_to   uuid REFERENCES users (id),
  banker_id     uuid REFERENCES users (id),
  next_call_at  timestamptz,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX leads_assigned_idx ON leads (assigned_to, status);
CREATE INDEX leads_banker_idx ON leads (banker_id);
CREATE INDEX leads_shop_idx ON leads (upper(shop_id));
CREATE INDEX leads_mobile_idx ON leads (mobile);

-- Every status change, never changed or removed afterwards: the rules below turn an UPDATE or
-- DELETE into nothing, so even a mistaken query cannot rewrite what the customer was told.
CREATE TABLE lead_status_history (
  seq         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id          uuid NOT NULL UNIQUE,
  lead_id     uuid NOT NULL REFERENCES leads (id),
  from_status text,
  to_status   text NOT NULL,
  note        text,
  actor_id    uuid REFERENCES users (id),
  actor_role  text NOT NULL CHECK (actor_role IN ('system', 'telecaller', 'banker')),
  actor_name  text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX lead_status_history_lead_idx ON lead_status_history (lead_id, seq);
CREATE RULE lead_status_history_no_update AS ON UPDATE TO lead_status_history DO INSTEAD NOTHING;
CREATE RULE lead_status_history_no_delete AS ON DELETE TO lead_status_history DO INSTEAD NOTHING;

-- Each call a telecaller records (a call may end without a status change: no answer, call back).
CREATE TABLE lead_calls (
  id            uuid PRIMARY KEY,
  lead_id       uuid NOT NULL REFERENCES leads (id),
  telecaller_id uuid NOT NULL REFERENCES users (id),
  status_after  text NOT NULL,
  note          text,
  next_call_at  timestamptz,
  created_at    timestamptz NOT NULL
);
CREATE INDEX lead_calls_telecaller_idx ON lead_calls (telecaller_id, created_at DESC);
CREATE INDEX lead_calls_lead_idx ON lead_calls (lead_id, created_at DESC);

-- Telecaller accounts that exist already get their working details.
INSERT INTO telecallers (user_id, updated_at) SELECT id, now() FROM users WHERE role = 'telecaller';

-- Enquiries and applications made before the lifecycle existed become new leads (unassigned
-- until a telecaller comes on duty).
INSERT INTO leads (id, source, product, customer_name, mobile, pincode, amount, shop_id, user_id, status, created_at, updated_at)
SELECT id, 'enquiry', type, username, mobile, pincode, loan_amount, shop_id, user_id, 'new', created_at, created_at FROM enquiries;
INSERT INTO leads (id, source, product, customer_name, mobile, pincode, amount, shop_id, user_id, status, created_at, updated_at)
SELECT id, 'application', product, full_name, mobile, pincode,
       CASE WHEN COALESCE(details->>'loanAmount', details->>'outstandingAmount') ~ '^[0-9]+(\.[0-9]+)?$'
            THEN COALESCE(details->>'loanAmount', details->>'outstandingAmount')::numeric END,
       shop_id, user_id, 'new', created_at, created_at FROM product_applications;
INSERT INTO lead_status_history (id, lead_id, from_status, to_status, note, actor_role, actor_name, created_at)
SELECT gen_random_uuid(), id, NULL, 'new', 'Received', 'system', 'LoanSetu', created_at FROM leads
