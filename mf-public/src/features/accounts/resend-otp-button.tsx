import { useState } from 'react';
import { notify, session, spinner, useSecondsUntil, type TokenName } from '@platform/shared';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@platform/shared/schemas';
import { resendOtp } from './accounts-api';
import { texts } from './texts';

/**
 * "Resend OTP" for a flow whose token lives in the session under `tokenName`. docs/spec/product.md
 * §4: a resend stores the new token, and the old code stops working.
 */
export function ResendOtpButton({ mobile, tokenName }: { mobile: string; tokenName: Extract<TokenName, 'otpToken' | 'verifyToken'> }) {
  const { t } = texts.useTexts();
  const [nextAllowedAt, setNextAllowedAt] = useState(() => Date.now() + OTP_RESEND_COOLDOWN_SECONDS * 1000);
  const secondsLeft = useSecondsUntil(nextAllowedAt);
  const [sending, setSending] = useState(false);

  async function resend() {
    const token = session.get()[tokenName];
    if (!token) return;
    setSending(true);
    try {
      const answer = await spinner.during(resendOtp({ mobile }, token));
      session.setToken(tokenName, answer.newToken);
      notify.success(answer.message);
      setNextAllowedAt(Date.now() + OTP_RESEND_COOLDOWN_SECONDS * 1000);
    } catch {
      // The API client has already shown why.
    } finally {
      setSending(false);
    }
  }

  return (
    <button type="button" className="button button--link" onClick={() => void resend()} disabled={sending || secondsLeft > 0}>
      {secondsLeft > 0 ? t('resend.later', { seconds: secondsLeft }) : t('resend.now')}
    </button>
  );
}
