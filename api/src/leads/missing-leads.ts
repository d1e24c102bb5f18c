// Leads for requests stored without one (other seeds, imports), opened in the order they came.
import type { Queryable } from '../db/database.ts';
import { openLead, type LeadRow } from './lifecycle.ts';

/**
 * Opens the lead of every enquiry and application that has none (rows written by code that did
 * not call openLead: other seeds, imports), each to the next telecaller on duty, dated when the
 * request came. Answers how many.
 * Code that stores a new enquiry or application should call openLead in its own transaction.
 */
export async function openMissingLeads(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{
    id: string;
    source: LeadRow['source'];
    product: string;
    name: string;
    mobile: string;
    pincode: string;
    amount: string | null;
    shop_id: string | null;
    user_id: string | null;
    created_at: Date | string;
  }>(
    `SELECT e.id, 'enquiry' AS source, e.type AS product, e.username AS name, e.mobile, e.pincode, e.loan_amount::text AS amount,
            e.shop_id, e.user_id, e.created_at
       FROM enquiries e WHERE NOT EXISTS (SELECT 1 FROM leads l WHERE l.id = e.id)
     UNION ALL
     SELECT p.id, 'application', p.product, p.full_name, p.mobile, p.pincode,
            CASE WHEN COALESCE(p.details->>'loanAmount', p.details->>'outstandingAmount') ~ '^[0-9]+(\\.[0-9]+)?$'
                 THEN COALESCE(p.details->>'loanAmount', p.details->>'outstandingAmount') END,
            p.shop_id, p.user_id, p.created_at
       FROM product_applications p WHERE NOT EXISTS (SELECT 1 FROM leads l WHERE l.id = p.id)
     ORDER BY created_at`,
  );
  for (const row of rows) {
    await openLead(tx, new Date(row.created_at), {
      id: row.id,
      source: row.source,
      product: row.product,
      customerName: row.name,
      mobile: row.mobile,
      pincode: row.pincode,
      amount: row.amount === null ? null : Number(row.amount),
      shopID: row.shop_id,
      userId: row.user_id,
    });
  }
  return rows.length;
}
