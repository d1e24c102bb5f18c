// /banker-details-submit: bank, branch, IFSC, designation, products and PIN codes served, confirmed
// by an OTP to the banker's mobile. Confirming signs the banker in and opens their profile, which
// says the details wait for our operations team's approval before any lead is routed.
import { useState } from 'react';
import { notify, Page, spinner } from '@platform/shared';
import { CheckboxGroupField, Form, SubmitButton, TextField } from '@platform/shared/forms';
import { BANKER_PRODUCTS, bankerDetailsSchema, type BankerDetailsInput } from '@platform/shared/schemas';
import { BankerOtpStep } from './banker-otp-step';
import { registerBanker } from './bankers-api';

const PRODUCT_OPTIONS = BANKER_PRODUCTS.map((product) => ({ value: product, label: product }));

export function BankerDetailsPage() {
  const [pending, setPending] = useState<{ token: string; mobile: string } | null>(null);

  async function submit(values: BankerDetailsInput) {
    const answer = await spinner.during(registerBanker(values));
    notify.success(answer.message);
    setPending({ token: answer.signUpToken, mobile: values.mobile });
  }

  return (
    <Page
      title="Banker details"
      intro="Tell us where you work and what you handle. Once our operations team has checked your details with your bank, leads logged in at your bank in your PIN codes come to you."
    >
      <div className="card account-card">
        {pending ? (
          <BankerOtpStep flowToken={pending.token} mobile={pending.mobile} />
        ) : (
          <Form<BankerDetailsInput>
            schema={bankerDetailsSchema}
            defaultValues={{ username: '', mobile: '', email: '', bankName: '', branch: '', ifsc: '', designation: '', products: [] }}
            onSubmit={submit}
            aria-label="Banker details"
          >
            <TextField name="username" label="Full name" autoComplete="name" />
            <TextField name="mobile" label="Mobile number" type="tel" inputMode="numeric" autoComplete="tel-national" />
            <TextField name="email" label="Work email" type="email" autoComplete="email" />
            <TextField name="bankName" label="Bank" />
            <TextField name="branch" label="Branch" />
            <TextField name="ifsc" label="Branch IFSC" autoCapitalize="characters" />
            <TextField name="designation" label="Designation" />
            <CheckboxGroupField name="products" label="Products you handle" options={PRODUCT_OPTIONS} />
            <TextField name="pincodes" label="PIN codes you serve" hint="6-digit PIN codes separated by commas, e.g. 411001, 411030" inputMode="numeric" />
            <div className="form__actions">
              <SubmitButton>Submit and verify mobile</SubmitButton>
            </div>
          </Form>
        )}
      </div>
    </Page>
  );
}
