// Every console page: its heading, an optional introduction and the work, as wide as a desktop
// allows (the console is desktop first, usable on a 768 px tablet). The guard and the navigation
// are the route table's (src/app/routes.tsx), so a page is only its content.
import type { ReactNode } from 'react';
import { Page } from '@platform/shared';

export function OpsPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Page title={title} intro={intro} wide>
      {children}
    </Page>
  );
}
