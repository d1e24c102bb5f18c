// mf-b2c's route table, mounted by the shell under the site layout. Pages load lazily so the table
// itself stays tiny. The policy pages are one component and one text module (features/policies),
// so the slug list here is the only thing repeated per page.
import type { AreaRouteModule, AppRouteObject } from '@platform/shared';
import { POLICY_SLUGS } from '../features/policies/policy-slugs';

const policyRoutes: AppRouteObject[] = POLICY_SLUGS.map((slug) => ({
  path: `/b2c/${slug}`,
  lazy: async () => {
    const { PolicyPage } = await import('../features/policies/policy-page');
    return { Component: function PolicyRoute() { return <PolicyPage slug={slug} />; } };
  },
}));

export const routes: AreaRouteModule['routes'] = [
  ...policyRoutes,
  { path: '/b2c/faq', lazy: async () => ({ Component: (await import('../features/faq/faq-page')).FaqPage }) },
];
