import { markAllNotificationsRead as markAllRead, markNotificationRead as markOneRead, shopDashboard, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';

export type DashboardFigures = ResponseOf<typeof shopDashboard>['data'];
/** One month of the chart: YYYY-MM (India time), its leads and earnings. */
export type MonthFigures = DashboardFigures['series'][number];
export type RecentLead = DashboardFigures['recentLeads'][number];

export async function fetchDashboard(): Promise<DashboardFigures> {
  return (await callContract(shopDashboard)).data;
}

export async function markNotificationRead(id: string): Promise<void> {
  await callContract(markOneRead, { params: { id } });
}

export async function markAllNotificationsRead(): Promise<void> {
  await callContract(markAllRead);
}
