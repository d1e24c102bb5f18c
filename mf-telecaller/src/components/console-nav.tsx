import { NavLink } from 'react-router-dom';
import { componentTexts } from './texts';

const CONSOLE_PAGES = [
  { to: '/telecaller', label: 'nav.today', end: true },
  { to: '/telecaller/telecaller-names', label: 'nav.team', end: false },
  { to: '/telecaller-profile', label: 'nav.profile', end: false },
] as const;

/** The console's menu, shown on every page a signed-in telecaller opens (logging out is the site header's). */
export function ConsoleNav() {
  const { t } = componentTexts.useTexts();
  return (
    <nav className="console-nav" aria-label={t('nav.label')}>
      <ul>
        {CONSOLE_PAGES.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} end={page.end}>
              {t(page.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
