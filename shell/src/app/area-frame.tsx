import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { reportRelease } from './release-reports';
import { loadRetries } from './remotes';

/** Marks which remote, at which version, drew this part of the page (release checks, support). */
export function AreaFrame({ app, version }: { app: string; version: string }) {
  useEffect(() => {
    // An area that loaded only after its files were fetched again says so: the retries hid a failure.
    const retries = loadRetries(app);
    reportRelease({ app, version, kind: 'view', ...(retries > 0 ? { retries } : {}) });
  }, [app, version]);
  return (
    <div className="area" data-area={app} data-version={version}>
      <Outlet />
    </div>
  );
}
