// A consent notice (shared/src/schemas/consent.ts) as one checkbox in a plain <Form>, for the
// forms that do not go through the product form engine (careers, partner programmes, connector
// sign-up, vendor KYC). The request then names the notice shown with noticeHeaders, so the server
// records exactly the version and language the person ticked (issue 17).
import { CONSENT_NOTICE_HEADER, currentNotice, noticeHeaderValue, type ConsentPurpose, type NoticeLanguage } from '@platform/shared/schemas';
import { CheckboxField } from './checkbox-field';
import { ConsentStatement } from './consent-notice';

export interface NoticeConsentFieldProps {
  purpose: ConsentPurpose;
  name?: string;
  language?: NoticeLanguage;
}

/** The current notice's statements, each a checkbox bound to `name` (ticking one ticks the set). */
export function NoticeConsentField({ purpose, name = 'consent', language = 'en' }: NoticeConsentFieldProps) {
  return (
    <>
      {currentNotice(purpose).statements[language].map((statement, index) => (
        <CheckboxField key={index} name={name} label={<ConsentStatement text={statement} />} />
      ))}
    </>
  );
}

/** The header that names the notice a form showed: `{ 'X-Consent-Notice': 'careers@1;en' }`. */
export const noticeHeaders = (purpose: ConsentPurpose, language: NoticeLanguage = 'en') => ({
  [CONSENT_NOTICE_HEADER]: noticeHeaderValue(currentNotice(purpose), language),
});
