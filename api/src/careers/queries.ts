// The careers OTP and applications' SQL (moved as it was from the route file; docs/decisions/031 for new SQL).
import type { Database, Queryable } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';

export async function startVerification(db: Database, id: string, mobile: string, jobType: string | null, at: Date): Promise<void> {
  await db.query(`INSERT INTO career_verifications (id, mobile, job_type, status, created_at) VALUES ($1, $2, $3, 'pending', $4)`, [id, mobile, jobType, at]);
}

export async function markVerified(db: Database, id: string, at: Date): Promise<void> {
  await db.query(`UPDATE career_verifications SET status = 'verified', verified_at = $2 WHERE id::text = $1`, [id, at]);
}

export async function isOpenJob(db: Database, jobId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM jobs WHERE id = $1 AND open', [jobId.slice(0, 120)])).rows.length > 0;
}

/**
 * Uses up the verified mobile of a careers token (one application per OTP): answers the mobile,
 * 409 when it backed an application already, 403 when it was never verified.
 */
export async function claimVerification(tx: Queryable, id: string, at: Date): Promise<string> {
  const claimed = await tx.query<{ mobile: string }>(
    `UPDATE career_verifications SET used_at = $2 WHERE id::text = $1 AND status = 'verified' AND used_at IS NULL RETURNING mobile`,
    [id, at],
  );
  const verification = claimed.rows[0];
  if (verification) return verification.mobile;
  const known = await tx.query<{ status: string }>('SELECT status FROM career_verifications WHERE id::text = $1', [id]);
  throw known.rows[0]?.status === 'verified'
    ? new ApiError(409, 'This mobile number has already been used for an application. Please verify it again to apply once more.')
    : new ApiError(403, 'Please verify your mobile number with the OTP first.');
}

export interface NewJobApplication {
  id: string;
  jobId: string | null;
  verificationId: string;
  name: string;
  email: string;
  mobile: string;
  city: string;
  experienceYears: number;
  resumeKey: string | null;
  resumeBytes: number | null;
  at: Date;
}

export async function insertJobApplication(tx: Queryable, a: NewJobApplication): Promise<void> {
  await tx.query(
    `INSERT INTO job_applications (id, programme, job_id, verification_id, name, email, mobile, city, experience_years, resume_key, resume_bytes, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)`,
    [
      a.id,
      a.jobId ? 'job' : 'work-from-home',
      a.jobId,
      a.verificationId,
      a.name,
      a.email,
      a.mobile,
      a.city,
      a.experienceYears,
      a.resumeKey,
      a.resumeBytes,
      a.at,
    ],
  );
}
