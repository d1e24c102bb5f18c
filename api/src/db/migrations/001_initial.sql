-- Accounts of every role. Customers and telecallers sign in with a mobile OTP; vendors register
-- and sign in with email and password (and may also use OTP).
CREATE TABLE users (
  id                 uuid PRIMARY KEY,
  role               text NOT NULL CHECK (role IN ('customer', 'vendor', 'telecaller', 'banker')),
  username           text NOT NULL,
  email              text,
  mobile             text NOT NULL,
  password_hash      text,
  state              text,
  city               text,
  pin_code           text,
  address            text,
  referral_code      text NOT NULL,
  referred_by        text,
  plan               text,
  mobile_verified_at timestamptz,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL
);
CREATE UNIQUE INDEX users_mobile_key ON users (mobile);
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX users_referral_code_key ON users (referral_code);

-- One-time passwords. Only an HMAC of the code is kept. Each code belongs to the token (its jti)
-- and purpose that asked for it, is used once, expires, and locks after too many wrong tries.
CREATE TABLE otp_codes (
  id          uuid PRIMARY KEY,
  token_id    text NOT NULL,
  purpose     text NOT NULL,
  mobile      text NOT NULL,
  code_hash   text NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  expires_at  timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at  timestamptz NOT NULL
);
CREATE INDEX otp_codes_token_idx ON otp_codes (token_id, purpose);
CREATE INDEX otp_codes_mobile_idx ON otp_codes (mobile, purpose, created_at DESC);

-- Fixed-window counters for rate limits (per mobile, per client address).
CREATE TABLE rate_limit_counters (
  bucket       text NOT NULL,
  window_start timestamptz NOT NULL,
  hits         integer NOT NULL,
  PRIMARY KEY (bucket, window_start)
);

-- The local SMS adapter's outbox: what would have been sent. The code is kept only here, for the
-- development route that end-to-end tests read.
CREATE TABLE sms_outbox (
  seq        bigint GENERATED ALWAYS AS IDENTITY,
  id         uuid PRIMARY KEY,
  mobile     text NOT NULL,
  message    text NOT NULL,
  purpose    text NOT NULL,
  otp        text,
  created_at timestamptz NOT NULL
);
CREATE INDEX sms_outbox_mobile_idx ON sms_outbox (mobile, seq DESC);

-- Enquiries as submitted (docs/spec/product.md §3), with the shop and referral they came with.
CREATE TABLE enquiries (
  id              uuid PRIMARY KEY,
  username        text NOT NULL,
  mobile          text NOT NULL,
  email           text NOT NULL,
  pincode         text NOT NULL,
  address         text NOT NULL,
  loan_amount     numeric(14, 2) NOT NULL,
  referred        text,
  type            text NOT NULL,
  shop_id         text,
  status          text NOT NULL CHECK (status IN ('submitted', 'verified')),
  user_id         uuid REFERENCES users (id),
  client_address  text,
  created_at      timestamptz NOT NULL,
  verified_at     timestamptz
);
CREATE INDEX enquiries_mobile_idx ON enquiries (mobile);

-- Responses to requests sent with an Idempotency-Key, replayed to retries.
CREATE TABLE idempotency_keys (
  scope        text NOT NULL,
  key          text NOT NULL,
  request_hash text NOT NULL,
  status_code  integer,
  response     text,
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);

-- Job applicants' mobile verification (the careers pages).
CREATE TABLE career_verifications (
  id          uuid PRIMARY KEY,
  mobile      text NOT NULL,
  job_type    text,
  status      text NOT NULL CHECK (status IN ('pending', 'verified')),
  created_at  timestamptz NOT NULL,
  verified_at timestamptz
);

CREATE TABLE blog_posts (
  id           uuid PRIMARY KEY,
  slug         text NOT NULL UNIQUE,
  title        text NOT NULL,
  excerpt      text NOT NULL,
  body         text NOT NULL,
  author       text NOT NULL,
  category     text NOT NULL,
  cover_image  text,
  published_at timestamptz NOT NULL
);
