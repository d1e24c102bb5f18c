// mf-vendor's route table, mounted by the shell under the site layout. The shell's vendor guard
// (routes.json) protects /vender; /vender/home is public because it only redirects. Every vendor
// page sits in the shared dashboard frame (header with shop, wallet, notifications; side menu).
import { redirect } from 'react-router-dom';
import { paths, type AreaRouteModule } from '@platform/shared';
import { DashboardLayout } from '@platform/shared/dashboard';
// The catalogue, not the schemas: a route table must not load every form's schemas and yup.
import { CARD_BANKS, VENDOR_LOAN_FORMS } from '@platform/shared/catalogue';

export const routes: AreaRouteModule['routes'] = [
  // Old partner links point at /vender/home; the product sends them to the public home page
  // (docs/spec/product.md §2). The empty Component only keeps React Router from warning while it
  // hydrates.
  { path: '/vender/home', loader: () => redirect(paths.home), Component: () => null },
  {
    Component: DashboardLayout,
    children: [
      { path: '/vender', lazy: async () => ({ Component: (await import('../features/dashboard-home/dashboard-home-page')).DashboardHomePage }) },
      { path: '/vender/vendor-profile', lazy: async () => ({ Component: (await import('../features/profile/vendor-profile-page')).VendorProfilePage }) },
      { path: '/vender/edit-vender-profile', lazy: async () => ({ Component: (await import('../features/profile/edit-profile-page')).EditProfilePage }) },
      { path: '/vender/connectors', lazy: async () => ({ Component: (await import('../features/connectors/connectors-page')).ConnectorsPage }) },
      { path: '/vender/create-qr', lazy: async () => ({ Component: (await import('../features/shop-qr/create-qr-page')).CreateQrPage }) },
      { path: '/vender/get-shop-qr', lazy: async () => ({ Component: (await import('../features/shop-qr/shop-qr-page')).ShopQrPage }) },
      // The vendor payment return (docs/spec/product.md §2): the services hub with the wallet panel
      // in it, where a top-up's verified outcome and the new balance show. The two features meet
      // here.
      {
        path: '/vender/services',
        lazy: async () => {
          const [{ ServicesPage }, { WalletPanel }] = await Promise.all([
            import('../features/services-hub/services-page'),
            import('../features/wallet/wallet-panel'),
          ]);
          return {
            Component: function ServicesWithWallet() {
              return (
                <ServicesPage>
                  <WalletPanel />
                </ServicesPage>
              );
            },
          };
        },
      },
      { path: '/vender/loan-services', lazy: async () => ({ Component: (await import('../features/services-hub/services-page')).LoanServicesPage }) },
      { path: '/vender/logistics-services', lazy: async () => ({ Component: (await import('../features/services-hub/services-page')).LogisticsServicesPage }) },
      {
        path: '/vender/ca-services-history',
        lazy: async () => ({ Component: (await import('../features/service-history/service-history-page')).CaServicesHistoryPage }),
      },
      {
        path: '/vender/other-services-history',
        lazy: async () => ({ Component: (await import('../features/service-history/service-history-page')).OtherServicesHistoryPage }),
      },
      {
        path: '/vender/ca-services-history/:requestId',
        lazy: async () => ({ Component: (await import('../features/service-history/service-request-page')).CaServiceRequestPage }),
      },
      {
        path: '/vender/other-services-history/:requestId',
        lazy: async () => ({ Component: (await import('../features/service-history/service-request-page')).OtherServiceRequestPage }),
      },
      { path: '/vender/tools-services', lazy: async () => ({ Component: (await import('../features/services-hub/services-page')).ToolsServicesPage }) },
      // Selling (docs/decisions/011-vendor-selling-endpoints.md): the thirteen loan and insurance
      // forms, the loan sales and their details.
      ...VENDOR_LOAN_FORMS.map(({ path }) => ({
        path,
        lazy: async () => ({ Component: (await import('../features/loan-forms/loan-form-page')).LoanFormPage }),
      })),
      {
        path: '/vender/loan-sell-history',
        lazy: async () => ({ Component: (await import('../features/sell-history/sell-history-page')).LoanSellHistoryPage }),
      },
      {
        path: '/vender/card-sell-history',
        lazy: async () => ({ Component: (await import('../features/sell-history/sell-history-page')).CardSellHistoryPage }),
      },
      {
        path: '/vender/offers/:leadId',
        lazy: async () => ({ Component: (await import('../features/offers/offers-page')).VendorOffersPage }),
      },
      {
        path: '/vender/sell-history-details/:sellId',
        lazy: async () => ({ Component: (await import('../features/sell-history/sell-history-details-page')).SellHistoryDetailsPage }),
      },
      { path: '/logistics/home', lazy: async () => ({ Component: (await import('../features/logistics/logistics-pages')).LogisticsHomePage }) },
      { path: '/vender/add-order', lazy: async () => ({ Component: (await import('../features/logistics/logistics-pages')).AddOrderPage }) },
      { path: '/vender/add-return', lazy: async () => ({ Component: (await import('../features/logistics/logistics-pages')).AddReturnPage }) },
      { path: '/vender/rate-calculator', lazy: async () => ({ Component: (await import('../features/logistics/logistics-pages')).RateCalculatorPage }) },
      { path: '/vender/pincode-zone', lazy: async () => ({ Component: (await import('../features/logistics/logistics-pages')).PincodeZonePage }) },
      {
        path: '/vender/see-payment-history',
        lazy: async () => ({ Component: (await import('../features/commission/payment-history-pages')).SeePaymentHistoryPage }),
      },
      {
        path: '/vender/loan-payment-history',
        lazy: async () => ({ Component: (await import('../features/commission/payment-history-pages')).LoanPaymentHistoryPage }),
      },
      {
        path: '/vender/card-payment-history',
        lazy: async () => ({ Component: (await import('../features/commission/payment-history-pages')).CardPaymentHistoryPage }),
      },
      { path: '/vender/payouts', lazy: async () => ({ Component: (await import('../features/payouts/payouts-page')).PayoutsPage }) },
      {
        path: '/vender/payment-history-details',
        lazy: async () => ({ Component: (await import('../features/commission/payment-history-details-page')).PaymentHistoryDetailsPage }),
      },
      { path: '/vender/cards', lazy: async () => ({ Component: (await import('../features/cards/cards-page')).CardsPage }) },
      ...CARD_BANKS.map(({ slug }) => ({
        path: `/vender/cards/${slug}`,
        lazy: async () => ({ Component: (await import('../features/cards/cards-page')).BankCardsPage }),
      })),
      { path: '/vender/cards/form-1', lazy: async () => ({ Component: (await import('../features/cards/card-form-pages')).CardApplicantPage }) },
      { path: '/vender/cards/form-2', lazy: async () => ({ Component: (await import('../features/cards/card-form-pages')).CardEmploymentPage }) },
      {
        path: '/vender/card-history-details/:sellId',
        lazy: async () => ({ Component: (await import('../features/sell-history/sell-history-details-page')).CardHistoryDetailsPage }),
      },
    ],
  },
];
