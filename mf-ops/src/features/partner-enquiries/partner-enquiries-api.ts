// The partner-enquiry desk's requests, each through its endpoint's contract
// (@platform/shared/contracts partner-enquiries.ts), typed by it.
import { listPartnerEnquiries, movePartnerEnquiry, partnerEnquiry, type BodyOf, type QueryOf, type ResponseOf } from '@platform/shared/contracts';
import { callContract } from '@platform/shared/contracts/client';

export type EnquiriesPage = ResponseOf<typeof listPartnerEnquiries>['data'];
export type EnquiryFilters = QueryOf<typeof listPartnerEnquiries>;
export type PartnerEnquiry = ResponseOf<typeof partnerEnquiry>['data'];
export type EnquiryMove = BodyOf<typeof movePartnerEnquiry>;

export const PARTNER_ENQUIRIES_KEY = 'ops-partner-enquiries';

export const fetchEnquiries = async (filters: EnquiryFilters): Promise<EnquiriesPage> => (await callContract(listPartnerEnquiries, { query: filters })).data;
export const fetchEnquiry = async (id: string): Promise<PartnerEnquiry> => (await callContract(partnerEnquiry, { params: { id } })).data;
export const moveEnquiry = (id: string, body: EnquiryMove) => callContract(movePartnerEnquiry, { params: { id }, body });
