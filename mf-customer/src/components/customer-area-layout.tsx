import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { paths } from '@platform/shared';
import { logOut } from '@platform/shared/api';
import { componentTexts } from './texts';

const CUSTOMER_PAGES = [
  { to: '/customer/referral', label: 'nav.referral' },
  { to: '/customer/inquiry-history', label: 'nav.inquiryHistory' },
  { to: '/customer/earn-history', label: 'nav.earnHistory' },
  { to: '/customer/profile', label: 'nav.profile' },
  { to: '/customer/cibil', label: 'nav.cibil' },
] as const;

/** The token-gated customer pages share this menu; the shell's guard has already checked the token. */
export function CustomerAreaLayout() {
  const navigate = useNavigate();
  const { t } = componentTexts.useTexts();
  return (
    <div className="customer-area">
      <nav className="customer-area__nav" aria-label={t('nav.label')}>
        <ul>
          {CUSTOMER_PAGES.map((page) => (
            <li key={page.to}>
              <NavLink to={page.to}>{t(page.label)}</NavLink>
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
              {t('nav.logOut')}
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
