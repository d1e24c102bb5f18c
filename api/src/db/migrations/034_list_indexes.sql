-- Indexes the lists need at scale (issue 34, `pnpm bench:scale`, decision 046). Each was missing
-- for a filter or order a list uses; api/test/list-plans.test.ts explains every list and fails
-- when a large table is read whole.

-- A shop's dashboard reads its enquiries and applications by upper(shop_id) (a code is matched
-- whatever its case); the (shop_id, created_at) indexes cannot serve that expression.
CREATE INDEX enquiries_shop_upper_idx ON enquiries (upper(shop_id), created_at DESC);
CREATE INDEX product_applications_shop_upper_idx ON product_applications (upper(shop_id), created_at DESC);

-- A customer's enquiry history includes the applications made signed in (user_id).
CREATE INDEX product_applications_user_idx ON product_applications (user_id, created_at DESC);

-- Leads oversight pages every lead (or every open one) oldest first.
CREATE INDEX leads_created_idx ON leads (created_at, id);

-- The operations dashboard counts the leads closed today: history rows by final status and time.
CREATE INDEX lead_status_history_to_status_idx ON lead_status_history (to_status, created_at);
