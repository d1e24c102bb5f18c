// The frame of every vendor page (mf-vendor and mf-ca-services): a header with the shop's name,
// wallet balance and unread notifications, and a side navigation to every section. On a phone
// (360 px) the navigation folds behind a "Shop menu" button and the header wraps. Logging out is
// the site header's (one "Log out" per page; it also ends the shift session on the server).
import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { useQuery } from '@platform/shared/query';
import { fetchNotifications, fetchVendorProfile, fetchWalletBalance, formatPaise, vendorQueryKeys } from './vendor-api';
import { dashboardTexts } from './dashboard-texts';
import { VENDOR_NAVIGATION } from './vendor-sections';

function DashboardHeader({ onToggleMenu, menuOpen }: { onToggleMenu: () => void; menuOpen: boolean }) {
  const profile = useQuery({ queryKey: vendorQueryKeys.profile, queryFn: fetchVendorProfile });
  const notifications = useQuery({ queryKey: vendorQueryKeys.notifications, queryFn: fetchNotifications });
  const wallet = useQuery({ queryKey: vendorQueryKeys.walletBalance, queryFn: fetchWalletBalance, retry: false });
  const unread = notifications.data?.unread ?? 0;
  const { t } = dashboardTexts.useTexts();
  return (
    <header className="dashboard-header">
      <button type="button" className="dashboard-header__menu" aria-expanded={menuOpen} aria-controls="vendor-navigation" onClick={onToggleMenu}>
        {t('shopMenu')}
      </button>
      <p className="dashboard-header__shop" data-testid="shop-name" title={profile.data?.username}>
        {profile.data?.username ?? t('yourShop')}
      </p>
      <p className="dashboard-header__wallet">
        <span>{t('wallet')}</span> <strong data-testid="wallet-balance">{formatPaise(wallet.data)}</strong>
      </p>
      {/* The name is what is on screen plus "unread" for screen readers: "Notifications 3 unread". */}
      <Link to="/vender#notifications" className="dashboard-header__bell">
        {t('notifications')}
        {unread > 0 && (
          <>
            {' '}
            <span className="badge" data-testid="unread-count">
              {unread}
            </span>
            <span className="visually-hidden">{t('unread')}</span>
          </>
        )}
      </Link>
    </header>
  );
}

export function DashboardLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { t } = dashboardTexts.useTexts();
  return (
    <div className="dashboard">
      <DashboardHeader menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <div className="dashboard__body">
        <nav id="vendor-navigation" aria-label={t('navigation')} className={menuOpen ? 'dashboard-nav dashboard-nav--open' : 'dashboard-nav'}>
          {VENDOR_NAVIGATION.map((group) => (
            <div key={group.label} className="dashboard-nav__group">
              <p className="dashboard-nav__label">{t(`group.${group.label}`)}</p>
              <ul>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.to === '/vender'} onClick={() => setMenuOpen(false)}>
                      {t(`nav.${item.label}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="dashboard__content">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
