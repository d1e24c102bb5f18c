-- A person looks at every shop's KYC before the shop is approved (issue 30, operations console):
-- a KYC reviewer accepts or rejects each step's evidence (the provider's Aadhaar, PAN, bank and
-- GST results, the uploaded shop photo and address proof), and an operations admin approves the
-- shop once every required item is accepted.

-- One decision per shop and item, about the evidence as it stood (`evidence_at`: the step's
-- updated_at or the document's created_at when it was reviewed). New evidence (a step checked
-- again, a document uploaded again) has another time, so it waits for review again; a second
-- decision on the same evidence is refused (someone else decided first). A rejected step is also
-- written back to the shop's step as failed with the reviewer's reason, so the shop redoes it.
CREATE TABLE kyc_reviews (
  vendor_id   uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item        text NOT NULL CHECK (item IN ('aadhaar', 'shopAadhaar', 'pan', 'bank', 'gst', 'shopPhoto', 'addressProof')),
  decision    text NOT NULL CHECK (decision IN ('accepted', 'rejected')),
  reason      text,
  evidence_at timestamptz NOT NULL,
  reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at timestamptz NOT NULL,
  PRIMARY KEY (vendor_id, item),
  CHECK (decision <> 'rejected' OR reason IS NOT NULL)
);
CREATE INDEX kyc_reviews_reviewed_at_idx ON kyc_reviews (reviewed_at);

-- Shops are partners too: listed with bankers and telecallers for approval.
CREATE INDEX users_partner_approval_idx ON users (role, approval_status, created_at) WHERE role IN ('vendor', 'banker', 'telecaller');

-- Every KYC item of every shop with the decision about its current evidence (none when nobody
-- decided on it yet). `ready`: a step the provider verified, or an uploaded document; a step still
-- being checked or whose check failed is the shop's to finish, not the reviewer's.
CREATE VIEW kyc_review_items AS
SELECT i.vendor_id, i.item, i.evidence_at, i.ready, r.decision, r.reason, r.reviewed_by, r.reviewed_at
FROM (
  SELECT vendor_id, step AS item, updated_at AS evidence_at, status = 'verified' AS ready FROM vendor_kyc_steps
  UNION ALL
  SELECT vendor_id, kind, created_at, true FROM vendor_documents
) i
LEFT JOIN kyc_reviews r ON r.vendor_id = i.vendor_id AND r.item = i.item AND r.evidence_at = i.evidence_at;

-- Where each shop's review stands (KYC_REVIEW_STATES in shared/src/contracts/kyc-review.ts):
-- evidence waits for a reviewer; items were sent back and wait for the shop; every required item
-- (KYC_REVIEW_REQUIRED there: Aadhaar by OTP, PAN, bank, shop photo, address proof) is accepted;
-- or the shop has not finished. `waiting_since`: the oldest evidence waiting, else registration.
CREATE VIEW kyc_review_shops AS
SELECT s.vendor_id, s.created_at, s.awaiting, s.accepted, s.rejected, s.required_accepted,
  CASE WHEN s.awaiting > 0 THEN 'awaiting'
       WHEN s.rejected > 0 THEN 'changes_requested'
       WHEN s.required_accepted = 5 THEN 'accepted'
       ELSE 'incomplete' END AS state,
  coalesce(s.oldest_waiting, s.created_at) AS waiting_since
FROM (
  SELECT u.id AS vendor_id, u.created_at,
    count(i.item) FILTER (WHERE i.ready AND i.decision IS NULL)::int AS awaiting,
    count(i.item) FILTER (WHERE i.ready AND i.decision = 'accepted')::int AS accepted,
    count(i.item) FILTER (WHERE i.decision = 'rejected')::int AS rejected,
    count(i.item) FILTER (WHERE i.ready AND i.decision = 'accepted'
      AND i.item IN ('aadhaar', 'pan', 'bank', 'shopPhoto', 'addressProof'))::int AS required_accepted,
    min(i.evidence_at) FILTER (WHERE i.ready AND i.decision IS NULL) AS oldest_waiting
  FROM users u
  LEFT JOIN kyc_review_items i ON i.vendor_id = u.id
  WHERE u.role = 'vendor'
  GROUP BY u.id, u.created_at
) s;
