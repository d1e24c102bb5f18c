-- Offer sets in Marathi too (issue 33; docs/decisions/050-offer-reasons-in-three-languages.md): a
-- set records the language it was asked and shown in, and the site now runs in English, Hindi and
-- Marathi. Migration 026 allowed en and hi only, so a Marathi reader's set was recorded as en.
-- Rows already stored are unchanged (the no-update rule stays): adding the wider check validates
-- them, and every one of them is en or hi.
ALTER TABLE offer_sets DROP CONSTRAINT offer_sets_language_check;
ALTER TABLE offer_sets ADD CONSTRAINT offer_sets_language_check CHECK (language IN ('en', 'hi', 'mr'));
