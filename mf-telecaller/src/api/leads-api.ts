// The telecaller console's requests, one function per endpoint (api/README.md, "Leads").
import { apiClient, FLOW_TOKEN_HEADER } from '@platform/shared/api';
import type { BankDecisionFacts, CallOutcomeInput, LeadStatus, MobileOnlyInput, OtpOnlyInput, TelecallerProfileInput } from '@platform/shared/schemas';

export interface LeadSummary {
  id: string;
  source: 'enquiry' | 'application';
  product: string;
  customerName: string;
  mobileMasked: string;
  pincode: string;
  amount: number | null;
  shopID: string | null;
  status: LeadStatus;
  statusLabel: string;
  nextCallAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TimelineEntry {
  id: string;
  from: LeadStatus | null;
  fromLabel: string | null;
  to: LeadStatus;
  toLabel: string;
  note: string | null;
  by: { role: string; name: string };
  at: string;
}

export interface LeadDetail extends LeadSummary {
  mobile: string;
  request: Record<string, unknown>;
  documents: Array<{ name: string; url: string }>;
  calls: Array<{ id: string; statusAfter: LeadStatus; statusAfterLabel: string; note: string | null; nextCallAt: string | null; at: string }>;
  history: TimelineEntry[];
  banker: { name: string; bank: string; branch: string } | null;
  /** The bank's decisions with their facts (absent from a server older than them). */
  decisions?: BankDecisionFacts[];
  nextStatuses: Array<{ status: LeadStatus; label: string }>;
}

export interface TelecallerProfile {
  id: string;
  name: string;
  languages: TelecallerProfileInput['languages'];
  shiftStart: string;
  shiftEnd: string;
  onDuty: boolean;
}

export interface Queue {
  telecaller: TelecallerProfile;
  now: string;
  dueNow: LeadSummary[];
  callBacks: LeadSummary[];
  open: LeadSummary[];
  counts: Record<LeadStatus, number>;
  callsToday: number;
}

export interface TeamMember extends TelecallerProfile {
  openLeads: number;
  callsToday: number;
}

export async function sendTelecallerOtp(payload: MobileOnlyInput) {
  const { data } = await apiClient.post<{ message: string; newToken: string }>('/telecaller/send-otp', payload);
  return data;
}

export async function verifyTelecallerOtp(payload: OtpOnlyInput, loginToken: string) {
  const { data } = await apiClient.post<{ message: string; accessToken: string }>('/telecaller/verify-otp', payload, {
    headers: { [FLOW_TOKEN_HEADER]: loginToken },
  });
  return data;
}

export async function resendTelecallerOtp(payload: MobileOnlyInput, loginToken: string) {
  const { data } = await apiClient.post<{ message: string; newToken: string }>('/auth/verify-resend-otp', payload, {
    headers: { [FLOW_TOKEN_HEADER]: loginToken },
  });
  return data;
}

export async function fetchQueue(): Promise<Queue> {
  const { data } = await apiClient.get<{ data: Queue }>('/telecaller/queue');
  return data.data;
}

export async function fetchLead(id: string): Promise<LeadDetail> {
  const { data } = await apiClient.get<{ data: LeadDetail }>(`/telecaller/leads/${encodeURIComponent(id)}`);
  return data.data;
}

export async function recordOutcome(id: string, payload: CallOutcomeInput) {
  const { data } = await apiClient.post<{ message: string; data: LeadSummary }>(`/telecaller/leads/${encodeURIComponent(id)}/outcome`, payload);
  return data;
}

export async function fetchTeam(): Promise<TeamMember[]> {
  const { data } = await apiClient.get<{ data: TeamMember[] }>('/telecaller/team');
  return data.data;
}

export async function fetchProfile(): Promise<TelecallerProfile> {
  const { data } = await apiClient.get<{ data: TelecallerProfile }>('/telecaller/profile');
  return data.data;
}

export async function saveProfile(payload: TelecallerProfileInput) {
  const { data } = await apiClient.put<{ message: string; data: TelecallerProfile }>('/telecaller/profile', payload);
  return data;
}
