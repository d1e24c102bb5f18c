// The complaint desk on /b2c/grievance-redressal-policy (issue 17, RBI Digital Lending Directions):
// raise a complaint with the Grievance Redressal Officer and get a reference, or follow one.
import { useState } from 'react';
import { Card, notify, spinner } from '@platform/shared';
import { Form, SelectField, SubmitButton, TextAreaField, TextField } from '@platform/shared/forms';
import {
  GRIEVANCE_CATEGORIES,
  grievanceLookupSchema,
  grievanceSchema,
  RBI_COMPLAINTS_PORTAL,
  type GrievanceInput,
  type GrievanceLookupInput,
} from '@platform/shared/schemas';
import { lookUpGrievance, raiseGrievance, type Grievance } from './grievance-api';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));
const categoryOptions = [{ value: '', label: 'Choose one' }, ...GRIEVANCE_CATEGORIES.map((c) => ({ value: c, label: c }))];

function GrievanceSummary({ grievance }: { grievance: Grievance }) {
  return (
    <div className="grievance-summary" role="status" data-testid="grievance-summary">
      <p>
        Reference <strong>{grievance.reference}</strong> · {grievance.category}
      </p>
      <p>
        Status: <strong>{grievance.statusLabel}</strong>. Received on {formatDate(grievance.createdAt)}; the officer answers by{' '}
        {formatDate(grievance.respondBy)}.
      </p>
      {grievance.resolution && <p>Resolution: {grievance.resolution}</p>}
      <p>
        Not resolved by then, or not satisfied with the answer? You may complain to the RBI at{' '}
        <a href={RBI_COMPLAINTS_PORTAL} rel="noopener noreferrer" target="_blank">
          cms.rbi.org.in<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        .
      </p>
    </div>
  );
}

function RaiseGrievance() {
  const [raised, setRaised] = useState<Grievance | null>(null);
  async function submit(values: GrievanceInput) {
    const answer = await spinner.during(raiseGrievance(values));
    notify.success(answer.message);
    setRaised(answer.data);
  }
  return (
    <Card title="Raise a complaint">
      {raised ? (
        <>
          <GrievanceSummary grievance={raised} />
          <p>Keep the reference: you need it with your mobile number to follow the complaint.</p>
          <button type="button" className="button" onClick={() => setRaised(null)}>
            Raise another complaint
          </button>
        </>
      ) : (
        <Form<GrievanceInput>
          schema={grievanceSchema}
          defaultValues={{ name: '', mobile: '', email: '', details: '' }}
          onSubmit={submit}
          aria-label="Raise a complaint"
          className="account-form"
        >
          <TextField name="name" label="Full name" autoComplete="name" />
          <TextField name="mobile" label="Mobile number" type="tel" inputMode="numeric" autoComplete="tel-national" className="field--half" />
          <TextField name="email" label="Email" type="email" autoComplete="email" hint="Optional" className="field--half" />
          <SelectField name="category" label="What is it about?" options={categoryOptions} />
          <TextAreaField name="details" label="What happened" hint="Dates, amounts, names and any reference numbers help the officer" />
          <div className="form__actions">
            <SubmitButton>Send to the grievance officer</SubmitButton>
          </div>
        </Form>
      )}
    </Card>
  );
}

function TrackGrievance() {
  const [found, setFound] = useState<Grievance | null>(null);
  async function submit(values: GrievanceLookupInput) {
    setFound(await spinner.during(lookUpGrievance(values)));
  }
  return (
    <Card title="Track a complaint">
      <Form<GrievanceLookupInput>
        schema={grievanceLookupSchema}
        defaultValues={{ reference: '', mobile: '' }}
        onSubmit={submit}
        aria-label="Track a complaint"
        className="account-form"
      >
        <TextField name="reference" label="Complaint reference" placeholder="GRV12345678" className="field--half" />
        <TextField name="mobile" label="Mobile number" type="tel" inputMode="numeric" autoComplete="tel-national" className="field--half" />
        <div className="form__actions">
          <SubmitButton>Show status</SubmitButton>
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
