// mf-customer's route table, mounted by the shell under the site layout. The token-gated pages are
// guarded by the shell from routes.json (no token: back to /; a token the server refuses is
// dropped by the API client, and the guard then does the same). They share the area's menu.
import type { AreaRouteModule } from '@platform/shared';
import { CustomerAreaLayout } from '../components/customer-area-layout';
import { customerEntryLoader } from '../features/customer-entry/customer-entry-loader';

export const routes: AreaRouteModule['routes'] = [
  // A loader rather than a component: the decision is made before anything renders, so there is
  // no flash of an empty page. The empty Component is never shown (the loader always redirects);
  // it only tells React Router that rendering nothing here is intended, while it hydrates.
  { path: '/customer', loader: customerEntryLoader, Component: () => null },
  {
    path: '/customer/you-got-referral',
    lazy: async () => ({ Component: (await import('../features/referral-landing/referral-landing-page')).ReferralLandingPage }),
  },
  { path: '/customer/login', lazy: async () => ({ Component: (await import('../features/customer-login/customer-login-page')).CustomerLoginPage }) },
  { path: '/customer/verify-otp', lazy: async () => ({ Component: (await import('../features/customer-login/verify-otp-page')).CustomerVerifyOtpPage }) },
  {
    element: <CustomerAreaLayout />,
    children: [
      { path: '/customer/referral', lazy: async () => ({ Component: (await import('../features/referral/referral-page')).ReferralPage }) },
      {
        path: '/customer/inquiry-history',
        lazy: async () => ({ Component: (await import('../features/inquiry-history/inquiry-history-page')).InquiryHistoryPage }),
      },
      { path: '/customer/earn-history', lazy: async () => ({ Component: (await import('../features/earn-history/earn-history-page')).EarnHistoryPage }) },
      {
        path: '/customer/profile',
        // The profile, then the privacy choices (consents, a copy of one's data) under it.
        lazy: async () => {
          const [{ ProfilePage }, { PrivacyChoices }] = await Promise.all([
            import('../features/profile/profile-page'),
            import('../features/privacy/privacy-choices'),
          ]);
          return {
            Component: () => (
              <ProfilePage>
                <PrivacyChoices />
              </ProfilePage>
            ),
          };
        },
      },
      { path: '/customer/offers/:leadId', lazy: async () => ({ Component: (await import('../features/offers/offers-page')).CustomerOffersPage }) },
      { path: '/customer/cibil', lazy: async () => ({ Component: (await import('../features/cibil/cibil-page')).CibilPage }) },
    ],
  },
];
