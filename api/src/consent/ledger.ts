// The consent ledger: what a person agreed to, recorded in the transaction that stores
// what they agreed to it for, so neither exists without the other.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { currentNotice, parseNoticeHeader, type ConsentNotice, type ConsentPurpose, type NoticeLanguage } from '@platform/shared/schemas';
import { clientAddress } from '../context.ts';
import type { Queryable } from '../db/database.ts';

/** SHA-256 of the notice as the person read it: what a record's hash proves. */
export function noticeHash(notice: ConsentNotice, language: NoticeLanguage): string {
  const shown = { purpose: notice.purpose, version: notice.version, language, statements: notice.statements[language] };
  return createHash('sha256').update(JSON.stringify(shown)).digest('hex');
}

/**
 * The notice a request's form showed: the one its X-Consent-Notice header names when that is a
 * version of this purpose, else the current version in English (what a form without the header,
 * such as an API caller's, is taken to have agreed to).
 */
export function noticeShown(purpose: ConsentPurpose, request: FastifyRequest): { notice: ConsentNotice; language: NoticeLanguage } {
  const named = parseNoticeHeader(request.headers['x-consent-notice']);
  if (named && named.notice.purpose === purpose) return named;
  return { notice: currentNotice(purpose), language: 'en' };
}

export interface ConsentGiven {
  purpose: ConsentPurpose;
  mobile: string;
  userId: string | null;
  /** The enquiry, application or credit report the consent is for. */
  subjectId: string;
  request: FastifyRequest;
  at: Date;
}

export async function recordConsent(tx: Queryable, given: ConsentGiven): Promise<string> {
  const { notice, language } = noticeShown(given.purpose, given.request);
  const id = randomUUID();
  await tx.query(
    `INSERT INTO consent_records (id, mobile, user_id, purpose, notice_version, notice_language, notice_hash, subject_id,
       given_at, client_address, user_agent)
     VALUES ($1, $2, (SELECT id FROM users WHERE id::text = $3), $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      id,
      given.mobile,
      given.userId ?? '',
      given.purpose,
      notice.version,
      language,
      noticeHash(notice, language),
      given.subjectId,
      given.at,
      clientAddress(given.request),
      userAgentOf(given.request),
    ],
  );
  return id;
}

export const userAgentOf = (request: FastifyRequest) => String(request.headers['user-agent'] ?? '').slice(0, 500) || null;
