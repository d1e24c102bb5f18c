// /create-connector: a person joins a partner shop as its connector (a field agent who brings
// customers) under the shop's referral code, after confirming their mobile number by OTP. The
// shop sees them at once in its connectors list and gets a notification.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { notify, Page, spinner } from '@platform/shared';
import { sendConnectorJoinOtp, verifyConnectorJoinOtp, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import { Form, NoticeConsentField, noticeHeaders, SubmitButton, TextField } from '@platform/shared/forms';
import { connectorJoinSchema, otpOnlySchema, type ConnectorJoinInput, type OtpOnlyInput } from '@platform/shared/schemas';
import { texts } from './texts';

type Joined = ResponseOf<typeof verifyConnectorJoinOtp>['data'];

async function sendJoinOtp(payload: ConnectorJoinInput) {
  return callContract(sendConnectorJoinOtp, { body: payload, headers: noticeHeaders('connector') });
}

async function confirmJoin(otp: string, flowToken: string) {
  return callContract(verifyConnectorJoinOtp, { body: { otp }, flowToken });
}

export function CreateConnectorPage() {
  const { t } = texts.useTexts();
  const [params] = useSearchParams();
  const [pending, setPending] = useState<{ token: string; shopName: string; mobile: string; values: ConnectorJoinInput } | null>(null);
  const [joined, setJoined] = useState<Joined | null>(null);

  if (joined) {
    const link = new URL('/education-loan', window.location.origin);
    link.searchParams.set('shopid', joined.shopCode);
    link.searchParams.set('referral', joined.code);
    return (
      <Page title={t('joinedTitle')} intro={t('welcome', { shop: joined.shopName, name: joined.name })}>
        <div className="card account-card" data-testid="connector-joined">
          <p>{t('code')}</p>
          <p className="referral-code__value">{joined.code}</p>
          <p>{t('share', { shop: joined.shopName })}</p>
          <p>
            <code>{link.toString()}</code>
          </p>
        </div>
      </Page>
    );
  }

  if (pending) {
    return (
      <Page title={t('title')} intro={t('otpIntro', { mobile: pending.mobile })}>
        <div className="card account-card">
          <p className="account-card__note">
            {t('joiningBefore')}
            <strong>{pending.shopName}</strong>
            {t('joiningAfter', { name: pending.values.name })}
          </p>
          <Form<OtpOnlyInput>
            schema={otpOnlySchema}
            defaultValues={{ otp: '' }}
            aria-label={t('confirmForm')}
            onSubmit={async ({ otp }) => {
              const answer = await spinner.during(confirmJoin(otp, pending.token));
              notify.success(answer.message);
              setJoined(answer.data);
            }}
          >
            <TextField name="otp" label={t('otp')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            <div className="form__actions">
              <SubmitButton>{t('verify')}</SubmitButton>
              <button type="button" className="button" onClick={() => setPending(null)}>
                {t('change')}
              </button>
            </div>
          </Form>
        </div>
      </Page>
    );
  }

  return (
    <Page title={t('title')} intro={t('intro')}>
      <div className="card account-card">
        <Form<ConnectorJoinInput>
          schema={connectorJoinSchema}
          aria-label={t('form')}
          defaultValues={{ referralCode: (params.get('code') ?? params.get('referral') ?? '').toUpperCase(), name: '', mobile: '', pinCode: '' }}
          onSubmit={async (values) => {
            const answer = await spinner.during(sendJoinOtp(values));
            notify.success(answer.message);
            setPending({ token: answer.newToken, shopName: answer.shopName, mobile: values.mobile, values });
          }}
        >
          <TextField name="referralCode" label={t('referralCode')} autoComplete="off" autoCapitalize="characters" hint={t('referralHint')} />
          <TextField name="name" label={t('name')} autoComplete="name" />
          <TextField name="mobile" label={t('mobile')} inputMode="numeric" autoComplete="tel-national" className="field--half" />
          <TextField name="pinCode" label={t('pinCode')} inputMode="numeric" autoComplete="postal-code" className="field--half" />
          <NoticeConsentField purpose="connector" />
          <div className="form__actions">
            <SubmitButton>{t('sendOtp')}</SubmitButton>
          </div>
        </Form>
      </div>
    </Page>
  );
}
