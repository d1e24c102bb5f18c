// mf-public's route table, mounted by the shell under the site layout. Pages load lazily so the
// table itself is tiny: hovering a link to this area costs a few hundred bytes, not every page.
import type { AreaRouteModule } from '@platform/shared';

export const routes: AreaRouteModule['routes'] = [
  { path: '/', lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }) },
  { path: '/about-us', lazy: async () => ({ Component: (await import('../features/about/about-page')).AboutPage }) },
  { path: '/contact-us', lazy: async () => ({ Component: (await import('../features/contact/contact-page')).ContactPage }) },
  { path: '*', lazy: async () => ({ Component: (await import('../features/not-found/not-found-page')).NotFoundPage }) },
];
