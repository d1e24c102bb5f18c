// When an area cannot be fetched or throws while drawing, only that area shows this page; the
// header, navigation and every other area keep working. Retry navigates to the same URL again,
// which loads the area afresh (a failed load is never cached).
import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { useEffect } from 'react';
import { AreaLoadError, loadRetries, releasedVersion } from './remotes';
import { failureReason, reportRelease } from './release-reports';
import { areaKey, shellTexts } from './shell-texts';
import { NotFound } from './not-found';
import { RootFrame } from './root-layout';

export function AreaErrorPage({ error, area }: { error: unknown; area?: { app: string; version: string } }) {
  const navigate = useNavigate();
  const { t } = shellTexts.useTexts();
  const location = useLocation();
  const app = error instanceof AreaLoadError ? error.app : null;
  useEffect(() => {
    if (error instanceof AreaLoadError) {
      const version = releasedVersion(error.app);
      if (version) reportRelease({ app: error.app, version, kind: 'error', reason: failureReason(error), retries: loadRetries(error.app) });
    } else if (area) reportRelease({ ...area, kind: 'error', reason: 'render' });
  }, [error, area]);
  const what = t(areaKey(app));
  const couldNotLoad = error instanceof AreaLoadError;
  return (
    <section className="area-error" role="alert" data-area-error={app ?? 'render'}>
      <h1>{couldNotLoad ? t('areaError.unavailable', { what }) : t('areaError.failed')}</h1>
      <p>{couldNotLoad ? t('areaError.unavailableBody') : t('areaError.failedBody')}</p>
      <div className="area-error__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true })}
        >
          {t('retry')}
        </button>
        <Link className="button" to="/">
          {t('goHome')}
        </Link>
      </div>
    </section>
  );
}

function describe(error: unknown, area?: { app: string; version: string }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <AreaErrorPage error={error} area={area} />;
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

/** The error boundary of one area: what it reports names the area and the version that failed. */
export function areaErrorBoundary(app: string, version: string) {
  const area = { app, version };
  return function AreaErrorBoundaryOf() {
    return describe(useReportedRouteError(), area);
  };
}

/** An error above any area (no area could be chosen or loaded): the same page inside the site frame. */
export function RootErrorBoundary() {
  const error = useReportedRouteError();
  return <RootFrame>{describe(error)}</RootFrame>;
}
