import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { paths } from '@platform/shared';
import { logOut } from '@platform/shared/api';

const CUSTOMER_PAGES = [
  { to: '/customer/referral', label: 'Referral' },
  { to: '/customer/inquiry-history', label: 'My enquiries' },
  { to: '/customer/earn-history', label: 'Earnings' },
  { to: '/customer/profile', label: 'Profile' },
  { to: '/customer/cibil', label: 'Credit score' },
] as const;

/** The token-gated customer pages share this menu; the shell's guard has already checked the token. */
export function CustomerAreaLayout() {
  const navigate = useNavigate();
  return (
    <div className="customer-area">
      <nav className="customer-area__nav" aria-label="My account">
        <ul>
          {CUSTOMER_PAGES.map((page) => (
            <li key={page.to}>
              <NavLink to={page.to}>{page.label}</NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="customer-area__logout"
              onClick={() => {
                void logOut();
                navigate(paths.home, { replace: true });
              }}
            >
              Log out of my account
            </button>
          </li>
        </ul>
      </nav>
      <div className="customer-area__content">
        <Outlet />
      </div>
    </div>
  );
}
