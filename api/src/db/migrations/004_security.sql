-- Security review (api/README.md, Security decisions).

-- One mobile number may be both a customer and a partner shop (or staff): they are separate
-- identities. The customer identity is what an OTP login finds or creates; a vendor account is
-- only ever made by the sign-up flow and verified by its own sign-up OTP. At most one customer and
-- one other account per mobile.
DROP INDEX users_mobile_key;
CREATE UNIQUE INDEX users_customer_mobile_key ON users (mobile) WHERE role = 'customer';
CREATE UNIQUE INDEX users_account_mobile_key ON users (mobile) WHERE role <> 'customer';

-- Bumped on logout, password change and reset: access tokens carry the version they were issued
-- under and are refused once it moves on.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;

-- Product applications: the sensitive answers (PAN, income, the rest of the form) are sealed with
-- AES-256-GCM; `details` keeps only what lists and reports need, with the PAN masked.
ALTER TABLE product_applications ADD COLUMN details_sealed text;
