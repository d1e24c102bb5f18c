-- Vendor selling (issue 11): applications a partner shop files at its counter for a walk-in
-- customer. The shop is the signed-in vendor (its code goes in shop_id as for its links);
-- `filed_by_vendor` tells a counter sale from a lead that came through the shop's link.
ALTER TABLE product_applications ADD COLUMN filed_by_vendor uuid REFERENCES users (id);

-- The shop's sell history lists its leads newest first, filtered by status and product.
CREATE INDEX leads_shop_created_idx ON leads (upper(shop_id), created_at DESC, id DESC);

-- Commission lines (issue 11): what the payout table gave on which disbursed amount, and the
-- shop's invoice for an unpaid line (number, date, GSTIN if any, the PDF in file storage). GST and
-- TDS are computed from the commission when shown, so a change of rate never rewrites a line.
ALTER TABLE vendor_commissions ADD COLUMN base_paise bigint;
ALTER TABLE vendor_commissions ADD COLUMN rate_label text;
ALTER TABLE vendor_commissions ADD COLUMN invoice_number text;
ALTER TABLE vendor_commissions ADD COLUMN invoice_date date;
ALTER TABLE vendor_commissions ADD COLUMN invoice_gstin text;
ALTER TABLE vendor_commissions ADD COLUMN invoice_key text;
-- One invoice number per shop, as GST rules require.
CREATE UNIQUE INDEX vendor_commissions_invoice_key ON vendor_commissions (vendor_id, upper(invoice_number)) WHERE invoice_number IS NOT NULL;
