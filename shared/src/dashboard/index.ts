// @platform/shared/dashboard: the partner-shop dashboard frame (header, side navigation) and the
// server data it shares with every vendor page. Used by mf-vendor and mf-ca-services.
export { DashboardLayout } from './dashboard-layout';
export { VENDOR_NAVIGATION, type VendorNavGroup, type VendorNavItem } from './vendor-sections';
export {
  fetchNotifications,
  fetchVendorProfile,
  fetchWalletBalance,
  formatPaise,
  vendorQueryKeys,
  type KycStepState,
  type ShopNotification,
  type VendorDocument,
  type VendorProfile,
} from './vendor-api';
