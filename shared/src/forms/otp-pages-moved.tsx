// The OTP sign-in pages moved to @platform/shared/otp (decision 029): there, only the areas that sign
// in with an OTP evaluate them and the translation runtime under them. The forms entry is a
// singleton that areas built earlier import them from, so it keeps both names; they load the pages
// when first drawn, and nothing else in the entry waits for them.
import { lazy, Suspense } from 'react';
import type { OtpLoginPageProps, OtpVerifyPageProps } from '@platform/shared/otp';

const LoginPage = lazy(async () => ({ default: (await import('@platform/shared/otp')).OtpLoginPage }));
const VerifyPage = lazy(async () => ({ default: (await import('@platform/shared/otp')).OtpVerifyPage }));

/** @deprecated Import it from `@platform/shared/otp`. */
export function OtpLoginPage(props: OtpLoginPageProps) {
  return (
    <Suspense fallback={null}>
      <LoginPage {...props} />
    </Suspense>
  );
}

/** @deprecated Import it from `@platform/shared/otp`. */
export function OtpVerifyPage(props: OtpVerifyPageProps) {
  return (
    <Suspense fallback={null}>
      <VerifyPage {...props} />
    </Suspense>
  );
}

export type { OtpLoginPageProps, OtpVerifyPageProps };
