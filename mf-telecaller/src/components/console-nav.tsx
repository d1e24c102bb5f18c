import { NavLink, useNavigate } from 'react-router-dom';
import { paths, session } from '@platform/shared';

const CONSOLE_PAGES = [
  { to: '/telecaller', label: "Today's work", end: true },
  { to: '/telecaller/telecaller-names', label: 'Team', end: false },
  { to: '/telecaller-profile', label: 'My profile', end: false },
] as const;

/** The console's menu, shown on every page a signed-in telecaller opens. */
export function ConsoleNav() {
  const navigate = useNavigate();
  return (
    <nav className="console-nav" aria-label="Telecaller console">
      <ul>
        {CONSOLE_PAGES.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} end={page.end}>
              {page.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="button button--link"
            onClick={() => {
              session.clear();
              navigate(paths.telecaller.root, { replace: true });
            }}
          >
            Log out
          </button>
        </li>
      </ul>
    </nav>
  );
}
