// The banker area's requests: each endpoint's contract (@platform/shared/contracts) gives its
// method, path and the types of what is sent and answered; nothing here restates a shape.
import {
  bankerProfile,
  closeCoolingOffExit as closeExitContract,
  listLendingPartners,
  confirmBankDecision as confirmContract,
  myBankerProfile,
  recordBankDecision as decisionContract,
  registerBanker as registerContract,
  routedLeads,
  sendBankerOtp as sendOtpContract,
  verifyBankerOtp as verifyOtpContract,
  type ResponseOf,
} from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import type { BankConfirmationInput, BankerDecisionInput, BankerDetailsInput, MobileOnlyInput } from '@platform/shared/schemas';

export type BankerProfile = ResponseOf<typeof bankerProfile>['data'];
export type MyBankerProfile = ResponseOf<typeof myBankerProfile>['data'];
export type RoutedLead = ResponseOf<typeof routedLeads>['data']['items'][number];

/** The form sends PIN codes as typed (one text box); the shared schema splits them. */
export const registerBanker = (payload: BankerDetailsInput) => callContract(registerContract, { body: payload });

export const sendBankerOtp = (payload: MobileOnlyInput) => callContract(sendOtpContract, { body: payload });

export const verifyBankerOtp = (otp: string, flowToken: string) => callContract(verifyOtpContract, { body: { otp }, flowToken });

export const fetchBankerProfile = async (id: string): Promise<BankerProfile> => (await callContract(bankerProfile, { params: { id } })).data;

export const fetchMyBankerProfile = async (): Promise<MyBankerProfile> => (await callContract(myBankerProfile)).data;

export const fetchRoutedLeads = async () => (await callContract(routedLeads)).data;

export const recordBankDecision = (leadId: string, payload: BankerDecisionInput) => callContract(decisionContract, { params: { id: leadId }, body: payload });

export const confirmBankDecision = (leadId: string, payload: BankConfirmationInput) => callContract(confirmContract, { params: { id: leadId }, body: payload });

/** The customer's cooling-off exit, closed with what the lender's books say was repaid and when. */
export const closeExitRequest = (leadId: string, repaidPaise: number, repaidOn: string) =>
  callContract(closeExitContract, { params: { id: leadId }, body: { repaidPaise, repaidOn } });

/** The listed lenders a banker may work for (the registration form's choice). */
export const fetchLenders = async () => (await callContract(listLendingPartners)).data.map((lender) => ({ value: lender.id, label: lender.name }));
