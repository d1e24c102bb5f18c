// The two-step card application: /vender/cards/form-1 (the applicant and the card) then
// /vender/cards/form-2 (employment, income, KYC), one application kept between the steps
// (card-application-draft.ts) and sent once, with both steps, to POST /card/credit-card.
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { notify, Page } from '@platform/shared';
import { formatRupees } from '@platform/shared/finance';
import { CheckboxField, Form, SelectField, SubmitButton, TextField, NumberField } from '@platform/shared/forms';
import { useQuery, useQueryClient } from '@platform/shared/query';
import {
  ADDRESS_PROOFS,
  bankOfCard,
  cardApplicantSchema,
  cardById,
  cardEligibilityProblem,
  cardEmploymentSchema,
  EMPLOYMENT_TYPES,
  YES_NO,
  type CardApplicant,
} from '@platform/shared/schemas';
import { i18n, Trans } from '@platform/shared/i18n';
import { QueryState } from '../../components/query-state';
import { clearCardDraft, idempotencyKeyOf, readCardDraft, saveCardDraft, type CardApplicationDraft } from './card-application-draft';
import { cardQueryKeys, fetchCards, submitCardApplication } from './cards-api';
import { texts } from './texts';

type EmploymentValues = {
  employmentType: string;
  organisationName: string;
  monthlyIncome: number;
  existingCard: string;
  addressProof: string;
  termsAccepted: boolean;
};

/** Writes each step's answers into the one application as they are typed. */
function KeepInDraft({ step }: { step: 'applicant' | 'employment' }) {
  const { watch } = useFormContext();
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name === undefined) return;
      const { termsAccepted: _consent, ...answers } = values as Record<string, unknown>;
      saveCardDraft(step === 'applicant' ? { applicant: answers, applicantDone: false } : { employment: answers });
    });
    return () => subscription.unsubscribe();
  }, [watch, step]);
  return null;
}

function Steps({ current }: { current: 1 | 2 }) {
  const { t } = texts.useTexts();
  return (
    <p className="field__hint" data-testid="card-step">
      {t(current === 1 ? 'form.step1' : 'form.step2')}
    </p>
  );
}

export function CardApplicantPage() {
  const navigate = useNavigate();
  const cards = useQuery({ queryKey: cardQueryKeys.catalogue, queryFn: fetchCards });
  const draft = readCardDraft();
  const { t } = texts.useTexts();
  return (
    <Page title={t('form.title')} intro={<Steps current={1} />} wide>
      <QueryState query={cards}>
        {(data) => (
          <Form<CardApplicant>
            schema={cardApplicantSchema}
            defaultValues={draft.applicant as Partial<CardApplicant>}
            aria-label={t('form.applicant')}
            className="account-form"
            onSubmit={(values) => {
              saveCardDraft({ applicant: values, applicantDone: true });
              navigate('/vender/cards/form-2');
            }}
          >
            <KeepInDraft step="applicant" />
            <SelectField
              name="cardId"
              label={t('form.card')}
              options={data.cards.map((card) => ({ value: card.id, label: `${bankOfCard(card.bank).name} ${card.name}` }))}
              placeholder={t('form.chooseCard')}
            />
            <TextField name="fullName" label={t('form.fullName')} hint={t('form.fullNameHint')} autoComplete="off" />
            <TextField name="mobile" label={t('form.mobile')} inputMode="numeric" autoComplete="off" className="field--half" />
            <TextField name="email" label={t('form.email')} type="email" autoComplete="off" className="field--half" />
            <TextField name="pan" label={t('form.pan')} className="field--half" />
            <TextField name="dateOfBirth" label={t('form.dateOfBirth')} type="date" className="field--half" />
            <TextField name="pincode" label={t('form.pincode')} inputMode="numeric" className="field--half" />
            <TextField name="city" label={t('form.city')} className="field--half" />
            <div className="form__actions">
              <SubmitButton>{t('form.continue')}</SubmitButton>
            </div>
          </Form>
        )}
      </QueryState>
    </Page>
  );
}

function EmploymentForm({ draft }: { draft: CardApplicationDraft & { applicant: CardApplicant } }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const card = cardById(draft.applicant.cardId)!;
  const bank = bankOfCard(card.bank);
  const { t } = texts.useTexts();
  return (
    <>
      <p>
        <Trans
          i18n={i18n}
          ns={texts.namespace}
          i18nKey="form.applying"
          values={{ name: draft.applicant.fullName, card: `${bank.name} ${card.name}` }}
          components={{ strong: <strong /> }}
        />{' '}
        <Link to="/vender/cards/form-1">{t('form.change')}</Link>
      </p>
      <Form<EmploymentValues>
        schema={cardEmploymentSchema as never}
        defaultValues={{ termsAccepted: false, ...(draft.employment as Partial<EmploymentValues>) }}
        aria-label={t('form.employmentForm')}
        className="account-form"
        onSubmit={async (values, form) => {
          const problem = cardEligibilityProblem(card, { ...draft.applicant, ...values }, new Date());
          if (problem?.field === 'dateOfBirth') {
            // A step-1 answer: said here, changed there.
            notify.error(problem.message);
            return;
          }
          if (problem) {
            form.setError(problem.field, { message: problem.message });
            return;
          }
          const { termsAccepted: _consent, ...employment } = values;
          const answer = await submitCardApplication({ product: 'card-application', ...draft.applicant, ...employment }, idempotencyKeyOf(readCardDraft()));
          notify.success(answer);
          clearCardDraft();
          await queryClient.invalidateQueries({ queryKey: ['vendor', 'sales', 'card'] });
          navigate('/vender/card-sell-history');
        }}
      >
        <KeepInDraft step="employment" />
        <SelectField name="employmentType" label={t('form.employmentType')} options={EMPLOYMENT_TYPES} className="field--half" />
        <TextField name="organisationName" label={t('form.organisation')} className="field--half" />
        <NumberField
          name="monthlyIncome"
          label={t('form.income')}
          hint={t('form.incomeHint', { amount: formatRupees(card.eligibility.minMonthlyIncome) })}
          className="field--half"
        />
        <SelectField name="existingCard" label={t('form.existingCard')} options={YES_NO} className="field--half" />
        <SelectField name="addressProof" label={t('form.addressProof')} options={ADDRESS_PROOFS} className="field--half" hint={t('form.addressProofHint')} />
        <CheckboxField name="termsAccepted" label={t('form.terms')} />
        <div className="form__actions">
          <SubmitButton>{t('form.submit')}</SubmitButton>
        </div>
      </Form>
    </>
  );
}

export function CardEmploymentPage() {
  const draft = readCardDraft();
  const ready = draft.applicantDone && draft.applicant && cardById(String(draft.applicant.cardId ?? ''));
  const { t } = texts.useTexts();
  return (
    <Page title={t('form.title')} intro={<Steps current={2} />} wide>
      {ready ? (
        <EmploymentForm draft={draft as CardApplicationDraft & { applicant: CardApplicant }} />
      ) : (
        <p className="notice" role="status">
          <Trans i18n={i18n} ns={texts.namespace} i18nKey="form.startFirst" components={{ go: <Link to="/vender/cards/form-1" /> }} />
        </p>
      )}
    </Page>
  );
}
