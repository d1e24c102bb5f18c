-- The operations dashboard's leads card counts the open leads, finds the oldest, and counts those
-- whose first call is overdue and still not made (decision 046, amendment "the dashboard's leads
-- summary from the SLA mark"). It read every open lead through the status index and looked up the
-- calls of each; it now reads this index alone (no visit to the table where the visibility map
-- allows): the open leads only, with the received time, the id and the SLA job's mark it needs, and
-- looks up calls only for the leads marked, or due since the job's last run. The statuses are
-- FINAL_LEAD_STATUSES (shared/src/schemas/leads.ts), written out as the query writes them, so the
-- planner can match the two; api/test/list-plans.test.ts fails if they part.
CREATE INDEX leads_open_idx ON leads (created_at) INCLUDE (id, first_call_breached_at) WHERE status NOT IN ('disbursed', 'rejected', 'closed');
