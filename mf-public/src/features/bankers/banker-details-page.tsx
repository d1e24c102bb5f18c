// /banker-details-submit: bank, branch, IFSC, designation, products and PIN codes served, confirmed
// by an OTP to the banker's mobile. Confirming signs the banker in and opens their profile, which
// says the details wait for our operations team's approval before any lead is routed. The lender is
// one of the listed lending partners.
import { useState } from 'react';
import { notify, Page, spinner } from '@platform/shared';
import { CheckboxGroupField, Form, SelectField, SubmitButton, TextField } from '@platform/shared/forms';
import { useProductName } from '@platform/shared/lending';
import { useQuery } from '@platform/shared/query';
import { BANKER_PRODUCTS, bankerDetailsSchema, type BankerDetailsInput } from '@platform/shared/schemas';
import { BankerOtpStep } from './banker-otp-step';
import { fetchLenders, registerBanker } from './bankers-api';
import { texts } from './texts';

export function BankerDetailsPage() {
  const { t } = texts.useTexts();
  // The value sent is the product's English name (BANKER_PRODUCTS); the label is in the reader's language.
  const productName = useProductName();
  const productOptions = BANKER_PRODUCTS.map((product) => ({ value: product, label: productName(product) }));
  const [pending, setPending] = useState<{ token: string; mobile: string } | null>(null);
  // A banker works for one of the lenders we list: a customer who chooses that lender's offer is
  // served by its bankers only, so the lender is a choice, not free text.
  const lenders = useQuery({ queryKey: ['lenders'], queryFn: fetchLenders });

  async function submit(values: BankerDetailsInput) {
    const answer = await spinner.during(registerBanker(values));
    notify.success(answer.message);
    setPending({ token: answer.signUpToken, mobile: values.mobile });
  }

  return (
    <Page title={t('details.title')} intro={t('details.intro')}>
      <div className="card account-card">
        {pending ? (
          <BankerOtpStep flowToken={pending.token} mobile={pending.mobile} />
        ) : (
          <Form<BankerDetailsInput>
            schema={bankerDetailsSchema}
            defaultValues={{ username: '', mobile: '', email: '', lenderId: '', branch: '', ifsc: '', designation: '', products: [] }}
            onSubmit={submit}
            aria-label={t('details.title')}
          >
            <TextField name="username" label={t('details.name')} autoComplete="name" />
            <TextField name="mobile" label={t('details.mobile')} type="tel" inputMode="numeric" autoComplete="tel-national" />
            <TextField name="email" label={t('details.email')} type="email" autoComplete="email" />
            <SelectField name="lenderId" label={t('details.lender')} options={lenders.data ?? []} placeholder={t('details.chooseLender')} />
            <TextField name="branch" label={t('details.branch')} />
            <TextField name="ifsc" label={t('details.ifsc')} autoCapitalize="characters" />
            <TextField name="designation" label={t('details.designation')} />
            <CheckboxGroupField name="products" label={t('details.products')} options={productOptions} />
            <TextField name="pincodes" label={t('details.pincodes')} hint={t('details.pincodesHint')} inputMode="numeric" />
            <div className="form__actions">
              <SubmitButton>{t('details.submit')}</SubmitButton>
            </div>
          </Form>
        )}
      </div>
    </Page>
  );
}
