// A consent notice (shared/src/schemas/consent.ts) as one checkbox in a plain <Form>, for the
// forms that do not go through the product form engine (careers, partner programmes, connector
// sign-up, vendor KYC). The request then names the notice shown with noticeHeaders, so the server
// records exactly the version and language the person ticked.
import { currentLanguage, useLanguage } from '@platform/shared';
import { CONSENT_NOTICE_HEADER, currentNotice, noticeHeaderValue, type ConsentPurpose, type NoticeLanguage } from '@platform/shared/schemas';
import { CheckboxField } from './checkbox-field';
import { ConsentStatement } from './consent-notice';

export interface NoticeConsentFieldProps {
  purpose: ConsentPurpose;
  name?: string;
  language?: NoticeLanguage;
}

/**
 * The current notice's statements, each a checkbox bound to `name` (ticking one ticks the set), in
 * the language of the header's switch unless one is given.
 */
export function NoticeConsentField({ purpose, name = 'consent', language }: NoticeConsentFieldProps) {
  const chosen = useLanguage();
  const shown = language ?? chosen;
  return (
    <>
      {currentNotice(purpose).statements[shown].map((statement, index) => (
        <CheckboxField key={index} name={name} label={<ConsentStatement text={statement} />} />
      ))}
    </>
  );
}

/**
 * The header that names the notice a form showed: `{ 'X-Consent-Notice': 'careers@1;hi' }`; the
 * language is the switch's, which is the one NoticeConsentField showed.
 */
export const noticeHeaders = (purpose: ConsentPurpose, language: NoticeLanguage = currentLanguage()) => ({
  [CONSENT_NOTICE_HEADER]: noticeHeaderValue(currentNotice(purpose), language),
});
