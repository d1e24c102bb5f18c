// The careers desk and the partner-enquiry desk of the operations console (issue 32): their
// statuses, labels and state machines, read by the API (which enforces them) and the console
// (which offers only the moves they allow).

export const JOB_APPLICATION_STATUS_LABELS = {
  received: 'Received',
  shortlisted: 'Shortlisted',
  rejected: 'Not taken forward',
  hired: 'Hired',
} as const;
export type JobApplicationStatus = keyof typeof JOB_APPLICATION_STATUS_LABELS;
export const JOB_APPLICATION_STATUSES = Object.keys(JOB_APPLICATION_STATUS_LABELS) as JobApplicationStatus[];

/** An application is shortlisted before anyone is hired; a rejection or a hire is final. */
export const JOB_APPLICATION_TRANSITIONS: Record<JobApplicationStatus, readonly JobApplicationStatus[]> = {
  received: ['shortlisted', 'rejected'],
  shortlisted: ['hired', 'rejected'],
  rejected: [],
  hired: [],
};

export const PARTNER_ENQUIRY_STATUS_LABELS = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Invited to register',
  closed: 'Closed',
} as const;
export type PartnerEnquiryStatus = keyof typeof PARTNER_ENQUIRY_STATUS_LABELS;
export const PARTNER_ENQUIRY_STATUSES = Object.keys(PARTNER_ENQUIRY_STATUS_LABELS) as PartnerEnquiryStatus[];

/**
 * A partner enquiry is called back (contacted), then converted (a shop invitation is sent, once)
 * or closed. Converting straight from new is allowed: a caller who rang us may be invited at once.
 */
export const PARTNER_ENQUIRY_TRANSITIONS: Record<PartnerEnquiryStatus, readonly PartnerEnquiryStatus[]> = {
  new: ['contacted', 'converted', 'closed'],
  contacted: ['converted', 'closed'],
  converted: [],
  closed: [],
};

export const DESK_NOTE_MAX = 500;
