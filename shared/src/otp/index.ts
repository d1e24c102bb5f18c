// @platform/shared/otp: the pages that sign in with a mobile number and an OTP (customers,
// telecallers), and the way out of every session of such staff (telecallers, bankers). Not a federated entry: it holds no state of its own (the form engine, the session
// and the translation runtime it uses are the shared singletons), so each area that signs in this
// way bundles it. It is out of the forms entry because its texts come in Hindi: in the forms entry
// it made every form on the site fetch and evaluate i18next and react-i18next (Total Blocking Time;
// docs/decisions/029-less-evaluated-on-form-pages.md).
export { OtpLoginPage, OtpVerifyPage, type OtpLoginPageProps, type OtpVerifyPageProps } from './otp-sign-in';
export { SignOutEverywhere } from './sign-out-everywhere';
