import { Outlet } from 'react-router-dom';

/** Marks which remote, at which version, drew this part of the page (release checks, support). */
export function AreaFrame({ app, version }: { app: string; version: string }) {
  return (
    <div className="area" data-area={app} data-version={version}>
      <Outlet />
    </div>
  );
}
