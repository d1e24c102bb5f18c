// The English of the desks-b part of the keyed validation messages (see validation-texts-common.ts
// for the rules a part follows): the operations console's finance desk, logistics desk, leads
// oversight, CA back office and its moves, and the console's audit log and demo look-ups. The
// contracts build their messages from these. Read by validation-texts.ts; Hindi and Marathi in
// shared/src/i18n/locales/validation-desks-b-{hi,mr}.ts.
//
// Paging, a reason's or a note's length, a shop search and the From/To dates are the common part's.

export const DESKS_B_VALIDATION_TEXTS = {
  /** contracts/finance-desk.ts */
  financeDesk: {
    commissionFilter: 'Choose review, approved, in_payout, paid or all',
    reasonRequired: 'Give the reason',
    reasonTooShort: 'Give the reason in a few words (at least {{min}} characters)',
    batchFilter: 'Choose all or one of the batch statuses',
    shopRequired: 'Choose the shop',
    transferFilter: 'Choose all or one of the transfer statuses',
    refundKind: 'Choose order or wallet',
  },
  /** contracts/logistics-desk.ts */
  logisticsDesk: {
    statusFilter: 'Choose open, all or one of the shipment statuses',
    /** `{{label}}`: Booked from or Booked to. */
    bookedDay: '{{label}} must be a date (YYYY-MM-DD)',
    shipmentsRequired: 'Choose at least one shipment',
    shipmentsMax: 'Move at most {{max}} shipments at once',
    itemId: 'Each item needs the shipment id',
    itemSeenStatus: 'Each item needs the status it was seen in',
  },
  /** contracts/leads-oversight.ts */
  leadsOversight: {
    statusFilter: 'Choose open, all or one of the lead statuses',
    telecallerFromList: 'Choose a telecaller from the list',
    // The query's own names: the page's filters set them, a person only meets these on a hand-typed address.
    olderThanDaysWhole: 'olderThanDays must be a whole number',
    slaFilter: 'sla is empty or breached',
    telecallerRequired: 'Choose the telecaller to hand it to',
    seenAssignedTo: 'seenAssignedTo is the id of the telecaller the page showed, or empty',
  },
  /** contracts/ca-services-back-office.ts (the queue's filters). */
  caBackOffice: {
    queueStatus: 'Choose an open status, completed or rejected',
    assignee: 'Choose me, none or a CA expert',
    overdue: 'Overdue is true or false',
  },
  /** contracts/ca-services-back-office-moves.ts */
  caBackOfficeMoves: {
    statusUnknown: 'Reload the page: the status it sent is not a status',
    statusMissing: 'Reload the page: it did not say which status it showed',
    expertRequired: 'Choose a CA expert',
    documentsRequired: 'Choose at least one document',
    documentsMax: 'Ask for at most {{max}} documents',
    noteRequired: 'Tell the shop what is wrong or missing',
    deliverableKind: 'Say whether it is the certificate or an acknowledgement',
    acknowledgementRequired: 'Enter the acknowledgement number',
    acknowledgementTooLong: 'The acknowledgement number is at most {{max}} characters',
    acknowledgementShape: 'The acknowledgement number has letters, digits, / and - only',
    rejectReasonRequired: 'Tell the shop why',
    rejectReasonTooShort: 'Tell the shop why, in a sentence',
    rejectReasonTooLong: 'Keep the reason under {{max}} characters',
  },
  /** contracts/ops-console.ts: the audit log's dates, and the demo server's mail and code look-ups. */
  opsConsole: {
    fromRealDate: 'From must be a real date',
    toRealDate: 'To must be a real date',
    lastEmailToRequired: 'to is required',
    lastEmailToTooLong: 'to is too long',
    staffCodeEmailRequired: 'email is required',
    staffCodeEmailTooLong: 'email is too long',
  },
} as const;

/** Field names this part's templates fill in as `{{label}}`. */
export const DESKS_B_LABELS = {
  bookedFrom: 'Booked from',
  bookedTo: 'Booked to',
} as const;
