// /ops/partner-enquiries/:id: one partner enquiry and the desk's moves: contacted, converted (the
// shop invitation e-mail goes once, with the registration form filled in from the enquiry) or
// closed. The move carries the status shown here, so a move someone made meanwhile is refused.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { object, string } from 'yup';
import { DetailsList, getErrorMessage, notify, spinner } from '@platform/shared';
import { DESK_NOTE_MAX, type PartnerEnquiryStatus } from '@platform/shared/schemas';
import { Form, SelectField, SubmitButton, TextField } from '@platform/shared/forms';
import { DataState, useQueryClient, useServerData } from '@platform/shared/query';
import { OpsPage } from '../../components/ops-page';
import { formatDateTime } from '../../components/queue-pager';
import { fetchEnquiry, moveEnquiry, PARTNER_ENQUIRIES_KEY, type PartnerEnquiry } from './partner-enquiries-api';
import { enquiryWord, texts } from './texts';

const isMove = (status: PartnerEnquiryStatus): status is keyof typeof texts.en.enquiry.moves => status in texts.en.enquiry.moves;

const moveForm = object({
  // Messages read when the form is checked, so they are in the language of that moment.
  status: string().required(() => texts.t('enquiry.chooseRequired')),
  note: string()
    .trim()
    .max(DESK_NOTE_MAX, () => texts.t('enquiry.noteTooLong', { max: DESK_NOTE_MAX }))
    .default(''),
});

function MoveForm({ enquiry }: { enquiry: PartnerEnquiry }) {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { t } = texts.useTexts();
  async function save(values: { status: string; note: string }) {
    try {
      const answer = await spinner.during(moveEnquiry(enquiry.id, { status: values.status as 'contacted', note: values.note, expectedStatus: enquiry.status }));
      notify.success(answer);
      setRefusal(null);
    } catch (error) {
      setRefusal(getErrorMessage(error));
    }
    await queryClient.invalidateQueries({ queryKey: [PARTNER_ENQUIRIES_KEY] });
  }
  return (
    <>
      <Form<{ status: string; note: string }> schema={moveForm} defaultValues={{ status: '', note: '' }} onSubmit={save} aria-label={t('enquiry.form')}>
        <SelectField
          name="status"
          label={t('enquiry.nextStep')}
          options={[
            { value: '', label: t('enquiry.choose') },
            ...enquiry.nextStatuses.map((status) => ({ value: status, label: isMove(status) ? t(`enquiry.moves.${status}`) : status })),
          ]}
        />
        <TextField name="note" label={t('enquiry.note')} />
        <SubmitButton>{t('enquiry.save')}</SubmitButton>
      </Form>
      {refusal && (
        <p className="data-error" role="alert">
          {refusal}
        </p>
      )}
    </>
  );
}

export function PartnerEnquiryPage() {
  const { id = '' } = useParams();
  const result = useServerData([PARTNER_ENQUIRIES_KEY, 'one', id], () => fetchEnquiry(id));
  const words = texts.useTexts();
  const { t, language } = words;

  return (
    <OpsPage title={t('enquiry.title')}>
      <p>
        <Link to="/ops/partner-enquiries">{t('enquiry.back')}</Link>
      </p>
      <DataState result={result}>
        {(enquiry) => {
          const status = enquiryWord(words, 'statuses', enquiry.status, enquiry.statusLabel);
          return (
            <>
              <h2>
                {enquiry.name}: {status}
              </h2>
              <DetailsList
                rows={[
                  [t('enquiry.facts.programme'), enquiryWord(words, 'programmes', enquiry.programme, enquiry.programmeLabel)],
                  [t('enquiry.facts.mobile'), enquiry.mobile],
                  [t('enquiry.facts.email'), enquiry.email],
                  [t('enquiry.facts.city'), `${enquiry.city} ${enquiry.pinCode}`],
                  [t('enquiry.facts.business'), enquiry.business],
                  [t('enquiry.facts.message'), enquiry.message || '—'],
                  [t('enquiry.facts.received'), formatDateTime(enquiry.createdAt)],
                  [t('enquiry.facts.note'), enquiry.note ?? '—'],
                  [
                    t('enquiry.facts.invitation'),
                    enquiry.invitedAt ? t('enquiry.invited', { email: enquiry.email, at: formatDateTime(enquiry.invitedAt) }) : t('enquiry.notInvited'),
                  ],
                ]}
              />
              <section aria-labelledby="move-heading">
                <h2 id="move-heading">{t('enquiry.nextStep')}</h2>
                {enquiry.nextStatuses.length === 0 ? (
                  <p>{t('enquiry.final', { status: language === 'en' ? status.toLowerCase() : status })}</p>
                ) : (
                  <MoveForm enquiry={enquiry} key={enquiry.status} />
                )}
              </section>
            </>
          );
        }}
      </DataState>
    </OpsPage>
  );
}
