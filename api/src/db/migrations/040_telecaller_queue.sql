-- A telecaller's today's work (GET /telecaller/queue) lists their open leads, the next call first
-- (`ORDER BY COALESCE(next_call_at, created_at), created_at, id LIMIT 500`). It read every lead
-- ever assigned to them through leads_assigned_idx, open or closed, from as many table pages as
-- leads (a telecaller of the national network holds 10,000: 596 ms in bench:scale of 2026-11-28),
-- then sorted. This index holds their open leads in the list's order, so the first 500 are read
-- as they are listed. The statuses are FINAL_LEAD_STATUSES (shared/src/schemas/leads.ts), written
-- out as the query writes them, so the planner can match the two; api/test/list-plans.test.ts fails
-- if they part.
CREATE INDEX leads_assigned_open_idx ON leads (assigned_to, (COALESCE(next_call_at, created_at)), created_at, id)
  WHERE status NOT IN ('disbursed', 'rejected', 'closed');
