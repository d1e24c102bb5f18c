// The customer's credit reports: read and stored only ever with the customer's own id.
import type { ResponseOf } from '@platform/shared/contracts';
import type { creditReport } from '@platform/shared/contracts';
import { iso } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import type { CreditBand, CreditFactor } from './bureau.ts';

const REPORT_COLUMNS = ['id', 'pan_masked', 'full_name', 'bureau', 'score', 'band', 'factors', 'consent_text', 'consent_at', 'created_at'] as const;

const reportQuery = (q: Queryable, userId: string) => kyselyOf(q).selectFrom('credit_reports').select(REPORT_COLUMNS).where('user_id', '=', userId);

type CreditReportRow = Awaited<ReturnType<ReturnType<typeof reportQuery>['executeTakeFirstOrThrow']>>;

export const creditReportOf = (row: CreditReportRow): ResponseOf<typeof creditReport>['data'] => ({
  id: row.id,
  pan: row.pan_masked,
  fullName: row.full_name,
  bureau: row.bureau,
  score: row.score,
  // Written by bandOf and factorsOf when the report was stored (below).
  band: row.band as CreditBand,
  scoreRange: { min: 300, max: 900 },
  factors: (typeof row.factors === 'string' ? JSON.parse(row.factors) : row.factors) as CreditFactor[],
  consent: { text: row.consent_text, givenAt: iso(row.consent_at)! },
  checkedAt: iso(row.created_at)!,
});

/** The customer's latest 20 reports, newest first. */
export const latestReports = (db: Queryable, userId: string) => reportQuery(db, userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(20).execute();

export const ownReport = (db: Queryable, userId: string, id: string) => reportQuery(db, userId).where('id', '=', id).executeTakeFirst();

export interface NewReport {
  id: string;
  userId: string;
  panMasked: string;
  fullName: string;
  bureau: string;
  score: number | null;
  band: CreditBand;
  factors: CreditFactor[];
  consentText: string;
  at: Date;
  clientAddress: string | null;
}

export async function insertReport(tx: Queryable, report: NewReport): Promise<CreditReportRow> {
  return kyselyOf(tx)
    .insertInto('credit_reports')
    .values({
      id: report.id,
      user_id: report.userId,
      pan_masked: report.panMasked,
      full_name: report.fullName,
      bureau: report.bureau,
      score: report.score,
      band: report.band,
      // Sent as JSON text, as the column's type reads it on both databases.
      factors: JSON.stringify(report.factors),
      consent_text: report.consentText,
      consent_at: report.at,
      client_address: report.clientAddress,
      created_at: report.at,
    })
    .returning(REPORT_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** A customer who signed in by OTP has no name yet: the one on their PAN is the best one. */
export async function nameIfUnnamed(tx: Queryable, userId: string, name: string, now: Date): Promise<void> {
  await tx.query(`UPDATE users SET username = $2, updated_at = $3 WHERE id = $1 AND trim(username) = ''`, [userId, name, now]);
}
