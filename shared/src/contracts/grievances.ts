// Complaints to the Grievance Redressal Officer (RBI Digital Lending Directions): registering one
// (a reference and the date the officer answers by) and looking up its status with the reference
// and the mobile number it was made with, with the officer's replies. Handlers: api/src/grievances/routes.ts.
import { array, mixed, object, string } from 'yup';
import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_REFERENCE_PATTERN,
  GRIEVANCE_STATUS_LABELS,
  grievanceLookupSchema,
  grievanceSchema,
  type GrievanceCategory,
  type GrievanceStatus,
} from '../schemas/grievance';
import { defineContract } from './contract';
import { dataResponse, isoDateTime } from './envelope';

export const grievanceAnswerSchema = object({
  reference: string().defined().matches(GRIEVANCE_REFERENCE_PATTERN, 'a complaint reference'),
  category: mixed<GrievanceCategory>()
    .oneOf([...GRIEVANCE_CATEGORIES])
    .defined(),
  status: mixed<GrievanceStatus>()
    .oneOf(Object.keys(GRIEVANCE_STATUS_LABELS) as GrievanceStatus[])
    .defined(),
  statusLabel: string().defined(),
  /** What the officer did, once resolved. */
  resolution: string().nullable().defined(),
  createdAt: isoDateTime(),
  /** The end (India time) of the 30th day after the complaint (grievanceRespondBy); after that the person may go to the RBI. */
  respondBy: isoDateTime(),
  /** The officer's replies, oldest first: what the person reads when they follow the complaint. */
  replies: array(object({ body: string().defined(), at: isoDateTime() }).defined()).defined(),
});

const COMPLAINT = {
  name: 'Farhan Qureshi',
  mobile: '9822000412',
  email: 'farhan.qureshi@example.com',
  category: 'Interest, fees or charges' as const,
  details: 'The processing fee charged was higher than the one shown on the offer screen.',
};
const RECEIVED = {
  reference: 'GRV40817263',
  category: COMPLAINT.category,
  status: 'received' as const,
  statusLabel: GRIEVANCE_STATUS_LABELS.received,
  resolution: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  respondBy: '2026-12-25T18:30:00.000Z',
  replies: [],
};

export const raiseGrievance = defineContract({
  operationId: 'raiseGrievance',
  method: 'POST',
  path: '/api/grievances',
  summary: 'Register a complaint with the Grievance Redressal Officer; answers its reference and respond-by date',
  tag: 'grievances',
  callers: ['anyone'],
  body: grievanceSchema,
  response: dataResponse(grievanceAnswerSchema),
  status: 201,
  errors: [400, 429],
  samples: [
    {
      name: 'A fee higher than shown',
      request: { body: COMPLAINT },
      response: { success: true, message: `Your complaint has been registered. Your reference is ${RECEIVED.reference}.`, data: RECEIVED },
    },
  ],
});

export const grievanceStatus = defineContract({
  operationId: 'getGrievanceStatus',
  method: 'POST',
  path: '/api/grievances/status',
  summary: 'The status of a complaint, by its reference and the mobile number it was made with',
  tag: 'grievances',
  callers: ['anyone'],
  body: grievanceLookupSchema,
  response: dataResponse(grievanceAnswerSchema),
  errors: [400, 404, 429],
  samples: [
    {
      name: 'Received',
      request: { body: { reference: RECEIVED.reference, mobile: COMPLAINT.mobile } },
      response: { success: true, message: 'Complaint status', data: RECEIVED },
    },
    {
      name: 'Answered by the officer',
      request: { body: { reference: RECEIVED.reference, mobile: COMPLAINT.mobile } },
      response: {
        success: true,
        message: 'Complaint status',
        data: {
          ...RECEIVED,
          status: 'in_progress',
          statusLabel: GRIEVANCE_STATUS_LABELS.in_progress,
          replies: [{ body: 'We have asked the lender for the fee breakdown and will write again within 7 days.', at: '2026-11-26T06:30:00.000Z' }],
        },
      },
    },
  ],
});

export const GRIEVANCE_CONTRACTS = [raiseGrievance, grievanceStatus] as const;
