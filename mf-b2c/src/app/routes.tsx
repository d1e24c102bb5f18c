// mf-b2c's route table, mounted by the shell under the site layout. Pages load lazily so the table
// itself stays tiny. The policy pages are one component and one text module (features/policies),
// and every product application is one page filled from its form definition
// (features/product-applications), so the slug lists here are the only things repeated per page.
import type { AreaRouteModule, AppRouteObject } from '@platform/shared';
import { yieldToBrowser } from '@platform/shared/scheduling';
import { POLICY_SLUGS } from '../features/policies/policy-slugs';
import { PRODUCT_PAGE_SLUGS } from '../features/product-applications/product-slugs';

const policyRoutes: AppRouteObject[] = POLICY_SLUGS.filter((slug) => slug !== 'grievance-redressal-policy').map((slug) => ({
  path: `/b2c/${slug}`,
  lazy: async () => {
    const { PolicyPage } = await import('../features/policies/policy-page');
    return {
      Component: function PolicyRoute() {
        return <PolicyPage slug={slug} />;
      },
    };
  },
}));

// The grievance policy, then the desk where a complaint is raised or followed.
const grievanceRoute: AppRouteObject = {
  path: '/b2c/grievance-redressal-policy',
  lazy: async () => {
    const [{ PolicyPage }, { GrievanceDesk }] = await Promise.all([
      import('../features/policies/policy-page'),
      import('../features/grievances/grievance-desk'),
    ]);
    return {
      Component: function GrievanceRoute() {
        return (
          <PolicyPage slug="grievance-redressal-policy">
            <GrievanceDesk />
          </PolicyPage>
        );
      },
    };
  },
};

/**
 * A form page in two tasks instead of one: first the form engine with the libraries under it
 * (react-hook-form, yup, axios), then the page. Loaded together, all of it was evaluated in the one
 * task that resolved the page, the longest of a form page's load (Total Blocking Time;
 * docs/decisions/029-less-evaluated-on-form-pages.md). The page's own chunk is small, so fetching
 * it second costs little.
 */
async function formEngineFirst<T>(page: () => Promise<T>): Promise<T> {
  await import('@platform/shared/forms');
  await yieldToBrowser();
  return page();
}

const productRoutes: AppRouteObject[] = PRODUCT_PAGE_SLUGS.map((slug) => ({
  path: `/b2c/${slug}`,
  lazy: async () => {
    const { ProductApplicationPage } = await formEngineFirst(() => import('../features/product-applications/product-application-page'));
    return {
      Component: function ProductRoute() {
        return <ProductApplicationPage slug={slug} />;
      },
    };
  },
}));

// Landing pages: one component filled from its entry in LANDING_PRODUCTS. The content module is
// loaded with the page, so the route table only carries the paths.
const LANDING_PATHS = [
  '/b2c/personal-loan-landing',
  '/b2c/plbt-landing',
  '/b2c/professional-loan-landing',
  '/b2c/credit-card-landing',
  '/b2c/web-development-landing',
  '/b2c/motor-insurance-landing',
  '/b2c/social-media-landing',
  '/b2c/lapbt-landing',
  '/b2c/business-landing',
  '/b2c/hlbt-landing',
  '/home-loan',
  '/loan-against-property',
] as const;

const landingRoutes: AppRouteObject[] = LANDING_PATHS.map((path) => ({
  path,
  lazy: async () => {
    const [{ LandingPage }, { LANDING_PRODUCTS }] = await Promise.all([
      import('../features/landing/landing-page'),
      import('../features/landing/landing-content'),
    ]);
    const product = LANDING_PRODUCTS.find((p) => p.path === path)!;
    return {
      Component: function LandingRoute() {
        return <LandingPage product={product} />;
      },
    };
  },
}));

// Read-more guides per product; `/hl/:id` and `/lap/:id` are the home loan and LAP guides.
const GUIDE_PRODUCTS = ['pl', 'cc', 'bl', 'PLBT', 'HLBT', 'lapbt', 'pfl', 'web', 'smm'] as const;
const guideRoute = (path: string, product: string): AppRouteObject => ({
  path,
  lazy: async () => {
    const { GuidePage, guideLoader } = await import('../features/read-more/guide-page');
    return { loader: guideLoader(product), Component: GuidePage };
  },
});
const guideRoutes: AppRouteObject[] = [
  ...GUIDE_PRODUCTS.map((product) => guideRoute(`/read-more/${product}/:id`, product)),
  guideRoute('/hl/:id', 'hl'),
  guideRoute('/lap/:id', 'lap'),
];

const educationLoan = async () => ({ Component: (await formEngineFirst(() => import('../features/education-loan/education-loan-page'))).EducationLoanPage });

export const routes: AreaRouteModule['routes'] = [
  ...policyRoutes,
  grievanceRoute,
  { path: '/b2c/faq', lazy: async () => ({ Component: (await import('../features/faq/faq-page')).FaqPage }) },
  // docs/spec/product.md §2 lists the form at /education-loan and a landing page at
  // /b2c/education-loan; both show the application, so a link to either works.
  { path: '/education-loan', lazy: educationLoan },
  { path: '/b2c/education-loan', lazy: educationLoan },
  ...productRoutes,
  ...landingRoutes,
  ...guideRoutes,
  {
    path: '/b2c/verfiyotp',
    lazy: async () => ({ Component: (await import('../features/enquiry-verification/verify-otp-page')).VerifyOtpPage }),
  },
  {
    path: '/b2c/thankyou',
    lazy: async () => ({ Component: (await import('../features/enquiry-verification/thank-you-page')).ThankYouPage }),
  },
];
