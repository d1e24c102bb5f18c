import { apiClient } from '@platform/shared/api';
import { markAllNotificationsRead as markAllRead, markNotificationRead as markOneRead } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';

export interface MonthFigures {
  /** YYYY-MM, India time. */
  month: string;
  leads: number;
  earningsPaise: number;
}

export interface RecentLead {
  id: string;
  kind: 'enquiry' | 'application';
  product: string;
  customer: string;
  status: string;
  connector: string | null;
  createdAt: string;
}

export interface DashboardFigures {
  month: string;
  leadsThisMonth: number;
  conversionsThisMonth: number;
  earningsThisMonthPaise: number;
  invoicesDue: number;
  unpaidCommissionPaise: number;
  paidCommissionPaise: number;
  kycStepsLeft: number;
  activeConnectors: number;
  series: MonthFigures[];
  recentLeads: RecentLead[];
}

export async function fetchDashboard(): Promise<DashboardFigures> {
  const { data } = await apiClient.get<{ data: DashboardFigures }>('/vendor/dashboard');
  return data.data;
}

export async function markNotificationRead(id: string): Promise<void> {
  await callContract(markOneRead, { params: { id } });
}

export async function markAllNotificationsRead(): Promise<void> {
  await callContract(markAllRead);
}
