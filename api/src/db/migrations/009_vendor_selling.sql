-- Vendor selling (docs/decisions/011-vendor-selling-endpoints.md): applications a partner shop files at its counter for a walk-in
-- customer. The shop is the signed-in vendor (its code goes in shop_id as for its links);
-- `filed_by_vendor` tells a counter sale from a lead that came through the shop's link.
ALTER TABLE product_applications ADD COLUMN filed_by_vendor uuid REFERENCES users (id);

-- The shop's sell history lists its leads newest first, filtered by status and product.
CREATE INDEX leads_shop_created_idx ON leads (upper(shop_id), created_at DESC, id DESC);

-- Commission lines (docs/decisions/020-commission-payout-table.md): what the payout table gave on which disbursed amount, and the
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

-- Shipments a shop books (logistics tools): an order to a customer or a return pickup, both ends
-- checked against the PIN directory, the quote as it was given, and a tracking number.
CREATE TABLE vendor_shipments (
  id              uuid PRIMARY KEY,
  vendor_id       uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind            text NOT NULL CHECK (kind IN ('order', 'return')),
  tracking_number text NOT NULL UNIQUE,
  pickup          jsonb NOT NULL,
  delivery        jsonb NOT NULL,
  contents        text NOT NULL,
  weight_kg       numeric(8, 3) NOT NULL,
  length_cm       numeric(8, 2) NOT NULL,
  breadth_cm      numeric(8, 2) NOT NULL,
  height_cm       numeric(8, 2) NOT NULL,
  payment_mode    text NOT NULL CHECK (payment_mode IN ('prepaid', 'cod')),
  cod_paise       bigint,
  zone            text NOT NULL,
  quote           jsonb NOT NULL,
  status          text NOT NULL CHECK (status IN ('booked', 'picked_up', 'in_transit', 'delivered', 'cancelled')),
  created_at      timestamptz NOT NULL
);
CREATE INDEX vendor_shipments_vendor_idx ON vendor_shipments (vendor_id, created_at DESC);

-- Documents a sale needs (the list per product is in shared vendor-selling.ts), uploaded by the
-- shop after filing (PUT /api/pendency-docs/:loanId); the file lives in file storage. A new upload
-- of a kind replaces the old one.
CREATE TABLE sale_documents (
  id          uuid PRIMARY KEY,
  lead_id     uuid NOT NULL REFERENCES leads (id),
  vendor_id   uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind        text NOT NULL,
  storage_key text NOT NULL,
  mime_type   text NOT NULL,
  size_bytes  integer NOT NULL,
  file_name   text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE UNIQUE INDEX sale_documents_kind_key ON sale_documents (lead_id, kind);
