/// <reference types="@rspack/core/module" />
// `pnpm dev:area`'s hot reload (decision 048). In a dev:area build an area's `./routes` is this
// module, wrapping the area's own route table (`dev-area-routes`, an alias of src/app/routes.tsx).
// Each page the table draws is drawn through a stable component that renders the current version of
// that page. When the dev server says the area was rebuilt, the bundler's module replacement applies
// the changed modules inside the running page, the update reaches the route table, and the pages on
// screen are swapped for the new ones: the document, the shell, the session and the other areas stay
// as they are. React Refresh (which would keep a page's own state too) needs React's development
// build, and the live shell runs production React. A change the table cannot take in place (routes
// added, removed or moved) reloads the page. A plain .ts file: no JSX runtime to resolve from here.
import { createElement, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import * as area from 'dev-area-routes';

interface RouteLike {
  path?: string;
  index?: boolean;
  Component?: ComponentType | null;
  element?: ReactNode;
  lazy?: unknown;
  children?: RouteLike[];
  [key: string]: unknown;
}
type LazyRoute = () => Promise<Partial<RouteLike>>;

/** What each route (by its place in the table) draws now; the stable components read it. */
const current = new Map<string, { Component?: ComponentType | null; element?: ReactNode }>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener));
/** Routes whose page was loaded (lazy) at least once: a hot update loads their new version. */
const loaded = new Set<string>();
let table: RouteLike[] = area.routes as RouteLike[];

function hotComponent(key: string): ComponentType {
  function HotPage(): ReactNode {
    const page = useSyncExternalStore(subscribe, () => current.get(key));
    if (page?.Component) return createElement(page.Component);
    return page?.element ?? null;
  }
  HotPage.displayName = `HotPage(${key})`;
  return HotPage;
}

function remember(key: string, drawn: Partial<RouteLike>): Partial<RouteLike> {
  if (!drawn.Component && drawn.element === undefined) return drawn;
  current.set(key, { Component: drawn.Component, element: drawn.element });
  const stable: Partial<RouteLike> = { ...drawn, Component: hotComponent(key) };
  delete stable.element;
  return stable;
}

/** The table the shell mounts: the same routes, each drawn through its stable component. */
function wrap(routes: RouteLike[], prefix = ''): RouteLike[] {
  return routes.map((route, index) => {
    const key = `${prefix}${index}`;
    let wrapped = { ...remember(key, route) } as RouteLike;
    if (typeof route.lazy === 'function') {
      wrapped.lazy = async () => {
        // The latest table's loader: a page first opened after an update is the updated one.
        const latest = lookup(key);
        const drawn = await (typeof latest?.lazy === 'function' ? (latest.lazy as LazyRoute) : (route.lazy as LazyRoute))();
        loaded.add(key);
        return remember(key, drawn);
      };
    }
    if (route.children) wrapped = { ...wrapped, children: wrap(route.children, `${key}.`) };
    return wrapped;
  });
}

/** The route at `key` ("2.0.1") in the current table. */
function lookup(key: string): RouteLike | undefined {
  let routes: RouteLike[] | undefined = table;
  let route: RouteLike | undefined;
  for (const index of key.split('.').map(Number)) {
    route = routes?.[index];
    routes = route?.children;
  }
  return route;
}

/** The table's shape: where each route is and what it matches. */
const shape = (routes: RouteLike[]): string => JSON.stringify(routes.map((r) => [r.path ?? null, r.index ?? false, shape(r.children ?? [])]));

async function replaceTable(next: RouteLike[]): Promise<void> {
  if (shape(next) !== shape(table)) {
    window.location.reload();
    return;
  }
  table = next;
  await redraw();
}

/** Draws every page again from the current table, loading anew the pages loaded so far. */
async function redraw(): Promise<void> {
  const pending: Promise<void>[] = [];
  const walk = (routes: RouteLike[], prefix = '') =>
    routes.forEach((route, index) => {
      const key = `${prefix}${index}`;
      if (route.Component || route.element !== undefined) current.set(key, { Component: route.Component, element: route.element });
      if (typeof route.lazy === 'function' && loaded.has(key)) {
        pending.push((route.lazy as LazyRoute)().then((drawn) => void remember(key, drawn)));
      }
      if (route.children) walk(route.children, `${key}.`);
    });
  walk(table);
  await Promise.all(pending);
  for (const listener of listeners) listener();
}

export const routes = wrap(table);

const hot = import.meta.webpackHot;
if (hot) {
  // Called on import.meta itself: the bundler turns the request into the module's id only there.
  import.meta.webpackHot!.accept('dev-area-routes', () => {
    replaceTable(area.routes as RouteLike[]).catch(() => window.location.reload());
  });
  // The dev server (scripts/dev-area.ts) announces each rebuild; this area applies it itself, so
  // the page's own listener (site-server/src/dev-reload.js) leaves the page alone.
  const origin = new URL(__webpack_public_path__, window.location.href).origin;
  const hotAreas = ((window as { __devAreaHot?: Set<string> }).__devAreaHot ??= new Set<string>());
  if (!hotAreas.has(origin)) {
    hotAreas.add(origin);
    const events = new EventSource(`${origin}/__dev-area/events`);
    let again = false;
    // Fetches and applies what changed since the running code was built (the dev server serves the
    // bundler's hot-update files). An update nothing accepts on its way up fails: reload then.
    const update = (): void => {
      if (hot.status() !== 'idle') {
        again = true;
        return;
      }
      hot
        .check(true)
        .then(() => {
          if (!again) return;
          again = false;
          update();
        })
        .catch(() => window.location.reload());
    };
    events.addEventListener('rebuilt', update);
  }
}
