// Prerendering (docs/decisions/025-prerendered-public-pages.md): the HTML of a public page, drawn
// on the server from the same route table the browser mounts, so the page paints as soon as the
// HTML and the stylesheet arrive instead of after the whole chain of shell, release, manifest,
// remoteEntry and route chunks has run.
//
// Each remote's build bundles this file with its own routes into `server/prerender.cjs` beside its
// browser files (build-config/src/prerender-config.ts), so what is prerendered is always the live version of
// the area: a rollback rolls the prerendered HTML back with it. The site server runs it in a worker
// (site-server/src/prerender.ts) and falls back to the empty page if it fails or is slow.
//
// The tree is the shell's own (site frame → area frame → page), so once the area has loaded the
// shell hydrates this markup in place (shell/src/bootstrap.tsx): nothing is redrawn, the page's
// largest text stays the one painted first. Until then the controls are disabled: a click or a
// keystroke into a page that cannot act on it yet would be lost.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, Outlet, ScrollRestoration, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { collectPageMeta, isLanguage, languageStore, NotificationHost, setRuntimeConfig, SiteFrame, type Language, type PageMeta } from '../index';
import { createQueryClient } from '@platform/shared/query';
import { PRERENDER_DISABLED } from './markers';

export interface PrerenderInput {
  /** Absolute URL of the page (path and query as asked). */
  url: string;
  apiBaseUrl: string;
  /** The remote that owns the URL and its live version (what the browser's area frame marks). */
  app: string;
  version: string;
  /** The footer's build line, as the shell writes it. */
  buildInfo: string;
  /**
   * The language to draw the page in (the site server's choice: the address's `?lang=`, else the
   * visitor's cookie); English when absent. The browser boots in the same one (decision 051).
   */
  language?: Language;
}

export interface PrerenderResult {
  /** The route's status: a loader's 404 (an unknown article) is a 404 page. */
  status: number;
  /** The markup for #root; null when the page cannot be prerendered (an error or a redirect). */
  html: string | null;
  /** What the page's usePageMeta asked for (an article's title), for the head; the route's otherwise. */
  meta?: PageMeta;
  /**
   * A loader's permanent redirect (301/308: a renamed article's old address), for the site server
   * to answer as such, so crawlers and plain requests move too. Other redirects stay the browser's.
   */
  redirect?: { status: 301 | 308; location: string };
}

/** The shell's root route element (shell/src/app/root-layout.tsx, RootLayout), same children. */
function RootLayout({ buildInfo }: { buildInfo: string }) {
  return (
    <SiteFrame buildInfo={buildInfo}>
      <Outlet />
      <ScrollRestoration />
    </SiteFrame>
  );
}

/** The shell's area route element (shell/src/app/area-frame.tsx, AreaFrame). */
function AreaFrame({ app, version }: { app: string; version: string }) {
  return (
    <div className="area" data-area={app} data-version={version}>
      <Outlet />
    </div>
  );
}

const CONTROL = /<(input|select|textarea|button)\b(?![^>]*\sdisabled[\s=>])/g;

/**
 * No scripts (the router's scroll restoration writes one; the page's CSP allows none inline), and
 * controls disabled until the shell has hydrated the page, marked so that it enables exactly those.
 */
export function inertMarkup(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(CONTROL, `<$1 disabled="" ${PRERENDER_DISABLED}=""`);
}

export function createPrerender(routes: RouteObject[]) {
  return async function render(input: PrerenderInput): Promise<PrerenderResult> {
    const language: Language = isLanguage(input.language) ? input.language : 'en';
    // The one language store of this bundle, which the frame's texts and i18next (the areas'
    // texts) read: set for the loaders, and again just before the synchronous render, since
    // another page may have been drawn in another language while this one's loaders ran.
    const applyLanguage = () => {
      if (languageStore.getState().language !== language) languageStore.setState({ language });
    };
    applyLanguage();
    setRuntimeConfig({ apiBaseUrl: input.apiBaseUrl });
    const tree: RouteObject[] = [
      {
        id: 'root',
        element: <RootLayout buildInfo={input.buildInfo} />,
        children: [{ id: `area:${input.app}`, element: <AreaFrame app={input.app} version={input.version} />, children: routes }],
      },
    ];
    const handler = createStaticHandler(tree);
    const context = await handler.query(new Request(input.url));
    // A loader's redirect: the browser follows it when the shell boots; a permanent one the site
    // server answers itself.
    if (context instanceof Response) {
      const location = context.headers.get('Location');
      if ((context.status === 301 || context.status === 308) && location?.startsWith('/') && !location.startsWith('//')) {
        return { status: context.status, html: null, redirect: { status: context.status, location } };
      }
      return { status: 200, html: null };
    }
    // An error page is the shell's to draw (its boundaries are not part of this tree).
    if (context.errors) return { status: context.statusCode, html: null };
    const router = createStaticRouter(handler.dataRoutes, context);
    applyLanguage();
    const { result: html, meta } = collectPageMeta(() =>
      renderToString(
        <QueryClientProvider client={createQueryClient()}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          {/* Where the shell draws it (shell/src/bootstrap.tsx): beside the router. */}
          <NotificationHost />
        </QueryClientProvider>,
      ),
    );
    return { status: context.statusCode, html: inertMarkup(html), ...(meta ? { meta } : {}) };
  };
}
