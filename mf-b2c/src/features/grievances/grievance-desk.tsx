// The complaint desk on /b2c/grievance-redressal-policy (RBI Digital Lending Directions):
// raise a complaint with the Grievance Redressal Officer and get a reference, or follow one.
import { useState } from 'react';
import { Card, localDateFormat, notify, spinner } from '@platform/shared';
import { Form, SelectField, SubmitButton, TextAreaField, TextField } from '@platform/shared/forms';
import { useTexts } from '@platform/shared/i18n';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_CATEGORY_KEYS,
  grievanceLookupSchema,
  grievanceSchema,
  RBI_COMPLAINTS_PORTAL,
  type GrievanceInput,
  type GrievanceLookupInput,
} from '@platform/shared/schemas';
import { lookUpGrievance, raiseGrievance, type Grievance } from './grievance-api';

const dayFormat = localDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const formatDate = (iso: string) => dayFormat.format(iso);

// The category is sent and stored as its English (the API's code); the status comes with the
// API's English label beside its code. Both are shown in the reader's language by their code.
const categoryKey = (category: Grievance['category']) => `categories.${GRIEVANCE_CATEGORY_KEYS[category]}`;

function GrievanceSummary({ grievance }: { grievance: Grievance }) {
  const { t } = useTexts('grievance');
  return (
    <div className="grievance-summary" role="status" data-testid="grievance-summary">
      <p>
        {t('summaryReference')} <strong>{grievance.reference}</strong> · {t(categoryKey(grievance.category))}
      </p>
      <p>
        {t('status')}: <strong>{t(`statuses.${grievance.status}`, { defaultValue: grievance.statusLabel })}</strong>.{' '}
        {t('receivedOn', { received: formatDate(grievance.createdAt), respondBy: formatDate(grievance.respondBy) })}
      </p>
      {grievance.replies.length > 0 && (
        <section aria-label={t('repliesTitle')}>
          <h3>{t('repliesTitle')}</h3>
          <ol className="grievance-replies">
            {grievance.replies.map((reply) => (
              <li key={reply.at}>
                <p className="grievance-replies__date">{t('replyOn', { date: formatDate(reply.at) })}</p>
                <p className="grievance-replies__body">{reply.body}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
      {grievance.resolution && (
        <p>
          {t('resolution')}: {grievance.resolution}
        </p>
      )}
      <p>
        {t('escalate')}{' '}
        <a href={RBI_COMPLAINTS_PORTAL} rel="noopener noreferrer" target="_blank">
          cms.rbi.org.in<span className="visually-hidden"> {t('opensNewTab')}</span>
        </a>
        .
      </p>
    </div>
  );
}

function RaiseGrievance() {
  const { t } = useTexts('grievance');
  const [raised, setRaised] = useState<Grievance | null>(null);
  const categoryOptions = [{ value: '', label: t('chooseOne') }, ...GRIEVANCE_CATEGORIES.map((c) => ({ value: c, label: t(categoryKey(c)) }))];
  async function submit(values: GrievanceInput) {
    const answer = await spinner.during(raiseGrievance(values));
    notify.success(answer.message);
    setRaised(answer.data);
  }
  return (
    <Card title={t('raiseTitle')}>
      {raised ? (
        <>
          <GrievanceSummary grievance={raised} />
          <p>{t('keepReference')}</p>
          <button type="button" className="button" onClick={() => setRaised(null)}>
            {t('raiseAnother')}
          </button>
        </>
      ) : (
        <Form<GrievanceInput>
          schema={grievanceSchema}
          defaultValues={{ name: '', mobile: '', email: '', details: '' }}
          onSubmit={submit}
          aria-label={t('raiseTitle')}
          className="account-form"
        >
          <TextField name="name" label={t('fullName')} autoComplete="name" />
          <TextField name="mobile" label={t('mobile')} type="tel" inputMode="numeric" autoComplete="tel-national" className="field--half" />
          <TextField name="email" label={t('email')} type="email" autoComplete="email" hint={t('optional')} className="field--half" />
          <SelectField name="category" label={t('category')} options={categoryOptions} />
          <TextAreaField name="details" label={t('details')} hint={t('detailsHint')} />
          <div className="form__actions">
            <SubmitButton>{t('send')}</SubmitButton>
          </div>
        </Form>
      )}
    </Card>
  );
}

function TrackGrievance() {
  const { t } = useTexts('grievance');
  const [found, setFound] = useState<Grievance | null>(null);
  async function submit(values: GrievanceLookupInput) {
    setFound(await spinner.during(lookUpGrievance(values)));
  }
  return (
    <Card title={t('trackTitle')}>
      <Form<GrievanceLookupInput>
        schema={grievanceLookupSchema}
        defaultValues={{ reference: '', mobile: '' }}
        onSubmit={submit}
        aria-label={t('trackTitle')}
        className="account-form"
      >
        <TextField name="reference" label={t('reference')} placeholder="GRV12345678" className="field--half" />
        <TextField name="mobile" label={t('mobile')} type="tel" inputMode="numeric" autoComplete="tel-national" className="field--half" />
        <div className="form__actions">
          <SubmitButton>{t('showStatus')}</SubmitButton>
        </div>
      </Form>
      {found && <GrievanceSummary grievance={found} />}
    </Card>
  );
}

export function GrievanceDesk() {
  return (
    <>
      <RaiseGrievance />
      <TrackGrievance />
    </>
  );
}
