// Server data every vendor page and the dashboard frame share: the shop's profile, its
// notifications and its wallet balance. One query key per resource, so a mutation anywhere
// invalidates what the header shows too.
import { getProfile, shopNotifications, type ResponseOf, type VendorDocument, type VendorProfile } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import { getWalletBalance } from '@platform/shared/contracts';
import type { KycStepState } from '@platform/shared/schemas';
import { formatPaise as rupeesFromPaise } from '@platform/shared/finance';

export type { KycStepState };

export const vendorQueryKeys = {
  profile: ['vendor', 'profile'] as const,
  notifications: ['vendor', 'notifications'] as const,
  dashboard: ['vendor', 'dashboard'] as const,
  connectors: ['vendor', 'connectors'] as const,
  /** GET /wallet/balance belongs to the payments work; the header only reads it. */
  walletBalance: ['wallet', 'balance'] as const,
};

/** The shop's profile as GET /api/get-profile and the update (updateShopProfile) answer it. */
export type { VendorDocument, VendorProfile };

export type ShopNotification = ResponseOf<typeof shopNotifications>['data']['items'][number];

export async function fetchVendorProfile(): Promise<VendorProfile> {
  const { data } = await callContract(getProfile);
  // A shop's answer carries its owner, KYC steps and documents; the vendor area is only a shop's.
  if (data.role !== 'vendor') throw new Error('This page is for partner shops.');
  return data;
}

export async function fetchNotifications(): Promise<{ unread: number; items: ShopNotification[] }> {
  return (await callContract(shopNotifications)).data;
}

/** Integer paise, or null while the wallet cannot be read (shown as "—", never as ₹0). */
export async function fetchWalletBalance(): Promise<number | null> {
  try {
    const { balance } = await callContract(getWalletBalance, { options: { notifyOnError: false } });
    return Number.isInteger(balance) ? balance : null;
  } catch {
    return null;
  }
}

/** ₹ from integer paise: "₹6,500" or "₹1,234.50" ("—" for unknown). */
export const formatPaise = (paise: number | null | undefined) => (paise === null || paise === undefined ? '—' : rupeesFromPaise(paise));
