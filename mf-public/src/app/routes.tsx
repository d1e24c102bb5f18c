// mf-public's route table, mounted by the shell under the site layout. Pages load lazily so the
// table itself is tiny: hovering a link to this area costs a few hundred bytes, not every page.
import type { AreaRouteModule } from '@platform/shared';

export const routes: AreaRouteModule['routes'] = [
  { path: '/', lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }) },
  { path: '/about-us', lazy: async () => ({ Component: (await import('../features/about/about-page')).AboutPage }) },
  { path: '/contact-us', lazy: async () => ({ Component: (await import('../features/contact/contact-page')).ContactPage }) },
  { path: '/login', lazy: async () => ({ Component: (await import('../features/accounts/login-page')).LoginPage }) },
  { path: '/signup', lazy: async () => ({ Component: (await import('../features/accounts/signup-page')).SignupPage }) },
  { path: '/signup/:referral', lazy: async () => ({ Component: (await import('../features/accounts/signup-page')).SignupPage }) },
  { path: '/verify', lazy: async () => ({ Component: (await import('../features/accounts/verify-mobile-page')).VerifyMobilePage }) },
  { path: '/mobile-verify/:referral', lazy: async () => ({ Component: (await import('../features/accounts/verify-mobile-page')).VerifyMobilePage }) },
  { path: '/forgetpassword', lazy: async () => ({ Component: (await import('../features/accounts/forgot-password-page')).ForgotPasswordPage }) },
  { path: '/resetpassword', lazy: async () => ({ Component: (await import('../features/accounts/reset-password-page')).ResetPasswordPage }) },
  { path: '/banker', lazy: async () => ({ Component: (await import('../features/bankers/banker-page')).BankerPage }) },
  { path: '/banker-details-submit', lazy: async () => ({ Component: (await import('../features/bankers/banker-details-page')).BankerDetailsPage }) },
  { path: '/banker-profile/:id', lazy: async () => ({ Component: (await import('../features/bankers/banker-profile-page')).BankerProfilePage }) },
  { path: '/order-summary', lazy: async () => ({ Component: (await import('../features/checkout/order-summary-page')).OrderSummaryPage }) },
  { path: '/place-order-summary', lazy: async () => ({ Component: (await import('../features/checkout/place-order-summary-page')).PlaceOrderSummaryPage }) },
  { path: '/thank-you', lazy: async () => ({ Component: (await import('../features/checkout/thank-you-page')).ThankYouPage }) },
  { path: '/create-connector', lazy: async () => ({ Component: (await import('../features/create-connector/create-connector-page')).CreateConnectorPage }) },
  ...(['blog', 'news'] as const).flatMap((section) => {
    const base = section === 'blog' ? '/blog' : '/news-event';
    return [
      {
        path: base,
        lazy: async () => {
          const { ArticleListPage, articleListLoader, articleListShouldRevalidate } = await import('../features/articles/article-list-page');
          return {
            loader: articleListLoader(section),
            shouldRevalidate: articleListShouldRevalidate,
            Component: () => <ArticleListPage section={section} />,
          };
        },
      },
      {
        path: `${base}/:slug`,
        lazy: async () => {
          const { ArticlePage, articleLoader } = await import('../features/articles/article-page');
          return { loader: articleLoader(section), Component: () => <ArticlePage section={section} /> };
        },
      },
    ];
  }),
  { path: '/career', lazy: async () => ({ Component: (await import('../features/careers/career-page')).CareerPage }) },
  {
    path: '/jobs/:id',
    lazy: async () => {
      const m = await import('../features/careers/job-page');
      return { loader: m.jobLoader, Component: m.JobPage };
    },
  },
  {
    path: '/apply/:jobId',
    lazy: async () => {
      const [{ jobLoader }, { ApplyPage }] = await Promise.all([import('../features/careers/job-page'), import('../features/careers/apply-page')]);
      return { loader: jobLoader, Component: ApplyPage };
    },
  },
  { path: '/career-remote', lazy: async () => ({ Component: (await import('../features/careers/remote-work-pages')).CareerRemotePage }) },
  { path: '/career-remote-form', lazy: async () => ({ Component: (await import('../features/careers/remote-work-pages')).CareerRemoteFormPage }) },
  { path: '/career-remote-otp-verification', lazy: async () => ({ Component: (await import('../features/careers/remote-work-pages')).CareerRemoteOtpPage }) },
  { path: '/thank-you-wfh', lazy: async () => ({ Component: (await import('../features/careers/remote-work-pages')).ThankYouWfhPage }) },
  ...(['franchise', 'distributor', 'become-partner'] as const).map((programme) => ({
    path: `/${programme}`,
    lazy: async () => {
      const { PartnerProgrammePage } = await import('../features/partners/partner-programme-page');
      return { Component: () => <PartnerProgrammePage programme={programme} /> };
    },
  })),
  { path: '/loan-services', lazy: async () => ({ Component: (await import('../features/loan-services/loan-services-page')).LoanServicesPage }) },
  { path: '/read-more', lazy: async () => ({ Component: (await import('../features/guides/read-more-page')).ReadMorePage }) },
  { path: '/cibil', lazy: async () => ({ Component: (await import('../features/cibil/cibil-page')).CibilPage }) },
  { path: '/privacy', lazy: async () => ({ Component: (await import('../features/privacy/privacy-page')).PrivacyPage }) },
  { path: '*', lazy: async () => ({ Component: (await import('../features/not-found/not-found-page')).NotFoundPage }) },
];
