// mf-ca-services' route table, mounted by the shell inside the vendor area (the vendor guard comes
// from routes.json). Service request forms join this table as they are built.
import type { AreaRouteModule } from '@platform/shared';

export const routes: AreaRouteModule['routes'] = [
  { path: '/vender/ca-services', lazy: async () => ({ Component: (await import('../features/catalogue/catalogue-page')).CataloguePage }) },
];
