-- Applications for the b2c products (loans, balance transfers, credit cards, motor insurance and
-- the digital services), one row per submission. Columns every product shares are columns; the
-- product's own answers (income, lender, property, vehicle, brief…) are kept as submitted, after
-- validation with the shared schema, in `details`.
CREATE TABLE product_applications (
  id              uuid PRIMARY KEY,
  product         text NOT NULL,
  endpoint        text NOT NULL,
  full_name       text NOT NULL,
  mobile          text NOT NULL,
  email           text NOT NULL,
  pincode         text NOT NULL,
  city            text NOT NULL,
  details         jsonb NOT NULL,
  referred        text,
  shop_id         text,
  status          text NOT NULL CHECK (status IN ('submitted', 'contacted', 'closed')),
  user_id         uuid REFERENCES users (id),
  client_address  text,
  created_at      timestamptz NOT NULL
);
CREATE INDEX product_applications_mobile_idx ON product_applications (mobile);
CREATE INDEX product_applications_product_idx ON product_applications (product, created_at DESC);
