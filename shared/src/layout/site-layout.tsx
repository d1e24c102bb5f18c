import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { BRAND, footerLinks, mainNavigation } from '../config/paths';
import { GrievanceContact } from '../ui/grievance-contact';
import { session, useSessionAsPrerendered } from '../session/session-store';
import { LanguageSwitch } from '../i18n/language-switch';

/**
 * Logs out at once, then tells the server to revoke the token. The API client lives in its own
 * shared entry (which imports this one), so it is loaded on demand, after the session is gone.
 */
function logOutEverywhere() {
  const token = session.get().accessToken;
  session.clear();
  if (token)
    void import('@platform/shared/api').then(
      (api) => api.revokeAccessToken(token),
      () => undefined,
    );
}

function SiteHeader() {
  const [open, setOpen] = useState(false);
  const loggedIn = useSessionAsPrerendered((s) => s.accessToken !== null);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label={`${BRAND.name} home`}>
          <span className="site-header__logo" aria-hidden="true">
            ₹
          </span>
          {BRAND.name}
        </Link>
        <button type="button" className="site-header__toggle" aria-expanded={open} aria-controls="main-navigation" onClick={() => setOpen((v) => !v)}>
          Menu
        </button>
        <nav id="main-navigation" aria-label="Main" className={open ? 'site-nav site-nav--open' : 'site-nav'}>
          <ul>
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} onClick={() => setOpen(false)}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {loggedIn && (
              <li>
                <button type="button" className="site-nav__logout" onClick={logOutEverywhere}>
                  Log out
                </button>
              </li>
            )}
          </ul>
        </nav>
        <LanguageSwitch />
      </div>
    </header>
  );
}

function SiteFooter({ buildInfo }: { buildInfo?: string }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div>
          <strong>{BRAND.name}</strong>
          <p>{BRAND.tagline}</p>
          <p>
            Support: <a href={`tel:${BRAND.supportPhone}`}>{BRAND.supportPhone}</a> · <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>
          </p>
          <GrievanceContact />
        </div>
        <nav aria-label="Policies">
          <ul>
            {footerLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} {BRAND.name}. Loans are subject to the lending partner's approval.
        {buildInfo && (
          <span className="site-footer__build" data-testid="build-info">
            {' '}
            Version: {buildInfo}
          </span>
        )}
      </p>
    </footer>
  );
}

/**
 * Header, main content and footer: the frame every page of every area sits in. `buildInfo` names
 * the versions that drew the page, so support and release managers can see what is live.
 */
export function SiteLayout({ children, buildInfo }: { children: ReactNode; buildInfo?: string }) {
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter buildInfo={buildInfo} />
    </div>
  );
}
