-- The language each person reads (issue 33; docs/decisions/053-messages-and-statements-in-the-readers-language.md):
-- the site keeps the visitor's choice in the browser (decision 051), but an SMS or a statement is
-- written on the server, often with nobody on the page (a lead's status, a payout paid). So the
-- account keeps the language the person last used the site in: set when they sign up, sign in or
-- ask for an OTP from a page in a language, and when a signed-in person switches language.
-- Every existing account reads English until then, as it does today.
ALTER TABLE users ADD COLUMN preferred_language TEXT NOT NULL DEFAULT 'en' CHECK (preferred_language IN ('en', 'hi', 'mr'));
-- When it was last chosen: one mobile may hold a customer identity and a shop (or staff) account,
-- and an SMS goes to the mobile, so it is written in the language the person chose last on any of them.
ALTER TABLE users ADD COLUMN preferred_language_at TIMESTAMPTZ;
