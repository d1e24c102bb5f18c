import { describe, expect, it } from 'vitest';
import {
  CONSENT_LINK_PAGES,
  CONSENT_NOTICES,
  CONSENT_PURPOSES,
  currentNotice,
  NOTICE_LANGUAGES,
  noticeHeaderValue,
  parseNoticeHeader,
  plainStatement,
} from './consent';

describe('consent notices', () => {
  it('have a current version for every purpose, in English, Hindi and Marathi with the same statements', () => {
    for (const purpose of CONSENT_PURPOSES) {
      const notice = currentNotice(purpose);
      expect(notice.statements.en.length).toBeGreaterThan(0);
      for (const language of ['hi', 'mr'] as const) {
        expect(notice.statements[language]).toHaveLength(notice.statements.en.length);
        expect(notice.title[language]).not.toBe(notice.title.en);
        expect(notice.onWithdrawal[language]).toMatch(/[\u0900-\u097F]/);
      }
      // Marathi is not Hindi with another label: the two differ wherever a notice says something.
      expect(notice.statements.mr).not.toEqual(notice.statements.hi);
    }
  });

  it('are never two of one purpose and version (a change is a new version)', () => {
    const keys = CONSENT_NOTICES.map((n) => `${n.purpose}@${n.version}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('link only to policy pages that exist, with the same pages in every language', () => {
    for (const notice of CONSENT_NOTICES) {
      const links = (text: string) => [...text.matchAll(/\]\(([a-z]+)\)/g)].map((m) => m[1]).sort();
      notice.statements.en.forEach((statement, i) => {
        for (const page of links(statement)) expect(Object.keys(CONSENT_LINK_PAGES)).toContain(page);
        for (const language of NOTICE_LANGUAGES) expect(links(notice.statements[language][i]!)).toEqual(links(statement));
      });
    }
  });

  it('round-trip through the header a form sends, and refuse what names no notice', () => {
    const notice = currentNotice('enquiry');
    expect(parseNoticeHeader(noticeHeaderValue(notice, 'hi'))).toEqual({ notice, language: 'hi' });
    expect(parseNoticeHeader(noticeHeaderValue(notice, 'mr'))).toEqual({ notice, language: 'mr' });
    for (const bad of ['enquiry@9;en', 'enquiry@1;fr', 'enquiry@1', 'loan@1;en', 42, undefined, ' enquiry@1;en; drop']) {
      expect(parseNoticeHeader(bad)).toBeNull();
    }
  });

  it('read as plain text without their link markup', () => {
    expect(plainStatement('I agree to the [privacy policy](privacy) now.')).toBe('I agree to the privacy policy now.');
  });
});
