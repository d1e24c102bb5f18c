// mf-telecaller's route table, mounted by the shell under the site layout. The lead pages behind
// the telecaller guard (routes.json) join this table as they are built.
import type { AreaRouteModule } from '@platform/shared';

export const routes: AreaRouteModule['routes'] = [
  { path: '/telecaller', lazy: async () => ({ Component: (await import('../features/console-home/console-home-page')).ConsoleHomePage }) },
];
