// mf-ca-services' route table, mounted by the shell inside the vendor area (the vendor guard comes
// from routes.json). Its pages sit in the same dashboard frame as mf-vendor's (shared, not copied).
// Service request forms join the children as they are built.
import type { AreaRouteModule } from '@platform/shared';
import { DashboardLayout } from '@platform/shared/dashboard';

export const routes: AreaRouteModule['routes'] = [
  {
    Component: DashboardLayout,
    children: [
      { path: '/vender/ca-services', lazy: async () => ({ Component: (await import('../features/catalogue/catalogue-page')).CataloguePage }) },
    ],
  },
];
