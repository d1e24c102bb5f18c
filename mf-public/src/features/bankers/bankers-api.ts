// The banker area's requests (api/README.md, "Leads and bankers").
import { apiClient, FLOW_TOKEN_HEADER } from '@platform/shared/api';
import type { ApprovalStatus, BankConfirmationInput, BankDecision, BankDecisionFacts, BankerDecisionInput, BankerDetailsInput, LeadStatus, MobileOnlyInput } from '@platform/shared/schemas';

export interface BankerProfile {
  id: string;
  name: string;
  bankName: string;
  branch: string;
  ifsc: string;
  designation: string;
  products: string[];
  pincodes: string[];
  partnerSince: string;
}

/** The signed-in banker's own profile, with where its approval stands (GET /banker/me). */
export interface MyBankerProfile extends BankerProfile {
  approval: { status: ApprovalStatus; label: string; reason: string | null; decidedAt: string | null };
}

export interface RoutedLead {
  id: string;
  product: string;
  customerName: string;
  mobileMasked: string;
  pincode: string;
  amount: number | null;
  status: LeadStatus;
  statusLabel: string;
  updatedAt: string;
  nextStatuses: Array<{ status: LeadStatus; label: string }>;
  decisions: BankDecisionFacts[];
  /** Decisions a telecaller recorded that wait for this banker's confirmation. */
  awaitingConfirmation: BankDecision[];
}

const withFlowToken = (token: string) => ({ headers: { [FLOW_TOKEN_HEADER]: token } });

/** The form sends PIN codes as typed (one text box); the shared schema splits them. */
export async function registerBanker(payload: BankerDetailsInput) {
  const { data } = await apiClient.post<{ message: string; signUpToken: string; bankerId: string }>('/banker/register', payload);
  return data;
}

export async function sendBankerOtp(payload: MobileOnlyInput) {
  const { data } = await apiClient.post<{ message: string; newToken: string }>('/banker/send-otp', payload);
  return data;
}

export async function verifyBankerOtp(otp: string, flowToken: string) {
  const { data } = await apiClient.post<{ message: string; accessToken: string; user: { id: string } }>('/banker/verify-otp', { otp }, withFlowToken(flowToken));
  return data;
}

export async function fetchBankerProfile(id: string): Promise<BankerProfile> {
  const { data } = await apiClient.get<{ data: BankerProfile }>(`/banker/profile/${encodeURIComponent(id)}`);
  return data.data;
}

export async function fetchMyBankerProfile(): Promise<MyBankerProfile> {
  const { data } = await apiClient.get<{ data: MyBankerProfile }>('/banker/me');
  return data.data;
}

export async function fetchRoutedLeads(): Promise<{ bankerId: string; items: RoutedLead[] }> {
  const { data } = await apiClient.get<{ data: { bankerId: string; items: RoutedLead[] } }>('/banker/leads');
  return data.data;
}

export async function recordBankDecision(leadId: string, payload: BankerDecisionInput) {
  const { data } = await apiClient.post<{ message: string }>(`/banker/leads/${encodeURIComponent(leadId)}/status`, payload);
  return data;
}

export async function confirmBankDecision(leadId: string, payload: BankConfirmationInput) {
  const { data } = await apiClient.post<{ message: string }>(`/banker/leads/${encodeURIComponent(leadId)}/confirm`, payload);
  return data;
}
