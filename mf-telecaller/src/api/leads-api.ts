// The telecaller console's requests, each through its endpoint's contract
// (@platform/shared/contracts), typed by it.
import {
  downloadLeadDocument,
  recordCallOutcome,
  resendOtp,
  saveTelecallerProfile,
  sendTelecallerOtp as sendOtpContract,
  telecallerLead,
  telecallerProfile,
  telecallerQueue,
  telecallerTeam,
  verifyTelecallerOtp as verifyOtpContract,
  type ResponseOf,
} from '@platform/shared/contracts';
import { callContract, downloadContract } from '@platform/shared/contracts/client';
import type { CallOutcomeInput, MobileOnlyInput, OtpOnlyInput, TelecallerProfileInput } from '@platform/shared/schemas';

export type Queue = ResponseOf<typeof telecallerQueue>['data'];
export type LeadSummary = Queue['open'][number];
export type LeadDetail = ResponseOf<typeof telecallerLead>['data'];
export type LeadDocument = LeadDetail['documents'][number];
export type TimelineEntry = LeadDetail['history'][number];
export type TelecallerProfile = ResponseOf<typeof telecallerProfile>['data'];
export type TeamMember = ResponseOf<typeof telecallerTeam>['data'][number];

export const sendTelecallerOtp = (payload: MobileOnlyInput) => callContract(sendOtpContract, { body: payload });

export const verifyTelecallerOtp = (payload: OtpOnlyInput, loginToken: string) => callContract(verifyOtpContract, { body: payload, flowToken: loginToken });

export const resendTelecallerOtp = (payload: MobileOnlyInput, loginToken: string) => callContract(resendOtp, { body: payload, flowToken: loginToken });

export const fetchQueue = async (): Promise<Queue> => (await callContract(telecallerQueue)).data;

export const fetchLead = async (id: string): Promise<LeadDetail> => (await callContract(telecallerLead, { params: { id } })).data;

export const fetchLeadDocument = (id: string, kind: string): Promise<Blob> => downloadContract(downloadLeadDocument, { params: { id, kind } });

export const recordOutcome = (id: string, payload: CallOutcomeInput) => callContract(recordCallOutcome, { params: { id }, body: payload });

export const fetchTeam = async (): Promise<TeamMember[]> => (await callContract(telecallerTeam)).data;

export const fetchProfile = async (): Promise<TelecallerProfile> => (await callContract(telecallerProfile)).data;

export const saveProfile = (payload: TelecallerProfileInput) => callContract(saveTelecallerProfile, { body: payload });
