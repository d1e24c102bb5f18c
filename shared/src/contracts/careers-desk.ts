// The careers desk of the operations console (issue 32): job applications per open role (and the
// work-from-home registrations), oldest first; one application with its résumé; and the hiring
// moves (shortlist, reject, hire; JOB_APPLICATION_TRANSITIONS), each told to the applicant by SMS
// and audited. Staff only: operations admins (the company has no hiring role of its own; decision
// 037's matrix). Handlers: api/src/careers/desk.ts.
import { array, mixed, number, object, string } from 'yup';
import { DESK_NOTE_MAX, JOB_APPLICATION_STATUSES, JOB_APPLICATION_STATUS_LABELS, type JobApplicationStatus } from '../schemas/service-desks';
import { fillTemplate, VALIDATION_TEXTS } from '../schemas/validation-texts';
import { defineContract, type StaffRole } from './contract';
import { dataResponse, FILE_ANSWER, isoDateTime, messageCodeFields, uuid } from './envelope';
import { pageInfoSchema, pageQuerySchema } from './ops-paging';

export const CAREERS_DESK_ROLES: readonly StaffRole[] = ['ops_admin'];

// The desk's messages are keyed (validation-texts-desks-a.ts) so the console shows them in Hindi and Marathi.
const m = VALIDATION_TEXTS.careersDesk;

const applicationStatus = () =>
  mixed<JobApplicationStatus>()
    .oneOf([...JOB_APPLICATION_STATUSES])
    .defined();

export const JOB_APPLICATION_STATUS_FILTERS = ['open', 'all', ...JOB_APPLICATION_STATUSES] as const;
/** The work-from-home registrations, which answer no job. */
export const WORK_FROM_HOME = 'work-from-home';

export const jobApplicationsQuerySchema = pageQuerySchema.shape({
  status: string()
    .default('open')
    .oneOf([...JOB_APPLICATION_STATUS_FILTERS], VALIDATION_TEXTS.serviceDesks.statusFilter),
  /** A job's id, `work-from-home`, or any. */
  job: string().trim().max(120).default(''),
});

const jobSchema = object({ id: string().defined(), title: string().defined(), city: string().defined() });

export const jobApplicationRowSchema = object({
  id: uuid(),
  name: string().defined(),
  city: string().defined(),
  experienceYears: number().integer().defined(),
  /** Null for a work-from-home registration. */
  job: jobSchema.nullable().defined(),
  status: applicationStatus(),
  statusLabel: string().defined(),
  hasResume: mixed<boolean>().oneOf([true, false]).defined(),
  createdAt: isoDateTime(),
});

const countsSchema = object(Object.fromEntries(JOB_APPLICATION_STATUSES.map((status) => [status, number().integer().defined()]))).defined();

const JOB = { id: 'loan-advisor-pune', title: 'Loan advisor', city: 'Pune' };
const ROW = {
  id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  name: 'Sneha Kulkarni',
  city: 'Pune',
  experienceYears: 2,
  job: JOB,
  status: 'received' as const,
  statusLabel: JOB_APPLICATION_STATUS_LABELS.received,
  hasResume: true,
  createdAt: '2026-11-20T06:00:00.000Z',
};

export const listJobApplications = defineContract({
  operationId: 'listJobApplications',
  method: 'GET',
  path: '/ops/careers/applications',
  summary:
    'Job applications for the careers desk, oldest first, paged, filtered by status (open = received or shortlisted, unless asked) and job, with counts per status and the jobs that have applications',
  tag: 'careers',
  callers: ['admin'],
  staffRoles: CAREERS_DESK_ROLES,
  query: jobApplicationsQuerySchema,
  response: dataResponse(
    pageInfoSchema.shape({ items: array(jobApplicationRowSchema.defined()).defined(), counts: countsSchema, jobs: array(jobSchema.defined()).defined() }),
  ),
  errors: [400, 401, 403],
  samples: [
    {
      name: 'One new application',
      request: { query: { status: 'open' } },
      response: {
        success: true,
        message: 'Applications',
        data: { items: [ROW], counts: { received: 1, shortlisted: 0, rejected: 0, hired: 0 }, jobs: [JOB], page: 1, pageSize: 25, total: 1 },
      },
    },
  ],
});

export const jobApplicationDetailSchema = jobApplicationRowSchema.shape({
  email: string().defined(),
  mobile: string().defined(),
  resumeBytes: number().integer().nullable().defined(),
  note: string().nullable().defined(),
  updatedAt: isoDateTime(),
  nextStatuses: array(applicationStatus()).defined(),
});

const DETAIL = {
  ...ROW,
  email: 'sneha.k@example.com',
  mobile: '9876543212',
  resumeBytes: 184_320,
  note: null,
  updatedAt: ROW.createdAt,
  nextStatuses: ['shortlisted' as const, 'rejected' as const],
};

const idParams = object({ id: string().defined() });

export const jobApplication = defineContract({
  operationId: 'getJobApplication',
  method: 'GET',
  path: '/ops/careers/applications/:id',
  summary: 'One job application: the applicant, the role, whether a résumé came with it, and the hiring moves allowed from its status',
  tag: 'careers',
  callers: ['admin'],
  staffRoles: CAREERS_DESK_ROLES,
  params: idParams,
  response: dataResponse(jobApplicationDetailSchema),
  errors: [401, 403, 404],
  samples: [{ name: 'Just received', request: { params: { id: ROW.id } }, response: { success: true, message: 'Application', data: DETAIL } }],
});

export const jobApplicationResume = defineContract({
  operationId: 'downloadJobApplicationResume',
  method: 'GET',
  path: '/ops/careers/applications/:id/resume',
  summary: "The applicant's résumé as they sent it (a PDF)",
  tag: 'careers',
  callers: ['admin'],
  staffRoles: CAREERS_DESK_ROLES,
  params: idParams,
  download: { description: 'The résumé, a PDF', types: ['application/pdf'] },
  response: FILE_ANSWER,
  errors: [401, 403, 404],
  samples: [{ name: 'A résumé', request: { params: { id: ROW.id } }, response: {} }],
});

export const jobApplicationMoveSchema = object({
  status: string().required(m.moveRequired).oneOf(['shortlisted', 'rejected', 'hired'], m.moveFromList),
  note: string()
    .trim()
    .max(DESK_NOTE_MAX, fillTemplate(VALIDATION_TEXTS.common.noteUnder, { max: DESK_NOTE_MAX }))
    .default(''),
  expectedStatus: string()
    .required(m.statusMissing)
    .oneOf([...JOB_APPLICATION_STATUSES], m.statusMissing),
});

export const moveJobApplication = defineContract({
  operationId: 'moveJobApplication',
  method: 'POST',
  path: '/ops/careers/applications/:id/moves',
  summary:
    'Shortlist, reject or hire an applicant (with a note for the file), from the status the desk saw; the applicant is told by SMS. A move the state machine refuses, or from another status, is a 409. Audited.',
  tag: 'careers',
  callers: ['admin'],
  staffRoles: CAREERS_DESK_ROLES,
  params: idParams,
  body: jobApplicationMoveSchema,
  response: dataResponse(jobApplicationDetailSchema).concat(
    messageCodeFields(['job-application.shortlisted', 'job-application.not-taken-forward', 'job-application.hired']),
  ),
  errors: [400, 401, 403, 404, 409],
  samples: [
    {
      name: 'Shortlisted',
      request: { params: { id: ROW.id }, body: { status: 'shortlisted', note: 'Two years in retail lending.', expectedStatus: 'received' } },
      response: {
        success: true,
        message: 'Sneha Kulkarni is shortlisted and told by SMS.',
        messageCode: 'job-application.shortlisted',
        messageParams: { name: 'Sneha Kulkarni' },
        data: {
          ...DETAIL,
          status: 'shortlisted',
          statusLabel: JOB_APPLICATION_STATUS_LABELS.shortlisted,
          note: 'Two years in retail lending.',
          updatedAt: '2026-11-22T06:00:00.000Z',
          nextStatuses: ['hired', 'rejected'],
        },
      },
    },
  ],
});

export const CAREERS_DESK_CONTRACTS = [listJobApplications, jobApplication, jobApplicationResume, moveJobApplication] as const;
