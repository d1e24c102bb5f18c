-- Vendor selling (issue 11): applications a partner shop files at its counter for a walk-in
-- customer. The shop is the signed-in vendor (its code goes in shop_id as for its links);
-- `filed_by_vendor` tells a counter sale from a lead that came through the shop's link.
ALTER TABLE product_applications ADD COLUMN filed_by_vendor uuid REFERENCES users (id);

-- The shop's sell history lists its leads newest first, filtered by status and product.
CREATE INDEX leads_shop_created_idx ON leads (upper(shop_id), created_at DESC, id DESC);
