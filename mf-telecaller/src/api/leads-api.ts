// The telecaller console's requests. Endpoints with a contract (@platform/shared/contracts) are
// called through it, typed by it; the OTP sign-in calls keep their own types until they move.
import { apiClient, FLOW_TOKEN_HEADER } from '@platform/shared/api';
import {
  recordCallOutcome,
  saveTelecallerProfile,
  telecallerLead,
  telecallerProfile,
  telecallerQueue,
  telecallerTeam,
  type ResponseOf,
} from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import type { CallOutcomeInput, MobileOnlyInput, OtpOnlyInput, TelecallerProfileInput } from '@platform/shared/schemas';

export type Queue = ResponseOf<typeof telecallerQueue>['data'];
export type LeadSummary = Queue['open'][number];
export type LeadDetail = ResponseOf<typeof telecallerLead>['data'];
export type TimelineEntry = LeadDetail['history'][number];
export type TelecallerProfile = ResponseOf<typeof telecallerProfile>['data'];
export type TeamMember = ResponseOf<typeof telecallerTeam>['data'][number];

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

export const fetchQueue = async (): Promise<Queue> => (await callContract(telecallerQueue)).data;

export const fetchLead = async (id: string): Promise<LeadDetail> => (await callContract(telecallerLead, { params: { id } })).data;

export const recordOutcome = (id: string, payload: CallOutcomeInput) => callContract(recordCallOutcome, { params: { id }, body: payload });

export const fetchTeam = async (): Promise<TeamMember[]> => (await callContract(telecallerTeam)).data;

export const fetchProfile = async (): Promise<TelecallerProfile> => (await callContract(telecallerProfile)).data;

export const saveProfile = (payload: TelecallerProfileInput) => callContract(saveTelecallerProfile, { body: payload });
