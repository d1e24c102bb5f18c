-- The banks and NBFCs the platform works with (RBI Digital Lending Directions: a
-- lending service provider lists its regulated entities on its website). Loaded from
-- api/src/seed/content/lending-partners.json on every start, like the rest of the public content;
-- a partner dropped from the file stays here with listed = false (old enquiries name it).
CREATE TABLE lending_partners (
  id                  text PRIMARY KEY,
  name                text NOT NULL,
  kind                text NOT NULL CHECK (kind IN ('bank', 'nbfc')),
  rbi_registration    text NOT NULL,
  registration_status text NOT NULL,
  -- [{ name, fromRate, processingFeePercent, months }]: what we arrange with the partner.
  products            jsonb NOT NULL,
  grievance_officer   text NOT NULL,
  grievance_phone     text NOT NULL,
  grievance_email     text NOT NULL,
  website             text NOT NULL,
  position            integer NOT NULL,
  listed              boolean NOT NULL DEFAULT true
);
