import { useRef, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { BRAND, footerLinks, mainNavigation } from '../config/paths';
import { GrievanceContact } from '../ui/grievance-contact';
import { session, shiftRefreshDue, useSessionAsPrerendered } from '../session/session-store';
import { LanguageSwitch } from '../i18n/language-switch';
import { useColumnLabels } from '../ui/column-labels';
import { frameTexts } from './frame-texts';

/**
 * Logs out at once, then tells the server to end the session. The API client lives in its own
 * shared entry (which imports this one), so it is loaded on demand, after the session is gone. A
 * tab whose token lapsed within a shift session renews it first, so the server can end the
 * session its cookie holds (docs/decisions/043).
 */
function logOutHere() {
  const token = session.get().accessToken;
  const lapsed = shiftRefreshDue(token);
  if (!lapsed) session.clear();
  if (token || lapsed)
    void import('@platform/shared/api').then(
      (api) => (lapsed ? api.logOut() : api.revokeAccessToken(token!)),
      () => session.clear(),
    );
}

function SiteHeader() {
  const [open, setOpen] = useState(false);
  const { t } = frameTexts.useTexts();
  const loggedIn = useSessionAsPrerendered((s) => s.accessToken !== null);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label={t('brandHome', { brand: BRAND.name })}>
          <span className="site-header__logo" aria-hidden="true">
            ₹
          </span>
          {BRAND.name}
        </Link>
        <button type="button" className="site-header__toggle" aria-expanded={open} aria-controls="main-navigation" onClick={() => setOpen((v) => !v)}>
          {t('menu')}
        </button>
        <nav id="main-navigation" aria-label={t('mainNavigation')} className={open ? 'site-nav site-nav--open' : 'site-nav'}>
          <ul>
            {mainNavigation.map((item) => (
              <li key={item.to}>
                <NavLink to={loggedIn ? item.to : (item.visitorTo ?? item.to)} end={item.to === '/'} onClick={() => setOpen(false)}>
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
            {loggedIn && (
              <li>
                <button type="button" className="site-nav__logout" onClick={logOutHere}>
                  {t('logOut')}
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
  // The versions that drew the page are for support and release managers (the element's
  // `data-build`, in the browser's inspector), not words a visitor reads.
  const { t } = frameTexts.useTexts();
  return (
    <footer className="site-footer" data-testid="build-info" data-build={buildInfo}>
      <div className="site-footer__inner">
        <div>
          <strong>{BRAND.name}</strong>
          <p>{t('tagline')}</p>
          <p>
            {t('support')} <a href={`tel:${BRAND.supportPhone}`}>{BRAND.supportPhone}</a> · <a href={`mailto:${BRAND.supportEmail}`}>{BRAND.supportEmail}</a>
          </p>
          <GrievanceContact />
        </div>
        <nav aria-label={t('policies')}>
          <ul>
            {footerLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(`nav.${item.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer__legal">{t('legal', { year: new Date().getFullYear(), brand: BRAND.name })}</p>
    </footer>
  );
}

/**
 * Header, main content and footer: the frame every page of every area sits in. `buildInfo` names
 * the versions that drew the page, so support and release managers can see what is live.
 */
export function SiteLayout({ children, buildInfo }: { children: ReactNode; buildInfo?: string }) {
  const main = useRef<HTMLElement>(null);
  // Tables become cards on a phone, each cell named by its column (ui/column-labels.ts).
  useColumnLabels(main);
  const { t } = frameTexts.useTexts();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1} ref={main}>
        {children}
      </main>
      <SiteFooter buildInfo={buildInfo} />
    </div>
  );
}
