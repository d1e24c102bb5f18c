// When an area cannot be fetched or throws while drawing, only that area shows this page; the
// header, navigation and every other area keep working. Retry navigates to the same URL again,
// which loads the area afresh (a failed load is never cached).
import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { AreaLoadError } from './remotes';
import { AREA_LABELS } from './area-labels';
import { NotFound } from './not-found';
import { RootFrame } from './root-layout';

export function AreaErrorPage({ error }: { error: unknown }) {
  const navigate = useNavigate();
  const location = useLocation();
  const app = error instanceof AreaLoadError ? error.app : null;
  const what = (app && AREA_LABELS[app]) ?? 'This part of the site';
  const couldNotLoad = error instanceof AreaLoadError;
  return (
    <section className="area-error" role="alert" data-area-error={app ?? 'render'}>
      <h1>{couldNotLoad ? `${what} is temporarily unavailable` : 'Something went wrong on this page'}</h1>
      <p>
        {couldNotLoad
          ? 'We could not reach it just now. Your session is safe and the rest of the site is working.'
          : 'An unexpected error stopped this page from showing. The rest of the site is working.'}
      </p>
      <div className="area-error__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })}
        >
          Retry
        </button>
        <Link className="button" to="/">
          Go to the home page
        </Link>
      </div>
    </section>
  );
}

function describe(error: unknown) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <AreaErrorPage error={error} />;
}

function useReportedRouteError(): unknown {
  const error = useRouteError();
  // Keep the cause visible to whoever debugs it; users see the page above.
  if (!(isRouteErrorResponse(error) && error.status === 404)) console.warn('area error', error);
  return error;
}

export function AreaErrorBoundary() {
  return describe(useReportedRouteError());
}

/** An error above any area (no area could be chosen or loaded): the same page inside the site frame. */
export function RootErrorBoundary() {
  const error = useReportedRouteError();
  return <RootFrame>{describe(error)}</RootFrame>;
}
