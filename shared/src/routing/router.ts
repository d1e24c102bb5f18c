// The one router every app uses. Apps import from 'react-router-dom' as usual; the shared build
// configuration sends those imports here, and this module is a Module Federation singleton. Two
// reasons: a single router instance (context) for every area, and tree shaking — a shared package
// is shipped whole (React Router: ~60 KB gzip), this list ships only what the platform uses.
// Using a router API not listed here fails the build ("export … was not found"): add it here.
export {
  createBrowserRouter,
  data,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  redirect,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type {
  ActionFunction,
  ActionFunctionArgs,
  LoaderFunction,
  LoaderFunctionArgs,
  NavigateFunction,
  NavigateOptions,
  Params,
  PatchRoutesOnNavigationFunction,
  RouteObject,
  To,
} from 'react-router';
// The DOM RouterProvider (flushSync-aware), as react-router-dom exports it.
export { RouterProvider } from 'react-router/dom';
