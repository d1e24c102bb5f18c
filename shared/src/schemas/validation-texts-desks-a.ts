// The English of the desks-a part of the keyed validation messages (see validation-texts-common.ts
// for the rules a part follows): the operations console's content, KYC-review, grievance, careers
// and partner-enquiry desks, the staff sign-in and invitations, and the partner approval lists.
// Read by validation-texts.ts; Hindi and Marathi in shared/src/i18n/locales/validation-desks-a-{hi,mr}.ts.
//
// Paging, search, a reason and a note use the common part's words (validation-texts-common.ts).

export const DESKS_A_VALIDATION_TEXTS = {
  /** The content desk (contracts/content-desk.ts; the editor's fields are schemas/content-desk.ts). */
  contentDesk: {
    kindFilter: 'Choose blog, news or guide',
    stateFilter: 'Choose draft, scheduled, published or unpublished',
    kindRequired: 'Choose what you are writing',
    kindFromList: 'Choose blog post, news item or product guide',
    imageKindRequired: 'Choose the kind of article',
    titleRequired: 'Enter the title',
    titleTooLong: 'The title must be at most {{max}} characters',
    slugRequired: 'Enter the address (slug)',
    slugTooLong: 'The slug must be at most {{max}} characters',
    slugShape: 'Use lower-case letters, digits and single hyphens (e.g. gst-for-small-shops)',
    summaryRequired: 'Enter a short summary',
    summaryTooLong: 'The summary must be at most {{max}} characters',
    articleRequired: 'Write the article',
    articleTooLong: 'The article must be at most {{max}} characters',
    authorRequired: 'Enter the author',
    authorTooLong: 'The author must be at most {{max}} characters',
    categoryRequired: 'Enter the category',
    categoryTooLong: 'The category must be at most {{max}} characters',
    coverTooLong: 'The cover image address must be at most {{max}} characters',
    coverAddress: 'Use an uploaded image’s address or a path on this site',
    // The version and state the editor's page saw: the page sends them, a person never types them.
    seenVersionWhole: 'seenVersion must be a whole number',
    seenVersionRequired: 'seenVersion is required',
    seenStateRequired: 'seenState is required',
    seenStateFromList: 'seenState must be one of the states',
    moveRequired: 'Choose schedule, publish or unpublish',
    publishAtRequired: 'Choose when it goes live',
    publishAtShape: 'Choose a valid date and time',
  },
  /** The KYC review queue (contracts/kyc-review.ts). */
  kycReview: {
    stateFilter: 'Choose awaiting, changes_requested, accepted or incomplete',
    documentKind: 'Choose shopPhoto or addressProof',
    itemRequired: 'Choose a KYC step or document',
    decisionRequired: 'Choose accept or reject',
    rejectReason: 'Say why (the shop sees this reason)',
    evidenceUnknown: 'Reload the page: the evidence it showed is not known',
  },
  /** The grievance desk (contracts/grievance-desk.ts); "Keep it under …" is the grievance form's. */
  grievanceDesk: {
    statusFilter: 'Choose open, overdue, all or one of the statuses',
    assignedFilter: 'Choose mine, unassigned or anyone',
    officerRequired: 'Choose an officer',
    statusMissing: 'Reload the complaint: the status you saw is missing',
    replyRequired: 'Write the reply',
    replyTooShort: 'Write a reply the person can act on (at least {{min}} characters)',
    replyTooLong: 'Keep the reply under {{max}} characters',
    resolutionRequired: 'Say how the complaint was resolved',
    escalationRequired: 'Say why it is escalated',
    reasonTooShort: 'Say a little more (at least {{min}} characters)',
  },
  /** What the careers and partner-enquiry desks share (their statuses: schemas/service-desks.ts). */
  serviceDesks: {
    statusFilter: 'Choose open, all or one of the statuses',
  },
  /** The careers desk (contracts/careers-desk.ts). */
  careersDesk: {
    moveRequired: 'Choose what to do with the application',
    moveFromList: 'Choose shortlist, reject or hire',
    statusMissing: 'Reload the application: the status you saw is missing',
  },
  /** The partner-enquiry desk (contracts/partner-enquiries.ts); the programme is the public form's words. */
  partnerEnquiries: {
    moveRequired: 'Choose what to do with the enquiry',
    moveFromList: 'Choose contacted, converted or closed',
    statusMissing: 'Reload the enquiry: the status you saw is missing',
  },
  /** Staff sign-in, invitations and roles (contracts/ops.ts; the forms' schemas are schemas/ops.ts). */
  staffIdentity: {
    codeRequired: 'Enter the code from your authenticator app',
    codeShape: 'The authenticator code is {{length}} digits',
    rolesRequired: 'Choose at least one staff role',
    rolesFromList: 'Choose staff roles from the list',
    rolesOnce: 'Each staff role once',
    invitationIncomplete: 'This invitation link is incomplete',
    invitationInvalid: 'This invitation link is not valid',
    confirmPassword: 'Confirm your password',
    passwordsDiffer: 'Passwords do not match',
  },
  /** The partner bankers and telecallers (contracts/admin.ts) and all partners (contracts/partners.ts) by approval. */
  partnerApprovals: {
    staffRoleFilter: 'Choose banker or telecaller',
    partnerKindFilter: 'Choose shop, banker or telecaller',
  },
} as const;

/** Field names this part's templates fill in as `{{label}}` (none: each message names its field). */
export const DESKS_A_LABELS = {} as const;
