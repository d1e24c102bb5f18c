// mf-vendor's route table, mounted by the shell under the site layout. The shell's vendor guard
// (routes.json) protects /vender; /vender/home is public because it only redirects.
import { redirect } from 'react-router-dom';
import { paths, type AreaRouteModule } from '@platform/shared';

export const routes: AreaRouteModule['routes'] = [
  // Old partner links point at /vender/home; the product sends them to the public home page
  // (spec section 2). The empty Component only keeps React Router from warning while it hydrates.
  { path: '/vender/home', loader: () => redirect(paths.home), Component: () => null },
  { path: '/vender', lazy: async () => ({ Component: (await import('../features/dashboard-home/dashboard-home-page')).DashboardHomePage }) },
  // The vendor payment return (spec section 2). Issue 10's services hub takes this route over and
  // holds the self-contained WalletPanel.
  { path: '/vender/services', lazy: async () => ({ Component: (await import('../features/wallet/wallet-page')).WalletServicesPage }) },
];
