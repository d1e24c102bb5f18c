-- A PAN belongs to one person, so it is bound to one customer account (the keyed hash is unique).
-- A PAN bound to several accounts before this stays with the account that verified it first; the
-- later accounts lose the binding (their credit reports stay) and are sent to support if they
-- verify that PAN again, since only a person can tell which account is the PAN holder's.
UPDATE users SET pan_hash = NULL, pan_masked = NULL, pan_name = NULL, pan_verified_at = NULL
 WHERE pan_hash IS NOT NULL AND EXISTS (
   SELECT 1 FROM users first
    WHERE first.pan_hash = users.pan_hash
      AND (COALESCE(first.pan_verified_at, first.created_at), first.id) < (COALESCE(users.pan_verified_at, users.created_at), users.id)
 );
CREATE UNIQUE INDEX users_pan_hash_key ON users (pan_hash) WHERE pan_hash IS NOT NULL;
