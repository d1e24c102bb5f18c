-- A telecaller's today's work (GET /telecaller/queue) lists their open leads, the next call first
-- (`ORDER BY COALESCE(next_call_at, created_at), created_at, id LIMIT 500`). It read every lead
-- ever assigned to them through leads_assigned_idx, open or closed, from as many table pages as
-- leads (a telecaller of the national network holds 10,000: 596 ms in bench:scale of 2026-11-28),
-- then sorted. This index holds their open leads in the list's order, so the first 500 are read
-- as they are listed. The statuses are FINAL_LEAD_STATUSES (shared/src/schemas/leads.ts), written
-- out as the query writes them (OPEN_LEAD_SQL, api/src/leads/oversight-queries.ts), so the planner
-- can match the two. Were they to part, the list would still be right, read through
-- leads_assigned_idx as before: slower, which bench:scale shows and the plan test does not.
CREATE INDEX leads_assigned_open_idx ON leads (assigned_to, (COALESCE(next_call_at, created_at)), created_at, id)
  WHERE status NOT IN ('disbursed', 'rejected', 'closed');
