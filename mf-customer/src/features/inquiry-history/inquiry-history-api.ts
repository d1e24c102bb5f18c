import {
  confirmKfsAcknowledgement,
  customerEnquiries,
  requestCoolingOffExit,
  startKfsAcknowledgement,
  statusHistory,
  type ResponseOf,
} from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';
import { HISTORY_PAGE_SIZE } from '@platform/shared/schemas';

export type CustomerEnquiry = ResponseOf<typeof customerEnquiries>['data']['items'][number];

export const fetchEnquiries = async (page: number) => (await callContract(customerEnquiries, { query: { page, limit: HISTORY_PAGE_SIZE } })).data;

/** The request's timeline: the same history the telecaller and the shop read. */
export const fetchStatusHistory = async (id: string) => (await callContract(statusHistory, { params: { id } })).data;

export type LenderJourney = NonNullable<ResponseOf<typeof statusHistory>['data']['lenderJourney']>;

/** The new KFS of terms the lender changed: an OTP to the loan's own mobile, then its code. */
export const sendKfsOtp = (id: string) => callContract(startKfsAcknowledgement, { params: { id } });
export const confirmKfsOtp = (id: string, otp: string, flowToken: string) =>
  callContract(confirmKfsAcknowledgement, { params: { id }, body: { otp }, flowToken });

/** Leave the loan in its cooling-off period; the lender is told. */
export const askToExitLoan = (id: string) => callContract(requestCoolingOffExit, { params: { id } });
