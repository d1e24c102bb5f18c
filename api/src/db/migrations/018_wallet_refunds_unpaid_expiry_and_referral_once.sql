-- CA and other service requests: a shop may withdraw a request before work starts (a paid fee
-- goes back to its wallet), and a request left unpaid expires after UNPAID_REQUEST_LIMITS
-- (shared ca-services.ts) with its files deleted. Both are final statuses.
ALTER TABLE ca_submissions DROP CONSTRAINT ca_submissions_status_check;
ALTER TABLE ca_submissions ADD CONSTRAINT ca_submissions_status_check
  CHECK (status IN ('awaiting_payment', 'submitted', 'documents_requested', 'in_progress', 'completed', 'rejected', 'withdrawn', 'expired'));
-- The expiry sweep and the per-shop caps read the unpaid requests only.
CREATE INDEX ca_submissions_unpaid_idx ON ca_submissions (vendor_id, created_at) WHERE status = 'awaiting_payment';

-- A referral reward is earned once per referred person (their mobile), however many enquiries
-- they send and whoever's code they carry. Rewards credited before this migration keep their
-- rows: the earliest one of each mobile is marked as that mobile's reward, so no mobile earns again.
ALTER TABLE referral_earnings ADD COLUMN referred_mobile text;
UPDATE referral_earnings SET referred_mobile = first_reward.mobile
  FROM (
    SELECT DISTINCT ON (e.mobile) r.id, e.mobile
      FROM referral_earnings r JOIN enquiries e ON e.id = r.source_id
     WHERE r.source = 'enquiry'
     ORDER BY e.mobile, r.earned_at, r.id
  ) AS first_reward
 WHERE referral_earnings.id = first_reward.id;
CREATE UNIQUE INDEX referral_earnings_referred_mobile_key ON referral_earnings (referred_mobile) WHERE referred_mobile IS NOT NULL;
