import { BRAND } from '@platform/shared';

/** Without release.json there is no router: a plain page that still lets the user try again. */
export function BootFailure() {
  return (
    <main className="boot-failure" role="alert">
      <h1>{BRAND.name} is temporarily unavailable</h1>
      <p>We could not load the site just now. Please check your connection and try again.</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Retry
      </button>
    </main>
  );
}
