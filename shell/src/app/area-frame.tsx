import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { reportRelease } from './release-reports';

/** Marks which remote, at which version, drew this part of the page (release checks, support). */
export function AreaFrame({ app, version }: { app: string; version: string }) {
  useEffect(() => reportRelease({ app, version, kind: 'view' }), [app, version]);
  return (
    <div className="area" data-area={app} data-version={version}>
      <Outlet />
    </div>
  );
}
