// /franchise, /distributor and /become-partner: what the programme offers and its enquiry form,
// stored as a partner lead (POST /api/partner-leads) for the partnerships team to call back.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Breadcrumbs, notify, Page, spinner } from '@platform/shared';
import { submitPartnerLead } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import { Form, NoticeConsentField, noticeHeaders, SubmitButton, TextAreaField, TextField } from '@platform/shared/forms';
import { partnerLeadFormSchema, type PartnerLeadFormInput, type PartnerProgramme } from '@platform/shared/schemas';
import { PROGRAMMES } from './partner-programmes';
import { texts } from './texts';

type TextKeyOf<T> = T extends (key: infer K, ...rest: never[]) => string ? K : never;

export function PartnerProgrammePage({ programme }: { programme: PartnerProgramme }) {
  const { t } = texts.useTexts();
  const content = PROGRAMMES[programme];
  const title = t(`${programme}.title`);
  const formLabel = t(`${programme}.formLabel`);
  const [sent, setSent] = useState<string | null>(null);
  async function submit(values: PartnerLeadFormInput) {
    const answer = await spinner.during(callContract(submitPartnerLead, { body: values, headers: noticeHeaders('partner-programme') }));
    notify.success(answer.message);
    setSent(answer.message);
  }
  return (
    <Page title={title} intro={t(`${programme}.intro`)}>
      <Breadcrumbs trail={[{ label: title }]} />
      <section aria-labelledby="benefits-heading">
        <h2 id="benefits-heading">{t('benefits')}</h2>
        <ul className="checklist">
          {content.benefits.map((line) => (
            // Each programme lists only its own lines (partner-programmes.ts), so the key exists.
            <li key={line}>{t(`${programme}.benefits.${line}` as TextKeyOf<typeof t>)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="suits-heading">
        <h2 id="suits-heading">{t('suits')}</h2>
        <ul className="checklist">
          {content.suits.map((line) => (
            <li key={line}>{t(`${programme}.suits.${line}` as TextKeyOf<typeof t>)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="enquiry-heading" className="card account-card">
        <h2 id="enquiry-heading">{formLabel}</h2>
        {sent ? (
          <p role="status" className="notice notice--success">
            {sent}
          </p>
        ) : (
          <Form<PartnerLeadFormInput>
            schema={partnerLeadFormSchema}
            defaultValues={{ programme, name: '', mobile: '', email: '', city: '', pinCode: '', business: '', message: '' }}
            onSubmit={submit}
            aria-label={formLabel}
          >
            <TextField name="name" label={t('fields.name')} autoComplete="name" />
            <TextField name="mobile" label={t('fields.mobile')} type="tel" inputMode="numeric" autoComplete="tel-national" />
            <TextField name="email" label={t('fields.email')} type="email" autoComplete="email" />
            <TextField name="city" label={t('fields.city')} autoComplete="address-level2" />
            <TextField name="pinCode" label={t('fields.pinCode')} inputMode="numeric" autoComplete="postal-code" />
            <TextField name="business" label={t('fields.business')} hint={t('fields.businessHint')} />
            <TextAreaField name="message" label={t('fields.message')} hint={t('fields.optional')} />
            <NoticeConsentField purpose="partner-programme" />
            <div className="form__actions">
              <SubmitButton>{t('send')}</SubmitButton>
            </div>
          </Form>
        )}
      </section>
      <p>
        {t('connectorBefore')}
        <Link to="/create-connector">{t('connector')}</Link>
        {t('connectorAfter')}
      </p>
    </Page>
  );
}
