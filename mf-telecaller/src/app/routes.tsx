// mf-telecaller's route table, mounted by the shell under the site layout. The shell's telecaller
// guard (routes.json) protects every page but the console home and the login pair.
import type { AreaRouteModule } from '@platform/shared';

export const routes: AreaRouteModule['routes'] = [
  { path: '/telecaller', lazy: async () => ({ Component: (await import('../features/console-home/console-home-page')).ConsoleHomePage }) },
  { path: '/telecaller/login', lazy: async () => ({ Component: (await import('../features/telecaller-login/telecaller-login-page')).TelecallerLoginPage }) },
  {
    path: '/telecaller/verify-otp',
    lazy: async () => ({ Component: (await import('../features/telecaller-login/telecaller-verify-otp-page')).TelecallerVerifyOtpPage }),
  },
  {
    path: '/telecaller/loan-details/:loanId',
    lazy: async () => ({ Component: (await import('../features/loan-details/loan-details-page')).LoanDetailsPage }),
  },
  { path: '/telecaller/telecaller-form', lazy: async () => ({ Component: (await import('../features/call-outcome/call-outcome-page')).CallOutcomePage }) },
  { path: '/telecaller/telecaller-names', lazy: async () => ({ Component: (await import('../features/team/team-page')).TeamPage }) },
  { path: '/telecaller-profile', lazy: async () => ({ Component: (await import('../features/profile/profile-page')).TelecallerProfilePage }) },
];
