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

-- A telecaller's or banker's note on a status change is about the person, so erasure blanks it
-- (decision 023). The history stays append-only otherwise: an UPDATE that changes anything but
-- setting the note to nothing still does nothing.
DROP RULE lead_status_history_no_update ON lead_status_history;
CREATE RULE lead_status_history_no_update AS ON UPDATE TO lead_status_history
  WHERE NEW.note IS NOT NULL OR NEW.id <> OLD.id OR NEW.lead_id <> OLD.lead_id
     OR NEW.from_status IS DISTINCT FROM OLD.from_status OR NEW.to_status <> OLD.to_status
     OR NEW.actor_id IS DISTINCT FROM OLD.actor_id OR NEW.actor_role <> OLD.actor_role
     OR NEW.actor_name <> OLD.actor_name OR NEW.created_at <> OLD.created_at
  DO INSTEAD NOTHING;
