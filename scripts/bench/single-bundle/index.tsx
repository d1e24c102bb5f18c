// The same pages as the federated site, built the way a single-app SPA would be: one bundle, one
// router, the same route tables (pages lazy in both), no federation. The baseline of bench:web.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { FullScreenSpinner, NotificationHost, SiteLayout } from '@platform/shared';
import '@platform/shared/styles.css';
// @ts-expect-error the benchmark reaches into the apps' route tables on purpose (a monolith would own them)
import { routes as publicRoutes } from 'mf-public/routes';
// @ts-expect-error see above
import { routes as b2cRoutes } from 'mf-b2c/routes';
// @ts-expect-error see above
import { routes as customerRoutes } from 'mf-customer/routes';
// @ts-expect-error see above
import { routes as vendorRoutes } from 'mf-vendor/routes';
// @ts-expect-error see above
import { routes as caRoutes } from 'mf-ca-services/routes';
// @ts-expect-error see above
import { routes as telecallerRoutes } from 'mf-telecaller/routes';

function Frame() {
  return (
    <>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
      <NotificationHost />
      <FullScreenSpinner />
    </>
  );
}

const router = createBrowserRouter([
  { element: <Frame />, children: [...b2cRoutes, ...customerRoutes, ...vendorRoutes, ...caRoutes, ...telecallerRoutes, ...publicRoutes] },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
