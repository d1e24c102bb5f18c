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

export function PartnerProgrammePage({ programme }: { programme: PartnerProgramme }) {
  const content = PROGRAMMES[programme];
  const [sent, setSent] = useState<string | null>(null);
  async function submit(values: PartnerLeadFormInput) {
    const answer = await spinner.during(callContract(submitPartnerLead, { body: values, headers: noticeHeaders('partner-programme') }));
    notify.success(answer.message);
    setSent(answer.message);
  }
  return (
    <Page title={content.title} intro={content.intro}>
      <Breadcrumbs trail={[{ label: content.title }]} />
      <section aria-labelledby="benefits-heading">
        <h2 id="benefits-heading">What you get</h2>
        <ul className="checklist">
          {content.benefits.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="suits-heading">
        <h2 id="suits-heading">Who it suits</h2>
        <ul className="checklist">
          {content.suits.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="enquiry-heading" className="card account-card">
        <h2 id="enquiry-heading">{content.formLabel}</h2>
        {sent ? (
          <p role="status" className="notice notice--success">
            {sent}
          </p>
        ) : (
          <Form<PartnerLeadFormInput>
            schema={partnerLeadFormSchema}
            defaultValues={{ programme, name: '', mobile: '', email: '', city: '', pinCode: '', business: '', message: '' }}
            onSubmit={submit}
            aria-label={content.formLabel}
          >
            <TextField name="name" label="Full name" autoComplete="name" />
            <TextField name="mobile" label="Mobile number" type="tel" inputMode="numeric" autoComplete="tel-national" />
            <TextField name="email" label="Email" type="email" autoComplete="email" />
            <TextField name="city" label="City" autoComplete="address-level2" />
            <TextField name="pinCode" label="PIN code" inputMode="numeric" autoComplete="postal-code" />
            <TextField name="business" label="Your business today" hint="For example: mobile shop, CSC centre, insurance agency" />
            <TextAreaField name="message" label="Anything else we should know" hint="Optional" />
            <NoticeConsentField purpose="partner-programme" />
            <div className="form__actions">
              <SubmitButton>Send enquiry</SubmitButton>
            </div>
          </Form>
        )}
      </section>
      <p>
        Prefer to start selling today? <Link to="/create-connector">Create a connector account</Link>.
      </p>
    </Page>
  );
}
