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

type Joined = ResponseOf<typeof verifyConnectorJoinOtp>['data'];

async function sendJoinOtp(payload: ConnectorJoinInput) {
  return callContract(sendConnectorJoinOtp, { body: payload, headers: noticeHeaders('connector') });
}

async function confirmJoin(otp: string, flowToken: string) {
  return callContract(verifyConnectorJoinOtp, { body: { otp }, flowToken });
}

export function CreateConnectorPage() {
  const [params] = useSearchParams();
  const [pending, setPending] = useState<{ token: string; shopName: string; mobile: string; values: ConnectorJoinInput } | null>(null);
  const [joined, setJoined] = useState<Joined | null>(null);

  if (joined) {
    const link = new URL('/education-loan', window.location.origin);
    link.searchParams.set('shopid', joined.shopCode);
    link.searchParams.set('referral', joined.code);
    return (
      <Page title="You are a connector" intro={`Welcome to ${joined.shopName}, ${joined.name}.`}>
        <div className="card account-card" data-testid="connector-joined">
          <p>Your connector code</p>
          <p className="referral-code__value">{joined.code}</p>
          <p>Share this link with customers: enquiries made through it count for {joined.shopName} and show that you brought them.</p>
          <p>
            <code>{link.toString()}</code>
          </p>
        </div>
      </Page>
    );
  }

  if (pending) {
    return (
      <Page title="Create connector" intro={`Enter the 6-digit OTP we sent to ${pending.mobile}.`}>
        <div className="card account-card">
          <p className="account-card__note">
            Joining <strong>{pending.shopName}</strong> as {pending.values.name}.
          </p>
          <Form<OtpOnlyInput>
            schema={otpOnlySchema}
            defaultValues={{ otp: '' }}
            aria-label="Confirm mobile number"
            onSubmit={async ({ otp }) => {
              const answer = await spinner.during(confirmJoin(otp, pending.token));
              notify.success(answer.message);
              setJoined(answer.data);
            }}
          >
            <TextField name="otp" label="OTP" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            <div className="form__actions">
              <SubmitButton>Verify and join</SubmitButton>
              <button type="button" className="button" onClick={() => setPending(null)}>
                Change details
              </button>
            </div>
          </Form>
        </div>
      </Page>
    );
  }

  return (
    <Page title="Create connector" intro="Work with a partner shop near you: bring customers for loans, cards and services and earn with the shop.">
      <div className="card account-card">
        <Form<ConnectorJoinInput>
          schema={connectorJoinSchema}
          aria-label="Join a shop"
          defaultValues={{ referralCode: (params.get('code') ?? params.get('referral') ?? '').toUpperCase(), name: '', mobile: '', pinCode: '' }}
          onSubmit={async (values) => {
            const answer = await spinner.during(sendJoinOtp(values));
            notify.success(answer.message);
            setPending({ token: answer.newToken, shopName: answer.shopName, mobile: values.mobile, values });
          }}
        >
          <TextField
            name="referralCode"
            label="Shop's referral code"
            autoComplete="off"
            autoCapitalize="characters"
            hint="Ask the shop: it is on their QR poster and their profile"
          />
          <TextField name="name" label="Full name" autoComplete="name" />
          <TextField name="mobile" label="Mobile number" inputMode="numeric" autoComplete="tel-national" className="field--half" />
          <TextField name="pinCode" label="Pin Code" inputMode="numeric" autoComplete="postal-code" className="field--half" />
          <NoticeConsentField purpose="connector" />
          <div className="form__actions">
            <SubmitButton>Send OTP</SubmitButton>
          </div>
        </Form>
      </div>
    </Page>
  );
}
