// mf-ca-services' route table, mounted by the shell inside the vendor area (the vendor guard comes
// from routes.json). Its pages sit in the same dashboard frame as mf-vendor's (shared, not copied).
// Every service form is the one request page, told its service by name (docs/spec/product.md §4).
import type { AreaRouteModule } from '@platform/shared';
import { DashboardLayout } from '@platform/shared/dashboard';
import { SERVICES } from '@platform/shared/schemas';

const servicePage = (name: string) => async () => {
  const { ServiceRequestPage } = await import('../features/service-request/service-request-page');
  return { Component: () => <ServiceRequestPage serviceName={name} /> };
};

export const routes: AreaRouteModule['routes'] = [
  {
    Component: DashboardLayout,
    children: [
      { path: '/vender/ca-services', lazy: async () => ({ Component: (await import('../features/catalogue/catalogue-page')).CataloguePage }) },
      { path: '/vender/ca-services/gst-services', lazy: async () => ({ Component: (await import('../features/catalogue/catalogue-page')).GstServicesPage }) },
      ...SERVICES.map((service) => ({ path: service.path, lazy: servicePage(service.name) })),
    ],
  },
];
