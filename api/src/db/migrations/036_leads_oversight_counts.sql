-- Leads oversight counts every lead under its filters by status and first-call breach on every
-- page (decision 046, amendment "leads oversight counts from the SLA mark"). The breach now comes
-- from the mark the SLA job sets (leads.first_call_breached_at) rather than a lookup of each
-- lead's calls, so the counts read only this index: the received time the filters range over,
-- with the status, holder and mark they count by, and no visit to the table where the visibility
-- map allows. No backfill here: the job has no lower bound, so its first run after this
-- migration marks every existing lead that should be, and until a run has succeeded the
-- oversight applies the live rule to every unmarked lead.
CREATE INDEX leads_oversight_counts_idx ON leads (created_at) INCLUDE (status, assigned_to, first_call_breached_at);
