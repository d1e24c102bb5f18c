-- The logistics desk and leads oversight of the operations console (issue 30).

-- Shipments are moved by company staff (the logistics desk, an operations admin) now, not by
-- telecaller accounts; their moves stay on the timeline as the courier desk's.
ALTER TABLE shipment_events DROP CONSTRAINT shipment_events_actor_role_check;
ALTER TABLE shipment_events ADD CONSTRAINT shipment_events_actor_role_check
  CHECK (actor_role IN ('vendor', 'telecaller', 'admin', 'system'));

-- The desk's queue: by status, oldest first; and what reached a final status today.
CREATE INDEX vendor_shipments_status_idx ON vendor_shipments (status, created_at, id);
CREATE INDEX shipment_events_status_idx ON shipment_events (status, created_at);

-- Leads oversight: by status, oldest first; and each lead's first call.
CREATE INDEX leads_status_created_idx ON leads (status, created_at, id);

-- When a lead's first call is due: `window_min` working minutes after it arrived, the working day
-- running from `start_min` to `end_min` minutes after local midnight, local time being UTC plus
-- `offset_min`. The rule itself is shared data (LEAD_FIRST_CALL_SLA, shared/src/schemas/lead-sla.ts,
-- whose firstCallDueAt is the same arithmetic), passed in by every query, so changing it needs no
-- migration. Assumes the window fits in one working day.
CREATE FUNCTION lead_first_call_due(received timestamptz, offset_min integer, start_min integer, end_min integer, window_min integer)
RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT timezone('UTC', day0 + interval '1 minute' * (
           CASE WHEN m < start_min THEN start_min + window_min
                WHEN m >= end_min THEN 1440 + start_min + window_min
                WHEN m + window_min <= end_min THEN m + window_min
                ELSE 1440 + start_min + window_min - (end_min - m) END
           - offset_min))
    FROM (SELECT date_trunc('day', local_at) AS day0,
                 extract(epoch FROM local_at - date_trunc('day', local_at)) / 60 AS m
            FROM (SELECT timezone('UTC', received) + interval '1 minute' * offset_min AS local_at) AS t) AS d
$$;
