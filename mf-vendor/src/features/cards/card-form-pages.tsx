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
import { QueryState } from '../../components/query-state';
import { clearCardDraft, idempotencyKeyOf, readCardDraft, saveCardDraft, type CardApplicationDraft } from './card-application-draft';
import { cardQueryKeys, fetchCards, submitCardApplication } from './cards-api';

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
  return (
    <p className="field__hint" data-testid="card-step">
      Step {current} of 2: {current === 1 ? 'the applicant and the card' : 'employment, income and KYC'}
    </p>
  );
}

export function CardApplicantPage() {
  const navigate = useNavigate();
  const cards = useQuery({ queryKey: cardQueryKeys.catalogue, queryFn: fetchCards });
  const draft = readCardDraft();
  return (
    <Page title="Credit card application" intro={<Steps current={1} />} wide>
      <QueryState query={cards}>
        {(data) => (
          <Form<CardApplicant>
            schema={cardApplicantSchema}
            defaultValues={draft.applicant as Partial<CardApplicant>}
            aria-label="Applicant"
            className="account-form"
            onSubmit={(values) => {
              saveCardDraft({ applicant: values, applicantDone: true });
              navigate('/vender/cards/form-2');
            }}
          >
            <KeepInDraft step="applicant" />
            <SelectField
              name="cardId"
              label="Card"
              options={data.cards.map((card) => ({ value: card.id, label: `${bankOfCard(card.bank).name} ${card.name}` }))}
              placeholder="Choose a card"
            />
            <TextField name="fullName" label="Applicant's full name" hint="As on the PAN card" autoComplete="off" />
            <TextField name="mobile" label="Mobile number" inputMode="numeric" autoComplete="off" className="field--half" />
            <TextField name="email" label="Email" type="email" autoComplete="off" className="field--half" />
            <TextField name="pan" label="PAN" className="field--half" />
            <TextField name="dateOfBirth" label="Date of birth" type="date" className="field--half" />
            <TextField name="pincode" label="PIN code" inputMode="numeric" className="field--half" />
            <TextField name="city" label="City" className="field--half" />
            <div className="form__actions">
              <SubmitButton>Continue</SubmitButton>
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
  return (
    <>
      <p>
        {draft.applicant.fullName} is applying for the <strong>{`${bank.name} ${card.name}`}</strong>.{' '}
        <Link to="/vender/cards/form-1">Change the applicant or the card</Link>
      </p>
      <Form<EmploymentValues>
        schema={cardEmploymentSchema as never}
        defaultValues={{ termsAccepted: false, ...(draft.employment as Partial<EmploymentValues>) }}
        aria-label="Employment, income and KYC"
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
          notify.success(answer.message);
          clearCardDraft();
          await queryClient.invalidateQueries({ queryKey: ['vendor', 'sales', 'card'] });
          navigate('/vender/card-sell-history');
        }}
      >
        <KeepInDraft step="employment" />
        <SelectField name="employmentType" label="Employment type" options={EMPLOYMENT_TYPES} className="field--half" />
        <TextField name="organisationName" label="Employer or business name" className="field--half" />
        <NumberField
          name="monthlyIncome"
          label="Monthly income"
          hint={`This card needs at least ${formatRupees(card.eligibility.minMonthlyIncome)}`}
          className="field--half"
        />
        <SelectField name="existingCard" label="Already holds a credit card?" options={YES_NO} className="field--half" />
        <SelectField
          name="addressProof"
          label="Address proof (KYC)"
          options={ADDRESS_PROOFS}
          className="field--half"
          hint="The bank verifies it at the applicant's door or by video KYC"
        />
        <CheckboxField
          name="termsAccepted"
          label="The customer agrees to the bank's terms and the privacy policy, and allows a credit bureau check for this card."
        />
        <div className="form__actions">
          <SubmitButton>Submit application</SubmitButton>
        </div>
      </Form>
    </>
  );
}

export function CardEmploymentPage() {
  const draft = readCardDraft();
  const ready = draft.applicantDone && draft.applicant && cardById(String(draft.applicant.cardId ?? ''));
  return (
    <Page title="Credit card application" intro={<Steps current={2} />} wide>
      {ready ? (
        <EmploymentForm draft={draft as CardApplicationDraft & { applicant: CardApplicant }} />
      ) : (
        <p className="notice" role="status">
          Start with the applicant and the card: <Link to="/vender/cards/form-1">step 1</Link>.
        </p>
      )}
    </Page>
  );
}
