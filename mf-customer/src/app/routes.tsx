// mf-customer's route table, mounted by the shell under the site layout. The token-gated pages
// (/customer/referral, …) are guarded by the shell from routes.json; this table only adds what the
// area serves so far.
import type { AreaRouteModule } from '@platform/shared';
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
];
