// The partner-enquiry desk of the operations console (issue 32): the enquiries of the franchise,
// distributor and become-a-partner pages, oldest first; one enquiry; and the desk's moves
// (contacted, converted, closed; PARTNER_ENQUIRY_TRANSITIONS). Converting sends the shop
// invitation once: an e-mail with the shop registration link, the enquiry's details filled in.
// Staff only: operations admins, who approve the shops that register (decision 037's matrix).
// Handlers: api/src/partner-enquiries/routes.ts.
import { array, mixed, number, object, string } from 'yup';
import { PARTNER_PROGRAMMES, type PartnerProgramme } from '../schemas/public-content';
import { DESK_NOTE_MAX, PARTNER_ENQUIRY_STATUSES, PARTNER_ENQUIRY_STATUS_LABELS, type PartnerEnquiryStatus } from '../schemas/service-desks';
import { fillTemplate, VALIDATION_TEXTS } from '../schemas/validation-texts';
import { defineContract, type StaffRole } from './contract';
import { dataResponse, isoDateTime, messageCodeFields, uuid } from './envelope';
import { pageInfoSchema, pageQuerySchema } from './ops-paging';

export const PARTNER_ENQUIRY_DESK_ROLES: readonly StaffRole[] = ['ops_admin'];

// The desk's messages are keyed (validation-texts-desks-a.ts) so the console shows them in Hindi and Marathi.
const m = VALIDATION_TEXTS.partnerEnquiries;

const enquiryStatus = () =>
  mixed<PartnerEnquiryStatus>()
    .oneOf([...PARTNER_ENQUIRY_STATUSES])
    .defined();

export const PARTNER_ENQUIRY_STATUS_FILTERS = ['open', 'all', ...PARTNER_ENQUIRY_STATUSES] as const;

export const partnerEnquiriesQuerySchema = pageQuerySchema.shape({
  status: string()
    .default('open')
    .oneOf([...PARTNER_ENQUIRY_STATUS_FILTERS], VALIDATION_TEXTS.serviceDesks.statusFilter),
  programme: string()
    .default('')
    .oneOf(['', ...PARTNER_PROGRAMMES], VALIDATION_TEXTS.publicForms.programmeRequired),
});

export const PARTNER_PROGRAMME_LABELS: Record<PartnerProgramme, string> = {
  franchise: 'Franchise',
  distributor: 'Distributor',
  'become-partner': 'Become a partner',
};

export const partnerEnquiryRowSchema = object({
  id: uuid(),
  programme: mixed<PartnerProgramme>()
    .oneOf([...PARTNER_PROGRAMMES])
    .defined(),
  programmeLabel: string().defined(),
  name: string().defined(),
  city: string().defined(),
  business: string().defined(),
  status: enquiryStatus(),
  statusLabel: string().defined(),
  createdAt: isoDateTime(),
});

const countsSchema = object(Object.fromEntries(PARTNER_ENQUIRY_STATUSES.map((status) => [status, number().integer().defined()]))).defined();

const ROW = {
  id: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d',
  programme: 'franchise' as const,
  programmeLabel: PARTNER_PROGRAMME_LABELS.franchise,
  name: 'Rohit Deshmukh',
  city: 'Nashik',
  business: 'Mobile and recharge shop',
  status: 'new' as const,
  statusLabel: PARTNER_ENQUIRY_STATUS_LABELS.new,
  createdAt: '2026-11-21T05:30:00.000Z',
};

export const listPartnerEnquiries = defineContract({
  operationId: 'listPartnerEnquiries',
  method: 'GET',
  path: '/ops/partner-enquiries',
  summary:
    'Enquiries from the partner programme pages, oldest first, paged, filtered by status (open = new or contacted, unless asked) and programme, with counts per status',
  tag: 'partners',
  callers: ['admin'],
  staffRoles: PARTNER_ENQUIRY_DESK_ROLES,
  query: partnerEnquiriesQuerySchema,
  response: dataResponse(pageInfoSchema.shape({ items: array(partnerEnquiryRowSchema.defined()).defined(), counts: countsSchema })),
  errors: [400, 401, 403],
  samples: [
    {
      name: 'One new franchise enquiry',
      request: { query: { status: 'open' } },
      response: {
        success: true,
        message: 'Partner enquiries',
        data: { items: [ROW], counts: { new: 1, contacted: 0, converted: 0, closed: 0 }, page: 1, pageSize: 25, total: 1 },
      },
    },
  ],
});

export const partnerEnquiryDetailSchema = partnerEnquiryRowSchema.shape({
  mobile: string().defined(),
  email: string().defined(),
  pinCode: string().defined(),
  message: string().defined(),
  note: string().nullable().defined(),
  /** When the shop invitation went (converted); null before. */
  invitedAt: isoDateTime().nullable(),
  updatedAt: isoDateTime(),
  nextStatuses: array(enquiryStatus()).defined(),
});

const DETAIL = {
  ...ROW,
  mobile: '9822011223',
  email: 'rohit.deshmukh@example.com',
  pinCode: '422001',
  message: 'I run a mobile shop near the bus stand and want to offer loans.',
  note: null,
  invitedAt: null,
  updatedAt: ROW.createdAt,
  nextStatuses: ['contacted' as const, 'converted' as const, 'closed' as const],
};

const idParams = object({ id: string().defined() });

export const partnerEnquiry = defineContract({
  operationId: 'getPartnerEnquiry',
  method: 'GET',
  path: '/ops/partner-enquiries/:id',
  summary: 'One partner enquiry: who, where, their business and message, and the moves allowed from its status',
  tag: 'partners',
  callers: ['admin'],
  staffRoles: PARTNER_ENQUIRY_DESK_ROLES,
  params: idParams,
  response: dataResponse(partnerEnquiryDetailSchema),
  errors: [401, 403, 404],
  samples: [{ name: 'New', request: { params: { id: ROW.id } }, response: { success: true, message: 'Partner enquiry', data: DETAIL } }],
});

export const partnerEnquiryMoveSchema = object({
  status: string().required(m.moveRequired).oneOf(['contacted', 'converted', 'closed'], m.moveFromList),
  note: string()
    .trim()
    .max(DESK_NOTE_MAX, fillTemplate(VALIDATION_TEXTS.common.noteUnder, { max: DESK_NOTE_MAX }))
    .default(''),
  expectedStatus: string()
    .required(m.statusMissing)
    .oneOf([...PARTNER_ENQUIRY_STATUSES], m.statusMissing),
});

export const movePartnerEnquiry = defineContract({
  operationId: 'movePartnerEnquiry',
  method: 'POST',
  path: '/ops/partner-enquiries/:id/moves',
  summary:
    'Mark an enquiry contacted, converted (the shop invitation e-mail, with the registration link and their details filled in, goes once) or closed, from the status the desk saw. A move the state machine refuses, or from another status, is a 409. Audited.',
  tag: 'partners',
  callers: ['admin'],
  staffRoles: PARTNER_ENQUIRY_DESK_ROLES,
  params: idParams,
  body: partnerEnquiryMoveSchema,
  response: dataResponse(partnerEnquiryDetailSchema).concat(
    messageCodeFields(['partner-enquiry.contacted', 'partner-enquiry.invited', 'partner-enquiry.closed']),
  ),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'Converted',
      request: { params: { id: ROW.id }, body: { status: 'converted', note: 'Called; wants to start next month.', expectedStatus: 'contacted' } },
      response: {
        success: true,
        message: 'Rohit Deshmukh is invited to register a shop: the e-mail went to rohit.deshmukh@example.com.',
        messageCode: 'partner-enquiry.invited',
        messageParams: {},
        data: {
          ...DETAIL,
          status: 'converted',
          statusLabel: PARTNER_ENQUIRY_STATUS_LABELS.converted,
          note: 'Called; wants to start next month.',
          invitedAt: '2026-11-23T07:00:00.000Z',
          updatedAt: '2026-11-23T07:00:00.000Z',
          nextStatuses: [],
        },
      },
    },
  ],
});

export const PARTNER_ENQUIRY_CONTRACTS = [listPartnerEnquiries, partnerEnquiry, movePartnerEnquiry] as const;
